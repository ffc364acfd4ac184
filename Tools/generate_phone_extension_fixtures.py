#!/usr/bin/env python3
"""Generates the phone-extension test fixtures from libphonenumber itself.

Uses the PyPI package `phonenumbers` (a port of Google's libphonenumber, Apache-2.0), pinned to
the version the metadata was generated from. Usage:

    pip install phonenumbers==9.0.43
    python3 Tools/generate_phone_extension_fixtures.py \
        --out Tests/TextInputCoreTests/Formats/Phone/Fixtures/PhoneExtensionFixtures.swift

For every region it takes libphonenumber's example number (fixed line, else mobile), writes it
nationally and internationally, adds an extension in each of the written forms `parse` reads
("ext. 12", "x12", "#12", ";ext=12", ",12", "anexo 12", "доб. 12", "- 12#"…), and records what
`parse` gives for the text with the region as default region: the calling code, the national
significant number, the extension and the number formatted internationally and nationally.
It also records what a phone field shows once the text is pasted: AsYouTypeFormatter's output
for the number's dialled characters, followed by the extension as format_number writes it.

`--wide` writes every example number (fixed line, mobile, toll free, …) and extensions of
every length up to each label's limit and one past it, and `--jsonl` plain JSON lines, for a
larger comparison run locally (PHONE_EXTENSION_FIXTURES=/path swift test --filter PhoneExtension).

Two forms put more digits after a label than `parse` reads after it; `parse` then finds no
extension and merges the digits into the number, which the field refuses: those lines are
marked `"merged":true`.
"""
import argparse
import sys

from phone_fixture_file import write_fixture_lines

PINNED_VERSION = "9.0.43"

try:
    import phonenumbers
    from phonenumbers import AsYouTypeFormatter, PhoneNumberFormat, PhoneNumberType
    from phonenumbers.data import _AVAILABLE_REGION_CODES
except ImportError:
    sys.exit("needs the phonenumbers package: pip install phonenumbers==%s" % PINNED_VERSION)

# "{n}" is the number as written, "{e}" the extension's digits.
FORMS = [
    "{n} ext. {e}", "{n} ext {e}", "{n} EXT. {e}", "{n} extn. {e}", "{n} extension {e}",
    "{n} extensión {e}", "{n} ext: {e}", "{n} x{e}", "{n} x {e}", "{n} X. {e}", "{n} \uFF58{e}",
    "{n} #{e}", "{n};ext={e}", "{n},{e}", "{n},,{e}", "{n};{e}", "{n} ~{e}", "{n} int. {e}",
    "{n} anexo {e}", "{n} доб. {e}", "{n} - {e}#",
]
# Longer than the 9 digits parse reads after "x" or ",".
MERGED_FORMS = ["{n} x {e}", "{n},{e}"]
MERGED_EXTENSION = "1234567890"
EXTENSIONS = ["12", "345", "7", "1234", "56"]


def example_number(region):
    for number_type in (PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE):
        number = phonenumbers.example_number_for_type(region, number_type)
        if number is not None:
            return number
    return None


def dialled(text):
    return "".join(c for c in text if c.isdigit() or (c == "+" and not any(d.isdigit() for d in text[:text.index(c)])))


def typed(region, text):
    formatter = AsYouTypeFormatter(region)
    output = ""
    for character in dialled(text):
        output = formatter.input_digit(character)
    return output


def parsed(region, text):
    try:
        number = phonenumbers.parse(text, region)
    except phonenumbers.NumberParseException:
        return None
    return number


def case(region, written, form, extension, merged):
    text = form.format(n=written, e=extension)
    number = parsed(region, text)
    line = {"r": region, "t": text}
    if merged:
        line["merged"] = True
    if number is None or not phonenumbers.is_possible_number(number):
        line["p"] = None
        return line
    line["p"] = {
        "cc": number.country_code,
        "n": phonenumbers.national_significant_number(number),
        "x": number.extension,
        "i": phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL),
        "d": phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL),
    }
    if number.extension:
        bare = phonenumbers.PhoneNumber(country_code=number.country_code, national_number=number.national_number,
                                        italian_leading_zero=number.italian_leading_zero,
                                        number_of_leading_zeros=number.number_of_leading_zeros)
        international = phonenumbers.format_number(bare, PhoneNumberFormat.INTERNATIONAL)
        line["f"] = typed(region, written) + line["p"]["i"][len(international):]
    return line


WIDE_TYPES = [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE,
              PhoneNumberType.PREMIUM_RATE, PhoneNumberType.SHARED_COST, PhoneNumberType.VOIP,
              PhoneNumberType.PERSONAL_NUMBER, PhoneNumberType.UAN]
# Each form's most digits, as _create_extn_pattern caps them.
FORM_LIMITS = {"{n};ext={e}": 20, "{n} - {e}#": 6, "{n},,{e}": 15, "{n};{e}": 15, "{n},{e}": 9}


def form_limit(form):
    if form in FORM_LIMITS:
        return FORM_LIMITS[form]
    ambiguous = ("x", "X", "\uFF58", "#", "~", "int")
    return 9 if any(("{n} " + label) in form for label in ambiguous) else 20


def generate_wide():
    lines = []
    for region in sorted(_AVAILABLE_REGION_CODES):
        if region == "001":
            continue
        numbers = []
        for number_type in WIDE_TYPES:
            number = phonenumbers.example_number_for_type(region, number_type)
            if number is not None and number not in numbers:
                numbers.append(number)
        for number in numbers:
            writings = [phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL),
                        phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)]
            for form in FORMS:
                for length in range(1, form_limit(form) + 2):
                    extension = "".join(str((d * 7 + 3) % 10) for d in range(length))
                    for written in writings:
                        lines.append(case(region, written, form, extension, length > form_limit(form)))
    return lines


def generate():
    if phonenumbers.__version__ != PINNED_VERSION:
        sys.exit("expected phonenumbers %s, found %s" % (PINNED_VERSION, phonenumbers.__version__))
    lines = []
    for index, region in enumerate(sorted(_AVAILABLE_REGION_CODES)):
        if region == "001":
            continue
        number = example_number(region)
        if number is None:
            continue
        writings = [phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL),
                    phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)]
        for form_index, form in enumerate(FORMS):
            extension = EXTENSIONS[(index + form_index) % len(EXTENSIONS)]
            for written in writings:
                lines.append(case(region, written, form, extension, False))
        for form in MERGED_FORMS:
            lines.append(case(region, writings[0], form, MERGED_EXTENSION, True))
    return lines


HEADER = '''\
// swift-format-ignore-file
// Generated by Tools/generate_phone_extension_fixtures.py with libphonenumber as published in
// the PyPI package `phonenumbers` {version} (Apache License 2.0). Do not edit by hand.
//
// One JSON object per line: the default region ("r"), the text ("t"), and what parse gives for
// it ("p", null when it fails or the number is not possible): the calling code ("cc"), the
// national significant number ("n"), the extension ("x") and format_number's international
// ("i") and national ("d") forms; "f" is what a phone field shows once the text is pasted.
// "merged" marks texts whose digits after the label are too many for an extension.

/// libphonenumber's readings of {count} numbers written with extensions.
let phoneExtensionFixtureLines = #"""
'''


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--wide", action="store_true", help="every example number, every extension length")
    parser.add_argument("--jsonl", action="store_true", help="write JSON lines, not Swift")
    arguments = parser.parse_args()
    cases = generate_wide() if arguments.wide else generate()
    count = write_fixture_lines(arguments.out, cases, HEADER, PINNED_VERSION, jsonl=arguments.jsonl)
    print("wrote %d cases to %s" % (count, arguments.out))


if __name__ == "__main__":
    main()
