#!/usr/bin/env python3
"""Writes the symbol graph of the package's snippets (Snippets/**/*.swift), which DocC needs to
render the articles' @Snippet directives:

    python3 Tools/extract-snippet-symbol-graph.py OUTPUT_DIR

swift-docc-plugin makes this graph with its `snippet-extract` tool, which the toolchain does not
ship; this script reads the snippets by the same rules, so that Tools/build-docs.sh needs neither
the plugin nor the network:

- leading `//` comment lines, up to the first blank line or code, are the snippet's explanation;
- `// snippet.hide` and `// snippet.show` hide and show the lines that follow (the checks a
  snippet makes when it runs stay out of the page);
- `// snippet.NAME` starts a slice an article can show alone (`@Snippet(path:slice:)`), which ends
  at the next slice or at `// snippet.end`;
- the shown lines lose the indentation they all share.
"""

import json
import os
import re
import sys

PACKAGE = "TextInputKit"
MARKER = re.compile(r"^\s*//\s*snippet\.(\S+)", re.IGNORECASE)


def is_blank(line):
    return line.strip() == ""


def parse(source):
    """The explanation, the shown lines and the slices ({name: [start, end]}) of a snippet."""
    lines = source.split("\n")
    while lines and is_blank(lines[0]):
        lines.pop(0)

    explanation = []
    while lines and not is_blank(lines[0]) and not MARKER.match(lines[0]) and lines[0].lstrip().startswith("//"):
        explanation.append(lines.pop(0).lstrip()[2:])
    indent = min((len(l) - len(l.lstrip(" ")) for l in explanation if l.strip()), default=0)
    explanation = [l[indent:] for l in explanation]

    shown, slices = [], {}
    visible, current = True, None

    def end_slice():
        nonlocal current
        if current is not None and current[1] < len(shown):
            slices[current[0]] = [current[1], len(shown)]
        current = None

    for line in lines:
        marker = MARKER.match(line)
        if marker:
            command = marker.group(1)
            if command.lower() == "show":
                visible = True
            elif command.lower() == "hide":
                visible = False
            elif command.lower() == "end":
                end_slice()
            elif visible:
                end_slice()
                current = (command, len(shown))
        elif visible and not (not shown and is_blank(line)):
            shown.append(line)
    end_slice()

    for name, (start, end) in slices.items():
        while start < end and is_blank(shown[start]):
            start += 1
        while start < end and is_blank(shown[end - 1]):
            end -= 1
        slices[name] = [start, end]

    indent = min((len(l) - len(l.lstrip(" ")) for l in shown if l != ""), default=0)
    shown = [l[indent:] for l in shown]
    while shown and is_blank(shown[-1]):
        shown.pop()
    return explanation, shown, slices


def symbol(root, path):
    with open(path, encoding="utf-8") as file:
        explanation, shown, slices = parse(file.read())
    relative = os.path.splitext(os.path.relpath(path, root))[0].split(os.sep)
    name = relative[-1]
    return {
        "identifier": {"precise": f"$snippet__{PACKAGE}.{name}", "interfaceLanguage": "swift"},
        "names": {"title": name},
        "pathComponents": ["Snippets"] + relative,
        "docComment": {"lines": [{"text": line} for line in explanation]},
        "accessLevel": "public",
        "kind": {"identifier": "snippet", "displayName": "Snippet"},
        "snippet": {"language": "swift", "lines": shown, "slices": slices},
        "isVirtual": True,
    }


def main():
    output = sys.argv[1]
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Snippets")
    paths = sorted(
        os.path.join(folder, name)
        for folder, _, names in os.walk(root)
        for name in names
        if name.endswith(".swift")
    )
    graph = {
        "metadata": {"formatVersion": {"major": 0, "minor": 1, "patch": 0}, "generator": "extract-snippet-symbol-graph"},
        "module": {"name": PACKAGE, "platform": {}, "isVirtual": True},
        "symbols": [symbol(root, path) for path in paths],
        "relationships": [],
    }
    os.makedirs(output, exist_ok=True)
    with open(os.path.join(output, f"{PACKAGE}-snippets.symbols.json"), "w", encoding="utf-8") as file:
        json.dump(graph, file, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
