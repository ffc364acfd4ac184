import Testing
import TextInputCore

@Suite("BankCardBrand: IIN ranges, lengths, security codes")
struct BankCardBrandTests {
    @Test(
        "the longest matching IIN prefix decides the brand",
        arguments: [
            ("1", BankCardBrand.uatp),
            ("2200", .mir), ("2204", .mir),
            ("2221", .masterCard), ("2299", .masterCard), ("2720", .masterCard), ("51", .masterCard), ("55", .masterCard),
            ("300", .dinersClub), ("305", .dinersClub), ("306", .dinersClub), ("3095", .dinersClub), ("36", .dinersClub), ("38", .dinersClub),
            ("39", .dinersClub),
            ("34", .amex), ("37", .amex),
            ("3528", .jcb), ("3589", .jcb),
            ("4", .visa), ("4111", .visa),
            ("6011", .discover), ("644", .discover), ("649", .discover), ("65", .discover),
            ("62", .unionPay), ("810", .unionPay), ("8171", .unionPay),
            ("5018", .maestro), ("5893", .maestro), ("6304", .maestro), ("67", .maestro), ("5019", .dankort),
            ("401178", .elo), ("4011 79", .elo), ("504175", .elo), ("627780", .elo), ("636368", .elo), ("650031", .elo),
            ("606282", .hipercard), ("384100", .hipercard), ("3841", .dinersClub),
            ("508500", .rupay), ("508000", .rupay), ("607000", .rupay), ("652150", .rupay), ("652149", .rupay), ("652000", .discover), ("652100", .rupay),
            ("652300", .rupay), ("653149", .rupay), ("653150", .discover), ("651999", .discover), ("8172", .rupay), ("82", .rupay),
            ("9792", .troy),
        ] as [(String, BankCardBrand)])
    func detection(prefix: String, brand: BankCardBrand) {
        #expect(BankCardBrand(detectingFrom: prefix) == brand)
    }

    @Test(
        "numbers no range matches have no brand",
        arguments: ["", "0", "2", "22", "2205", "2220", "2721", "3", "3590", "5", "50", "59", "6", "60", "9", "9791", "abc"])
    func unknown(prefix: String) {
        #expect(BankCardBrand(detectingFrom: prefix) == nil)
    }

    @Test("Mastercard is exactly 2221–2720 and 51–55 among 4-digit prefixes starting with 2 or 5")
    func masterCardRangesAreExact() {
        for prefix in 2000...2999 {
            #expect((BankCardBrand(detectingFrom: String(prefix)) == .masterCard) == (2221...2720).contains(prefix), "\(prefix)")
        }
        for prefix in 50...59 {
            #expect((BankCardBrand(detectingFrom: String(prefix)) == .masterCard) == (51...55).contains(prefix), "\(prefix)")
        }
    }

    @Test("Elo ranges inside Discover's 65: 650035–650051 is Elo, its neighbours Discover")
    func eloInsideDiscover() {
        for prefix in 650030...650060 {
            let expected: BankCardBrand = (650031...650033).contains(prefix) || (650035...650051).contains(prefix) ? .elo : .discover
            #expect(BankCardBrand(detectingFrom: String(prefix)) == expected, "\(prefix)")
        }
    }

    @Test("security code: 4 digits for American Express, 3 for every other brand")
    func securityCodeLength() {
        for brand in BankCardBrand.allCases {
            #expect(brand.securityCodeLength == (brand == .amex ? 4 : 3))
        }
    }

    @Test("valid lengths lie in 12…19 and are sorted; display names are set", arguments: BankCardBrand.allCases)
    func lengthsAndNames(brand: BankCardBrand) {
        #expect(!brand.validLengths.isEmpty)
        #expect(brand.validLengths.allSatisfy { (12...19).contains($0) })
        #expect(brand.validLengths == brand.validLengths.sorted())
        #expect(!brand.displayName.isEmpty)
    }

    @Test("every brand is reachable from some prefix", arguments: BankCardBrand.allCases)
    func everyBrandHasRanges(brand: BankCardBrand) {
        let samples = ["1", "2200", "2221", "34", "3528", "36", "4", "401178", "5018", "5019", "508500", "6011", "606282", "62", "9792"]
        #expect(samples.contains { BankCardBrand(detectingFrom: $0) == brand })
    }
}
