"""Writes a fixture file: one JSON object per line, as a Swift raw string literal after a
header, or as plain JSON lines for a comparison outside the tests.

Shared by the generators of the phone fixtures (generate_phone_*_fixtures.py), which each
compute their cases with the PyPI package phonenumbers, and of the IBAN fixtures
(generate_iban_fixtures.py), which computes its cases with schwifty; each hands them here.
"""
import argparse
import json


def write_fixture_lines(path, cases, header, version, jsonl=False):
    """Writes `cases` to `path`, each as one line of compact JSON; returns how many.

    Without `jsonl` the lines follow `header` (formatted with `version` and the count) and end a
    Swift raw string literal that the header opens.
    """
    lines = [json.dumps(case, ensure_ascii=False, separators=(",", ":")) for case in cases]
    with open(path, "w", encoding="utf-8") as out:
        if jsonl:
            out.write("\n".join(lines) + "\n")
        else:
            out.write(header.format(version=version, count=len(lines)))
            out.write("\n".join(lines))
            out.write('\n"""#\n')
    return len(lines)


def generate_and_write(description, generate, header, version, what):
    """The command line of a generator that takes only --out: writes what `generate()` returns
    and says how many `what` it wrote."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--out", required=True)
    arguments = parser.parse_args()
    count = write_fixture_lines(arguments.out, generate(), header, version)
    print("wrote %d %s to %s" % (count, what, arguments.out))
