/// The Luhn (mod 10) check that card numbers carry in their last digit.
enum BankCardLuhnCheck {
    /// Whether `digits` (values 0…9) pass the check.
    static func passes(_ digits: some BidirectionalCollection<UInt8>) -> Bool {
        guard !digits.isEmpty else { return false }
        var sum = 0
        var doubles = false
        for digit in digits.reversed() {
            var value = Int(digit)
            if doubles {
                value *= 2
                if value > 9 { value -= 9 }
            }
            sum += value
            doubles.toggle()
        }
        return sum % 10 == 0
    }
}
