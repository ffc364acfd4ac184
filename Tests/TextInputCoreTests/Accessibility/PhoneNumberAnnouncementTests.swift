import Foundation
import Testing

@testable import TextInputCore

/// A phone field names a region once the digits decide it, and never one it takes back: at once
/// for a calling code of one region, once the leading digits single one out for a shared code
/// (the area code, for +1). It says "not valid" only when its status is invalid.
@MainActor
struct PhoneNumberAnnouncementTests {
    /// What a field of `region` announced while `keys` were typed one by one, and the texts
    /// after which each was announced.
    static func typing(_ keys: String, region: String) -> [(shown: String, announcement: TextInputAnnouncement)] {
        let session = AnnouncementSession(TextInputFormats.phoneNumber(.options(defaultRegion: region)))
        var heard: [(String, TextInputAnnouncement)] = []
        for key in keys {
            let before = session.announcements.count
            session.type(String(key))
            heard += session.announcements.dropFirst(before).map { (session.field.text, $0) }
        }
        return heard
    }

    @Test(
        "a shared calling code's region is named once its leading digits decide it",
        arguments: [
            ("US", "+14165550123", "+1 416", ["Canada", "Valid"]),
            ("US", "+12042345678", "+1 204", ["Canada", "Valid"]),
            ("CA", "+12015550123", "+1 201", ["United States", "Valid"]),
            ("US", "+442079460958", "+44 2", ["United Kingdom", "Valid"]),
            ("US", "+447781123456", "+44 7781", ["Guernsey", "Valid"]),
            ("US", "+33612345678", "+33 ", ["France", "Valid"]),
        ])
    func namedOnceDecided(region: String, keys: String, decidedAt: String, expected: [String]) {
        let heard = Self.typing(keys, region: region)
        #expect(heard.map(\.announcement.text) == expected)
        #expect(heard.first?.shown == decidedAt)
    }

    @Test("a number typed nationally names its region, then says it is valid, never that it is not")
    func typedNationally() {
        #expect(Self.typing("0612345678", region: "FR").map(\.announcement.text) == ["France", "Valid"])
        #expect(Self.typing("2642351234", region: "AI").map(\.announcement.text) == ["Anguilla", "Valid"])
    }

    @Test("a text no digits can make valid says so, and names no region while several could have it")
    func notValid() {
        #expect(Self.typing("094", region: "GB").map(\.announcement.text) == ["Phone number not valid"])
        #expect(Self.typing("+4494", region: "US").map(\.announcement.text) == ["Phone number not valid"])
    }

    /// Every region's example numbers typed after "+" in a field of another country: the one region
    /// named is the number's own (libphonenumber's `region_code_for_number`), and nothing on the
    /// way is called not valid.
    @Test("typing a region's example numbers names only their region, and never says not valid", arguments: PhoneNumberTypingStatusTests.regions)
    func examples(region: String) throws {
        let fieldRegion = region == "US" ? "GB" : "US"
        let callingCode = PhoneMetadataTable.shared.countryCode(forRegion: region)
        for example in PhoneNumberTypingStatusTests.examples(of: region) {
            let keys = "+\(callingCode)\(example)"
            let numberRegion = try #require(PhoneNumber(parsing: keys, defaultRegion: fieldRegion)?.regionCode)
            let name = Locale(identifier: "en").localizedString(forRegionCode: numberRegion) ?? numberRegion
            let heard = Self.typing(keys, region: fieldRegion).map(\.announcement)
            #expect(heard.filter { $0.kind == .regionDetected }.map(\.text) == [name], "\(keys)")
            #expect(!heard.contains { $0.kind == .invalid }, "\(keys)")
            #expect(heard.last?.kind == .valid, "\(keys)")
        }
    }
}
