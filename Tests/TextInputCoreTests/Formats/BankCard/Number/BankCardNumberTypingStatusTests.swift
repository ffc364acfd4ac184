import Testing

@testable import TextInputCore

/// A card number typed as people type it, key by key: no step of a valid number is `invalid`,
/// its last step is `valid`, and what the field announces never contradicts its status. Every
/// range of the IIN table at every length it allows, and numbers of brands the table does not
/// know at every length ISO/IEC 7812 allows.
@MainActor
@Suite("Card numbers typed key by key: a status true at every step")
struct BankCardNumberTypingStatusTests {
    /// A Luhn-valid number of `length` digits starting with `prefix`.
    nonisolated static func luhnValid(prefix: String, length: Int) -> String {
        let body = prefix + String(repeating: "0", count: length - prefix.count - 1)
        let digits = body.compactMap(\.wholeNumberValue)
        // The check digit doubles every second digit counted from the right, starting with the
        // last digit of the body.
        let sum = digits.reversed().enumerated().reduce(0) { sum, pair in
            let doubled = pair.offset.isMultiple(of: 2) ? pair.element * 2 : pair.element
            return sum + (doubled > 9 ? doubled - 9 : doubled)
        }
        return body + String((10 - sum % 10) % 10)
    }

    /// One valid number per range of the table and length it allows: the range's lowest
    /// prefix, or its highest when the lowest is taken by a more specific range.
    nonisolated static let knownBrandNumbers: [(digits: String, brand: BankCardBrand)] =
        BankCardBrand.issuerIdentificationRanges.flatMap { range in
            range.lengths.compactMap { length in
                [range.first, range.last].lazy
                    .map { luhnValid(prefix: $0, length: length) }
                    .first { BankCardBrand(detectingFrom: $0) == range.brand }
                    .map { ($0, range.brand) }
            }
        }

    /// Valid numbers no range of the table knows, at every length from 12 to 19.
    nonisolated static let unknownBrandNumbers: [String] = ["9000", "0", "7", "3590", "2205"].flatMap { prefix in
        (12...19).map { luhnValid(prefix: prefix, length: $0) }
    }

    @Test("every range of the table has a number at each of its lengths")
    func everyRangeIsCovered() {
        let covered = Set(Self.knownBrandNumbers.map { "\($0.brand)-\($0.digits.count)" })
        for range in BankCardBrand.issuerIdentificationRanges {
            for length in range.lengths {
                #expect(covered.contains("\(range.brand)-\(length)"), "\(range.first)…\(range.last) at \(length)")
            }
        }
        #expect(Set(Self.knownBrandNumbers.map(\.brand)) == Set(BankCardBrand.allCases))
    }

    /// Types `digits` into a listening field; answers each step's status and what was announced.
    private func type(_ digits: String) -> (statuses: [TextInputValueStatus], session: AnnouncementSession) {
        let session = AnnouncementSession(TextInputFormats.bankCardNumber())
        var statuses: [TextInputValueStatus] = []
        for digit in digits {
            session.field.insert(String(digit))
            statuses.append(session.binding.status)
        }
        return (statuses, session)
    }

    @Test("a valid number of a known brand is never invalid on the way, and valid at its end", arguments: knownBrandNumbers)
    func knownBrand(card: (digits: String, brand: BankCardBrand)) {
        let (statuses, session) = type(card.digits)
        #expect(!statuses.contains(.invalid), "\(statuses)")
        #expect(statuses.last == .valid)
        #expect(!session.announcements.contains { $0.kind == .invalid })
        let names = session.announcements.filter { $0.kind == .brandDetected }.map(\.text)
        #expect(names == [card.brand.displayName])
    }

    @Test("a valid number of an unknown brand is never invalid on the way, and valid at its end", arguments: unknownBrandNumbers)
    func unknownBrand(digits: String) {
        let (statuses, session) = type(digits)
        #expect(!statuses.contains(.invalid), "\(statuses)")
        #expect(statuses.last == .valid)
        #expect(!session.announcements.contains { $0.kind == .invalid || $0.kind == .brandDetected })
    }

    @Test(
        "a brand is announced once the digits decide it, never a guess withdrawn later",
        arguments: [
            // (digits typed, the brand announcements, how many digits decided it)
            ("4111", ["Visa"], 2),
            ("4011780000000000", ["Elo"], 6),
            ("4000056655665556", ["Visa"], 3),
            ("5555", ["Mastercard"], 2),
            ("3528", ["JCB"], 4),
            ("35", [], 0),
            ("6011", ["Discover"], 4),
            ("5019", ["Dankort"], 4),
        ])
    func brandOnceDecided(typed: String, names: [String], decidedAt: Int) {
        let session = AnnouncementSession(TextInputFormats.bankCardNumber())
        var announcedAt: [Int] = []
        for (index, digit) in typed.enumerated() {
            let before = session.announcements.count
            session.field.insert(String(digit))
            if session.announcements.dropFirst(before).contains(where: { $0.kind == .brandDetected }) {
                announcedAt.append(index + 1)
            }
        }
        #expect(session.announcements.filter { $0.kind == .brandDetected }.map(\.text) == names)
        #expect(announcedAt == (names.isEmpty ? [] : [decidedAt]))
    }
}
