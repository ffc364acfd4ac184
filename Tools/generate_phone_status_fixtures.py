#!/usr/bin/env python3
"""Generates the phone status fixtures: libphonenumber's verdicts on numbers as they are typed.

Uses the PyPI package `phonenumbers` (a port of Google's libphonenumber, Apache-2.0), pinned to
the version the metadata was generated from, and the PyPI package `regex` for its partial
matching. Usage:

    pip install phonenumbers==9.0.43 regex
    python3 Tools/generate_phone_status_fixtures.py \
        --out Tests/TextInputCoreTests/Formats/Phone/Fixtures/PhoneStatusFixtures.swift

For every region it takes libphonenumber's example mobile number (its fixed-line one where it
has none) and types it after "+CC": every prefix of its national significant number, then the
number with one and two more digits. For each it records what libphonenumber says: whether
`parse` reads it, `is_valid_number`, `is_possible_number_with_reason`, and the longest length the
plan of its calling code allows; and whether digits typed after it can make a number
`is_valid_number` accepts, found by trying continuations digit by digit (each checked with
`parse` and `is_valid_number`), leaving out only those no description pattern of the calling
code's regions can still match (the `regex` package's partial matching tells). The tests turn
these into the field's status by the rule the BuiltinFormats article states.
"""
import sys

from phone_fixture_file import generate_and_write

PINNED_VERSION = "9.0.43"

try:
    import phonenumbers
    import regex
    from phonenumbers import PhoneMetadata, PhoneNumberType, ValidationResult, phonenumberutil
    from phonenumbers.data import _AVAILABLE_REGION_CODES
except ImportError:
    sys.exit("needs the phonenumbers and regex packages: pip install phonenumbers==%s regex" % PINNED_VERSION)

REASONS = {
    ValidationResult.IS_POSSIBLE: "possible",
    ValidationResult.IS_POSSIBLE_LOCAL_ONLY: "possibleLocalOnly",
    ValidationResult.INVALID_COUNTRY_CODE: "invalidCountryCode",
    ValidationResult.TOO_SHORT: "tooShort",
    ValidationResult.INVALID_LENGTH: "invalidLength",
    ValidationResult.TOO_LONG: "tooLong",
}


def verdict(text):
    """libphonenumber's verdict on `text` dialled internationally; None where parse throws."""
    try:
        number = phonenumbers.parse(text, None)
    except phonenumbers.NumberParseException:
        return None
    main = phonenumbers.region_code_for_country_code(number.country_code)
    metadata = PhoneMetadata.metadata_for_region_or_calling_code(number.country_code, main)
    return {
        "valid": phonenumbers.is_valid_number(number),
        "reason": REASONS[phonenumbers.is_possible_number_with_reason(number)],
        "length": len(phonenumbers.national_significant_number(number)),
        "longest": max(metadata.general_desc.possible_length),
    }


NUMBER_KINDS = ["premium_rate", "toll_free", "shared_cost", "voip", "personal_number", "pager", "uan", "voicemail",
                "fixed_line", "mobile"]


def may_continue(calling_code, national):
    """Whether a number of some region of `calling_code` may start with `national` (the digits
    after the calling code): some description's pattern can still match a longer string of
    them, or of them without the national prefix, or the national prefix can still grow over
    them. Only prunes the search: a True here is checked by libphonenumber itself."""
    regions = phonenumbers.region_codes_for_country_code(calling_code)
    # After "+CC", parse strips the national prefix of the calling code's main region.
    main = PhoneMetadata.metadata_for_region_or_calling_code(calling_code, regions[0])
    prefix = main.national_prefix_for_parsing
    starts = [national]
    if prefix:
        if regex.fullmatch(prefix, national, partial=True):
            return True
        # The national significant number parse reads when it strips the prefix.
        starts.append(phonenumberutil._maybe_strip_national_prefix_carrier_code(national, main)[1])
    for region in regions:
        metadata = PhoneMetadata.metadata_for_region_or_calling_code(calling_code, region)
        if metadata is None:
            continue
        for kind in NUMBER_KINDS:
            description = getattr(metadata, kind)
            if description is None or not description.national_number_pattern:
                continue
            if any(regex.fullmatch(description.national_number_pattern, start, partial=True) for start in starts):
                return True
    return False


def can_become_valid(region, text, budget=20000):
    """Whether digits typed after `text` (none, or up to 17 digits of national number) make a
    number libphonenumber calls valid in a field of `region`; None when the search ran out of
    tries."""
    calling_code = None
    tries = [0]

    def search(candidate):
        tries[0] += 1
        if tries[0] > budget:
            raise RuntimeError("out of tries")
        try:
            number = phonenumbers.parse(candidate, region)
            if phonenumbers.is_valid_number(number):
                return True
        except phonenumbers.NumberParseException:
            pass
        national = candidate[1 + len(str(calling_code)):]
        if len(national) >= 17 or not may_continue(calling_code, national):
            return False
        return any(search(candidate + digit) for digit in "0123456789")

    for code in range(1, 1000):
        if text[1:].startswith(str(code)) and phonenumbers.region_codes_for_country_code(code):
            calling_code = code
            break
    if calling_code is None:
        return None
    try:
        return search(text)
    except RuntimeError:
        return None


def generate():
    if phonenumbers.__version__ != PINNED_VERSION:
        sys.exit("expected phonenumbers %s, found %s" % (PINNED_VERSION, phonenumbers.__version__))
    cases = []
    for region in sorted(_AVAILABLE_REGION_CODES):
        number = phonenumbers.example_number_for_type(region, PhoneNumberType.MOBILE) or phonenumbers.example_number(region)
        if number is None:
            continue
        nsn = phonenumbers.national_significant_number(number)
        texts = ["+%d%s" % (number.country_code, nsn[:n]) for n in range(1, len(nsn) + 1)]
        texts += ["+%d%s5" % (number.country_code, nsn), "+%d%s55" % (number.country_code, nsn)]
        for text in texts:
            cases.append({"region": region, "text": text, "libphonenumber": verdict(text),
                          "canBecomeValid": can_become_valid(region, text)})
    return cases


HEADER = '''\
// swift-format-ignore-file
// Generated by Tools/generate_phone_status_fixtures.py with libphonenumber as published in the
// PyPI package `phonenumbers` {version} (Apache License 2.0). Do not edit by hand.
//
// One JSON object per line: a region, a number typed internationally, libphonenumber's
// verdict on it (null where parse refuses it): is_valid_number, is_possible_number_with_reason,
// the national significant number's length and the longest length its plan allows; and whether
// digits typed after it can make a number is_valid_number accepts.

/// libphonenumber's verdicts on {count} numbers as they are typed.
let phoneStatusFixtureLines = #"""
'''


def main():
    generate_and_write(__doc__.splitlines()[0], generate, HEADER, PINNED_VERSION, "numbers")


if __name__ == "__main__":
    main()
