/// A payment card network, recognised from the leading digits of a card number (its issuer
/// identification number, IIN).
///
/// ```swift
/// let brand = BankCardBrand(detectingFrom: "3782 8224 6310 005")
/// brand                      // .amex
/// brand?.displayName         // "American Express"
/// brand?.validLengths        // [15]
/// brand?.securityCodeLength  // 4
/// ```
public enum BankCardBrand: String, CaseIterable, Hashable, Sendable, Codable {
    /// Visa.
    case visa
    /// Mastercard.
    case masterCard
    /// American Express.
    case amex
    /// Discover.
    case discover
    /// Diners Club International.
    case dinersClub
    /// JCB.
    case jcb
    /// China UnionPay.
    case unionPay
    /// Maestro (Mastercard's debit brand).
    case maestro
    /// Mir, the Russian national payment system.
    case mir
    /// UATP, the airlines' Universal Air Travel Plan.
    case uatp
    /// Elo, a Brazilian brand.
    case elo
    /// Hipercard, a Brazilian brand.
    case hipercard
    /// RuPay, the Indian national payment system.
    case rupay
    /// Troy, the Turkish national payment system.
    case troy
    /// Dankort, the Danish national debit card.
    case dankort

    /// The brand's name as cardholders know it.
    ///
    /// ```swift
    /// BankCardBrand.masterCard.displayName // "Mastercard"
    /// ```
    public var displayName: String {
        switch self {
        case .visa: "Visa"
        case .masterCard: "Mastercard"
        case .amex: "American Express"
        case .discover: "Discover"
        case .dinersClub: "Diners Club"
        case .jcb: "JCB"
        case .unionPay: "UnionPay"
        case .maestro: "Maestro"
        case .mir: "Mir"
        case .uatp: "UATP"
        case .elo: "Elo"
        case .hipercard: "Hipercard"
        case .rupay: "RuPay"
        case .troy: "Troy"
        case .dankort: "Dankort"
        }
    }

    /// The numbers of digits a card number of this brand may have, shortest first.
    ///
    /// ```swift
    /// BankCardBrand.visa.validLengths // [13, 16, 19]
    /// ```
    public var validLengths: [Int] {
        switch self {
        case .visa: [13, 16, 19]
        case .masterCard, .elo, .rupay, .troy, .dankort: [16]
        case .amex, .uatp: [15]
        case .dinersClub: Array(14...19)
        case .hipercard: [16, 19]
        case .discover, .jcb, .unionPay, .mir: [16, 17, 18, 19]
        case .maestro: Array(12...19)
        }
    }

    /// The number of digits of the card's security code (CVV, CVC, CID): 4 for American
    /// Express, 3 for the others.
    ///
    /// ```swift
    /// BankCardBrand.amex.securityCodeLength // 4
    /// ```
    public var securityCodeLength: Int {
        self == .amex ? 4 : 3
    }

    /// The brand whose IIN range holds the leading digits of `cardNumber`, or nil when none does.
    ///
    /// Characters other than ASCII digits are skipped, so a formatted number works too. Where
    /// ranges overlap, the longest (most specific) prefix wins: "4011 78…" is Elo, "4111…" Visa.
    ///
    /// ```swift
    /// BankCardBrand(detectingFrom: "2221 0000") // .masterCard
    /// BankCardBrand(detectingFrom: "9")         // nil
    /// ```
    public init?(detectingFrom cardNumber: some StringProtocol) {
        var digits: [UInt8] = []
        for byte in cardNumber.utf8 where byte &- UInt8(ascii: "0") < 10 {
            digits.append(byte &- UInt8(ascii: "0"))
            if digits.count == BankCardIINTable.longestPrefix { break }
        }
        guard let brand = BankCardIINTable.shared.layout(forDigits: digits)?.brand else { return nil }
        self = brand
    }
}

extension BankCardBrand {
    /// The IIN ranges of every brand: the one table to edit when a brand is added or a network
    /// publishes new ranges. Each line is one range of leading digits; both ends have the same
    /// number of digits and are included. `lengths` narrows the brand's ``validLengths`` for a
    /// range whose cards are shorter (it decides the field's maximum and its grouping).
    ///
    /// Where two lines match a number, the one with the longer prefix wins; between prefixes of
    /// the same length, the line listed first wins.
    ///
    /// Sources, read in 2025:
    /// - [W] Wikipedia, "Payment card number", table "Issuer identification number (IIN)"
    ///   (revision of July 2024: Diners Club International 30, 36, 38–39 with 14–19 digits;
    ///   RuPay 508, 6521, 6522, 81, 82 with 16; Dankort 5019 with 16).
    /// - [B] braintree/credit-card-type, `src/lib/card-types.ts` (MIT): Elo, UnionPay 81 ranges.
    /// - [N] NPCI RuPay BIN ranges as published in public card validators
    ///   (606985–607984, 608001–608500, 652150–653149).
    /// - [H] Hipercard: 606282 with 16 or 19 digits (erikhenrique/bin-cc), 384100, 384140,
    ///   384160 with 19 (paulo-silva/card_number_validator `hipercard.rb`).
    /// - [S] Stripe's card brand table (stripe-android `CardBrand.kt`, stripe-ios
    ///   `STPBINController`): Diners Club "36" cards have 14 digits grouped 4-6-4, so the field
    ///   stops there as Stripe's does, although the brand allows up to 19.
    static let issuerIdentificationRanges: [BankCardIINRange] = [
        BankCardIINRange("1", .uatp),  // [W]
        BankCardIINRange("2200", "2204", .mir),  // [W]
        BankCardIINRange("2221", "2720", .masterCard),  // [W]
        BankCardIINRange("30", .dinersClub),  // [W] [S]
        BankCardIINRange("34", .amex),  // [W]
        BankCardIINRange("3528", "3589", .jcb),  // [W]
        BankCardIINRange("36", .dinersClub, lengths: [14]),  // [W] [S]
        BankCardIINRange("37", .amex),  // [W]
        BankCardIINRange("38", "39", .dinersClub),  // [W] [B]
        BankCardIINRange("384100", .hipercard, lengths: [19]),  // [H]
        BankCardIINRange("384140", .hipercard, lengths: [19]),  // [H]
        BankCardIINRange("384160", .hipercard, lengths: [19]),  // [H]
        BankCardIINRange("4", .visa),  // [W]
        BankCardIINRange("401178", "401179", .elo),  // [B]
        BankCardIINRange("431274", .elo),  // [B]
        BankCardIINRange("438935", .elo),  // [B]
        BankCardIINRange("451416", .elo),  // [B]
        BankCardIINRange("457393", .elo),  // [B]
        BankCardIINRange("457631", "457632", .elo),  // [B]
        BankCardIINRange("5018", .maestro),  // [W]
        BankCardIINRange("5019", .dankort),  // [W]
        BankCardIINRange("5020", .maestro),  // [W]
        BankCardIINRange("5038", .maestro),  // [W]
        BankCardIINRange("504175", .elo),  // [B]
        BankCardIINRange("506699", "506778", .elo),  // [B]
        BankCardIINRange("508", .rupay),  // [W]
        BankCardIINRange("509000", "509999", .elo),  // [B]
        BankCardIINRange("51", "55", .masterCard),  // [W]
        BankCardIINRange("56", "58", .maestro),  // [B]
        BankCardIINRange("5893", .maestro),  // [W]
        BankCardIINRange("6011", .discover),  // [W]
        BankCardIINRange("606282", .hipercard, lengths: [16, 19]),  // [H]
        BankCardIINRange("606985", "607984", .rupay),  // [N]
        BankCardIINRange("608001", "608500", .rupay),  // [N]
        BankCardIINRange("62", .unionPay),  // [W]
        BankCardIINRange("627780", .elo),  // [B]
        BankCardIINRange("6304", .maestro),  // [W]
        BankCardIINRange("636297", .elo),  // [B]
        BankCardIINRange("636368", .elo),  // [B]
        BankCardIINRange("639", .maestro),  // [B]
        BankCardIINRange("644", "649", .discover),  // [W]
        BankCardIINRange("65", .discover),  // [W]
        BankCardIINRange("650031", "650033", .elo),  // [B]
        BankCardIINRange("650035", "650051", .elo),  // [B]
        BankCardIINRange("650405", "650439", .elo),  // [B]
        BankCardIINRange("650485", "650538", .elo),  // [B]
        BankCardIINRange("650541", "650598", .elo),  // [B]
        BankCardIINRange("650700", "650718", .elo),  // [B]
        BankCardIINRange("650720", "650727", .elo),  // [B]
        BankCardIINRange("650901", "650978", .elo),  // [B]
        BankCardIINRange("651652", "651679", .elo),  // [B]
        BankCardIINRange("6521", "6522", .rupay),  // [W]
        BankCardIINRange("652150", "653149", .rupay),  // [N]
        BankCardIINRange("655000", "655019", .elo),  // [B]
        BankCardIINRange("655021", "655058", .elo),  // [B]
        BankCardIINRange("67", .maestro),  // [W] [B]
        BankCardIINRange("810", .unionPay),  // [B]
        BankCardIINRange("8110", "8171", .unionPay),  // [B]
        BankCardIINRange("81", "82", .rupay),  // [W]
        BankCardIINRange("9792", .troy),  // [W]
    ]
}
