#!/usr/bin/env python3
"""Generates the phone-number test fixtures from libphonenumber itself.

Uses the PyPI package `phonenumbers` (a port of Google's libphonenumber, Apache-2.0), pinned to
the version the metadata was generated from. Usage:

    pip install phonenumbers==9.0.43
    python3 Tools/generate_phone_fixtures.py \
        --out Tests/TextInputCoreTests/Formats/Phone/Fixtures/PhoneFixtures.swift

For every region (and every non-geographic calling code) it takes libphonenumber's example
numbers (fixed line, mobile, toll free), types each of them character by character into
libphonenumber's AsYouTypeFormatter in national form (with and without the national prefix),
in international form ("+CC…") and, where the region has a plain international prefix, with
that prefix ("00…", "011…"), and records the formatter's output after every character. For
every prefix of the input it also records whether `parse` gives a possible number, whether a
phone field holds that number as its value (it does unless `parse` kept the national prefix in
it, because the number is too short without it, and the number is not valid), and for the whole
input the parse and format results.

`--random N` (default 4) adds N inputs per region made of random digits after "+CC", the
national prefix, the international prefix or nothing, so that numbers nobody chose are checked too;
and `--jsonl` writes plain JSON lines instead of Swift (for large local comparisons: point the
tests at the file with PHONE_FIXTURES=/path swift test --filter PhoneFixture).
"""
import argparse
import random
import sys

from phone_fixture_file import write_fixture_lines

PINNED_VERSION = "9.0.43"

try:
    import phonenumbers
    from phonenumbers import AsYouTypeFormatter, PhoneNumberFormat, PhoneNumberType, PhoneMetadata, ValidationResult
    from phonenumbers import phonenumberutil
    from phonenumbers.data import _AVAILABLE_REGION_CODES, _AVAILABLE_NONGEO_COUNTRY_CODES
except ImportError:
    sys.exit("needs the phonenumbers package: pip install phonenumbers==%s" % PINNED_VERSION)

TYPE_NAMES = {
    PhoneNumberType.FIXED_LINE: "fixedLine",
    PhoneNumberType.MOBILE: "mobile",
    PhoneNumberType.FIXED_LINE_OR_MOBILE: "fixedLineOrMobile",
    PhoneNumberType.TOLL_FREE: "tollFree",
    PhoneNumberType.PREMIUM_RATE: "premiumRate",
    PhoneNumberType.SHARED_COST: "sharedCost",
    PhoneNumberType.VOIP: "voip",
    PhoneNumberType.PERSONAL_NUMBER: "personalNumber",
    PhoneNumberType.PAGER: "pager",
    PhoneNumberType.UAN: "uan",
    PhoneNumberType.VOICEMAIL: "voicemail",
    PhoneNumberType.UNKNOWN: "unknown",
}
EXAMPLE_TYPES = [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE]


def digits_of(text):
    return "".join(c for c in text if c.isdigit() or c == "+")


def typed(region, characters):
    """AsYouTypeFormatter's output after each character, or None when it fails."""
    formatter = AsYouTypeFormatter(region)
    outputs = []
    try:
        for character in characters:
            outputs.append(formatter.input_digit(character))
    except Exception:
        return None
    return outputs


def parsed(region, text):
    """What parse and format give for text; None when parse fails or the number is impossible."""
    try:
        number = phonenumbers.parse(text, region)
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_possible_number(number):
        return None
    return {
        "e164": phonenumbers.format_number(number, PhoneNumberFormat.E164),
        "international": phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL),
        "national": phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL),
        "valid": phonenumbers.is_valid_number(number),
        "type": TYPE_NAMES.get(phonenumbers.number_type(number), "unknown"),
        "region": phonenumbers.region_code_for_number(number),
    }


def keeps_national_prefix(region, text):
    """Whether `parse` keeps the national prefix (or carrier code) it found in the national number
    of `text`, because the number is too short without it: it strips them only when what remains
    has a possible length. Read from the last stripping `parse` does, which is that one."""
    strip = phonenumberutil._maybe_strip_national_prefix_carrier_code
    calls = []

    def recording(number, metadata):
        result = strip(number, metadata)
        calls.append((number, result[1], metadata))
        return result

    phonenumberutil._maybe_strip_national_prefix_carrier_code = recording
    try:
        phonenumbers.parse(text, region)
    except phonenumbers.NumberParseException:
        return False
    finally:
        phonenumberutil._maybe_strip_national_prefix_carrier_code = strip
    if not calls:
        return False
    number, stripped, metadata = calls[-1]
    too_short = (ValidationResult.TOO_SHORT, ValidationResult.IS_POSSIBLE_LOCAL_ONLY, ValidationResult.INVALID_LENGTH)
    return stripped != number and phonenumberutil._test_number_length(stripped, metadata) in too_short


def field_value(region, text):
    """Whether a phone field holding `text` has a value: a possible number, valid or without a
    national prefix kept in it."""
    result = parsed(region, text)
    return result is not None and (result["valid"] or not keeps_national_prefix(region, text))


def case(region, characters, failures):
    outputs = typed(region, characters)
    if outputs is None:
        failures.append((region, characters))
        return None
    possible = "".join("1" if parsed(region, characters[:n + 1]) else "0" for n in range(len(characters)))
    value = "".join("1" if field_value(region, characters[:n + 1]) else "0" for n in range(len(characters)))
    return {"region": region, "input": characters, "outputs": outputs, "possible": possible, "value": value,
            "parsed": parsed(region, characters)}


def plain_international_prefix(metadata):
    for prefix in (metadata.preferred_international_prefix, metadata.international_prefix):
        if prefix and prefix.isdigit():
            return prefix
    return None


def example_numbers(region):
    numbers = []
    if region == "001":
        return numbers
    for number_type in EXAMPLE_TYPES:
        number = phonenumbers.example_number_for_type(region, number_type)
        if number is not None and number not in numbers:
            numbers.append(number)
    return numbers


def inputs_for(region, numbers, foreign, generator, random_count):
    inputs = []
    metadata = PhoneMetadata.metadata_for_region(region) if region != "001" else None
    for number in numbers:
        nsn = phonenumbers.national_significant_number(number)
        national = digits_of(phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL))
        inputs += [national, nsn, "+%d%s" % (number.country_code, nsn)]
    idd = plain_international_prefix(metadata) if metadata else None
    if idd and foreign is not None:
        inputs.append(idd + "%d%s" % (foreign.country_code, phonenumbers.national_significant_number(foreign)))
    if random_count and numbers:
        country_code = numbers[0].country_code
        national_prefix = (metadata.national_prefix or "") if metadata else ""
        starts = ["", "+%d" % country_code, national_prefix]
        if idd:
            starts.append(idd)
        for _ in range(random_count):
            start = generator.choice(starts)
            length = generator.randint(1, 14)
            inputs.append(start + "".join(generator.choice("0123456789") for _ in range(length)))
    unique = []
    for characters in inputs:
        if characters and characters not in unique:
            unique.append(characters)
    return unique


def generate(random_count, seed):
    if phonenumbers.__version__ != PINNED_VERSION:
        sys.exit("expected phonenumbers %s, found %s" % (PINNED_VERSION, phonenumbers.__version__))
    generator = random.Random(seed)
    cases, failures = [], []
    regions = list(_AVAILABLE_REGION_CODES)
    for index, region in enumerate(regions):
        foreign_region = regions[(index + 1) % len(regions)]
        foreign = phonenumbers.example_number_for_type(foreign_region, PhoneNumberType.MOBILE)
        for characters in inputs_for(region, example_numbers(region), foreign, generator, random_count):
            result = case(region, characters, failures)
            if result:
                cases.append(result)
    # Non-geographic numbers (+800…) are typed from the US, with "+" and with "011".
    for country_code in _AVAILABLE_NONGEO_COUNTRY_CODES:
        number = phonenumbers.example_number_for_non_geo_entity(country_code)
        if number is None:
            continue
        nsn = phonenumbers.national_significant_number(number)
        for characters in ["+%d%s" % (country_code, nsn), "011%d%s" % (country_code, nsn)]:
            result = case("US", characters, failures)
            if result:
                cases.append(result)
    return cases, failures


HEADER = '''\
// swift-format-ignore-file
// Generated by Tools/generate_phone_fixtures.py with libphonenumber as published in the PyPI
// package `phonenumbers` {version} (Apache License 2.0). Do not edit by hand.
//
// One JSON object per line: the default region, the characters typed, AsYouTypeFormatter's
// output after each of them, whether each prefix parses to a possible number ("0"/"1"),
// whether a phone field holding each prefix has a value (a possible number, valid or without a
// national prefix that parse kept because the number is too short without it), and what
// parse/format give for the whole input (null when it is not a possible number).

/// libphonenumber's answers for {count} typing sequences.
let phoneFixtureLines = #"""
'''


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--random", type=int, default=4, help="random inputs per region (4 in the committed file)")
    parser.add_argument("--seed", type=int, default=6)
    parser.add_argument("--jsonl", action="store_true", help="write JSON lines, not Swift")
    arguments = parser.parse_args()
    cases, failures = generate(arguments.random, arguments.seed)
    count = write_fixture_lines(arguments.out, cases, HEADER, PINNED_VERSION, jsonl=arguments.jsonl)
    print("wrote %d cases to %s" % (count, arguments.out))
    for region, characters in failures:
        print("AsYouTypeFormatter failed: region %s, input %s" % (region, characters))


if __name__ == "__main__":
    main()
