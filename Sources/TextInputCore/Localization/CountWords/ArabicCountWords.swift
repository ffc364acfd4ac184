/// Arabic counts from 1 to 999 in words, as they stand before a masculine noun (رقم, حرف)
/// as the subject of a verb ("بقي", "بقيت"), in the nominative.
///
/// The system's spell-out writes "إثنان" and "إحدى عشر" (the feminine of eleven) and differs
/// between platforms; a count takes the gender polarity of the noun it counts (ثلاثة أرقام,
/// not ثلاث), and 200 stands in construct before its noun (مئتا رقم). A mask has at most a
/// few dozen slots; a larger count than 999 is said with the system's spell-out, which stays
/// words, never digits that would join the field's own.
///
/// ```swift
/// ArabicCountWords.words(for: 12)    // "اثنا عشر"
/// ArabicCountWords.words(for: 121)   // "مئة وواحد وعشرون"
/// ```
enum ArabicCountWords {
    /// The largest count the package has words of its own for.
    static let largest = 999

    /// `count` in words, or nil outside 1…``largest``.
    static func words(for count: Int) -> String? {
        guard (1...largest).contains(count) else { return nil }
        // Nothing follows 200 but the noun, which it is in construct with.
        if count == 200 { return "مئتا" }
        let parts = [hundreds[count / 100], belowHundred(count % 100)].filter { !$0.isEmpty }
        // "و" (and) is written joined to the word it comes before.
        return parts.joined(separator: " و")
    }

    /// 1…99 (empty for 0): units and tens joined by "و", the unit first.
    private static func belowHundred(_ count: Int) -> String {
        switch count {
        case 0...10: units[count]
        case 11: "أحد عشر"
        case 12: "اثنا عشر"
        case 13...19: units[count - 10] + " عشر"
        case _ where count % 10 == 0: tens[count / 10]
        default: units[count % 10] + " و" + tens[count / 10]
        }
    }

    /// 0…10 with a masculine noun: from three on, in the feminine form (gender polarity).
    private static let units = ["", "واحد", "اثنان", "ثلاثة", "أربعة", "خمسة", "ستة", "سبعة", "ثمانية", "تسعة", "عشرة"]
    private static let tens = ["", "عشرة", "عشرون", "ثلاثون", "أربعون", "خمسون", "ستون", "سبعون", "ثمانون", "تسعون"]
    private static let hundreds = ["", "مئة", "مئتان", "ثلاثمئة", "أربعمئة", "خمسمئة", "ستمئة", "سبعمئة", "ثمانمئة", "تسعمئة"]
}
