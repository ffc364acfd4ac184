#!/usr/bin/env python3
"""Generates TextInputKit's phone numbering-plan metadata from libphonenumber's data.

The data comes from the PyPI package `phonenumbers` (a port of Google's libphonenumber,
Apache-2.0), pinned below. Usage:

    pip install phonenumbers==9.0.43
    python3 Tools/generate_phone_metadata.py \
        --out Sources/TextInputCore/Formats/Phone/Metadata/PhoneMetadataText.swift

The output is a Swift file holding one raw string literal in a compact line format that
PhoneMetadataTable parses lazily (see the format description written into the output).
Fields are separated by tabs; "!" stands for an absent value.

Besides copying the data, the script derives, with the package's own functions, two values
per number format that only depend on the data: the national formatting rule (the format
with the national prefix formatting rule applied to its first group) and the as-you-type
template (the format applied to the longest digit run its pattern accepts).
"""
import argparse
import re
import sys

PINNED_VERSION = "9.0.43"

try:
    import phonenumbers
    from phonenumbers import PhoneMetadata
    from phonenumbers import asyoutypeformatter as aytf
    from phonenumbers import phonenumberutil as util
    from phonenumbers.data import _AVAILABLE_REGION_CODES, _AVAILABLE_NONGEO_COUNTRY_CODES
except ImportError:
    sys.exit("needs the phonenumbers package: pip install phonenumbers==%s" % PINNED_VERSION)

ABSENT = "!"
PLACEHOLDER = "_"

# One letter per number type, in the order libphonenumber tests them.
DESCRIPTIONS = [
    ("G", "general_desc"),
    ("P", "premium_rate"),
    ("T", "toll_free"),
    ("S", "shared_cost"),
    ("V", "voip"),
    ("N", "personal_number"),
    ("A", "pager"),
    ("U", "uan"),
    ("O", "voicemail"),
    ("F", "fixed_line"),
    ("M", "mobile"),
]


def field(value):
    if value is None:
        return ABSENT
    text = str(value)
    if "\t" in text or "\n" in text or text == ABSENT:
        raise ValueError("value cannot be written: %r" % text)
    return text


def lengths(values):
    return ",".join(str(v) for v in values)


def template_for(number_format):
    """The as-you-type template, as AsYouTypeFormatter builds it, and its digit count."""
    longest = "999999999999999"
    pattern = re.compile(number_format.pattern)
    match = pattern.search(longest)
    if match is None:
        # libphonenumber assumes every pattern accepts 15 digits; one Japanese format needs 16,
        # and AsYouTypeFormatter fails on it. Written as "no template".
        return ABSENT, 0
    digits = match.group(0)
    template = pattern.sub(number_format.format, digits)
    template = template.replace("9", PLACEHOLDER)
    if PLACEHOLDER in number_format.format:
        raise ValueError("format uses the placeholder character: %r" % number_format.format)
    return template, len(digits)


def national_format_for(number_format):
    """The format used for NATIONAL formatting, as _format_nsn_using_pattern builds it."""
    rule = number_format.national_prefix_formatting_rule
    if rule:
        return util._FIRST_GROUP_PATTERN.sub(rule, number_format.format, count=1)
    return number_format.format


def format_line(kind, number_format):
    rule = number_format.national_prefix_formatting_rule
    flags = ""
    if number_format.national_prefix_optional_when_formatting:
        flags += "o"
    if number_format.domestic_carrier_code_formatting_rule is not None:
        flags += "c"
    if util.fullmatch(aytf._ELIGIBLE_FORMAT_PATTERN, number_format.format):
        flags += "e"
    if util._formatting_rule_has_first_group_only(rule):
        flags += "g"
    if rule is not None and aytf._NATIONAL_PREFIX_SEPARATORS_PATTERN.search(rule):
        flags += "s"
    template, template_digits = template_for(number_format)
    return "\t".join([
        kind,
        field(number_format.pattern),
        field(number_format.format),
        ";".join(number_format.leading_digits_pattern),
        field(rule),
        flags,
        field(national_format_for(number_format)),
        template,
        str(template_digits),
    ])


def extension_prefix_fields(metadata):
    """The preferred extension prefix, as a tenth field only where the region has one: lines
    without it keep the nine fields that earlier readers expect."""
    prefix = metadata.preferred_extn_prefix
    return [] if prefix is None else [field(prefix)]


def region_lines(metadata):
    flags = ""
    if metadata.same_mobile_and_fixed_line_pattern:
        flags += "s"
    if metadata.main_country_for_code:
        flags += "m"
    lines = ["\t".join([
        "R",
        metadata.id,
        str(metadata.country_code),
        field(metadata.international_prefix),
        field(metadata.national_prefix),
        field(metadata.national_prefix_for_parsing),
        field(metadata.national_prefix_transform_rule),
        field(metadata.leading_digits),
        flags,
    ] + extension_prefix_fields(metadata))]
    for letter, name in DESCRIPTIONS:
        desc = getattr(metadata, name)
        if desc is None:
            continue
        lines.append("\t".join([
            "D",
            letter,
            field(desc.national_number_pattern),
            lengths(desc.possible_length),
            lengths(desc.possible_length_local_only),
            field(desc.example_number),
        ]))
    for number_format in metadata.number_format:
        lines.append(format_line("N", number_format))
    for number_format in metadata.intl_number_format:
        lines.append(format_line("I", number_format))
    return lines


def generate():
    if phonenumbers.__version__ != PINNED_VERSION:
        sys.exit("expected phonenumbers %s, found %s" % (PINNED_VERSION, phonenumbers.__version__))
    lines = ["V\t%s" % PINNED_VERSION]
    for code in sorted(phonenumbers.COUNTRY_CODE_TO_REGION_CODE):
        regions = phonenumbers.COUNTRY_CODE_TO_REGION_CODE[code]
        lines.append("C\t%d\t%s" % (code, ",".join(regions)))
    for region in _AVAILABLE_REGION_CODES:
        lines += region_lines(PhoneMetadata.metadata_for_region(region))
    for code in _AVAILABLE_NONGEO_COUNTRY_CODES:
        lines += region_lines(PhoneMetadata.metadata_for_nongeo_region(code))
    return lines


HEADER = '''\
// swift-format-ignore-file
// Generated by Tools/generate_phone_metadata.py from libphonenumber's metadata as published
// in the PyPI package `phonenumbers` {version}. Do not edit by hand: run the script again.
//
// libphonenumber: Copyright (C) 2009-2026 The Libphonenumber Authors, Apache License 2.0
// (https://github.com/google/libphonenumber). See NOTICE.
//
// Line format (fields separated by tabs, "!" marks an absent value):
//   V  version
//   C  country calling code, its regions (the main region first)
//   R  region id ("001" for non-geographic codes), calling code, international prefix,
//      national prefix, national prefix for parsing, its transform rule, leading digits,
//      flags (s: mobile and fixed-line patterns are the same, m: main region for its code),
//      and, only where the region has one, the preferred extension prefix (" x", " int. ")
//   D  number type letter (G general, P premium rate, T toll free, S shared cost, V VoIP,
//      N personal, A pager, U UAN, O voicemail, F fixed line, M mobile), national number
//      pattern, possible lengths, local-only possible lengths, example number
//   N  number format: pattern, format, leading-digits patterns (";"-separated), national
//      prefix formatting rule, flags (o: national prefix optional when formatting, c: has a
//      carrier-code formatting rule, e: usable as you type, g: the national prefix rule is
//      the first group only, s: a separator follows the national prefix), national format,
//      as-you-type template ("_" per digit), digits the template holds
//   I  international number format, same fields
'''


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, help="the Swift file to write")
    arguments = parser.parse_args()
    lines = generate()
    body = "\n".join(lines)
    if '"""#' in body:
        sys.exit("data would end the raw string literal")
    with open(arguments.out, "w", encoding="utf-8") as out:
        out.write(HEADER.format(version=PINNED_VERSION))
        out.write("\n/// libphonenumber's numbering plans, in the line format described above.\n")
        out.write("let phoneMetadataText = #\"\"\"\n")
        out.write(body)
        out.write("\n\"\"\"#\n")
    print("wrote %d lines (%d bytes) to %s" % (len(lines), len(body), arguments.out))


if __name__ == "__main__":
    main()
