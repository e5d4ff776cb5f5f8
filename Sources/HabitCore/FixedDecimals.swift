extension Double {
    /// The value with exactly `places` decimals (0 to 9), as C's `%.Nf` prints it in the C
    /// locale: the exact binary value rounded half to even, "." as the separator, "-0.00"
    /// for a small negative. Foundation's `String(format:)` did this; the oracle in
    /// FixedDecimalsTests holds the two to the same text.
    public func fixed(_ places: Int) -> String {
        precondition((0...9).contains(places), "fixed(_:) takes 0 to 9 places")
        guard isFinite else { return isNaN ? "nan" : (self < 0 ? "-inf" : "inf") }
        let scaled = Self.scaledRounded(magnitude, places: places)
        var digits = String(scaled)
        if places > 0 {
            if digits.count <= places { digits = String(repeating: "0", count: places + 1 - digits.count) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        }
        return (sign == .minus ? "-" : "") + digits
    }

    /// |v| × 10^places rounded half to even, worked out exactly on v = m × 2^e.
    private static func scaledRounded(_ v: Double, places: Int) -> UInt128 {
        if v == 0 { return 0 }
        var power: UInt128 = 1
        for _ in 0..<places { power *= 10 }
        let m = UInt128(v.significandBitPattern | (v.isNormal ? 1 << 52 : 0))
        let e = Int(v.exponentBitPattern == 0 ? -1074 : Int(v.exponentBitPattern) - 1075)
        if e >= 0 {
            // An integer; the amounts and sizes printed are far below 2^74.
            precondition(e < 128 - 53 - 30, "fixed(_:) takes values below 2^74")
            return (m << UInt128(e)) * power
        }
        let k = -e
        let product = m * power            // < 2^53 × 10^9 < 2^83
        if k >= 100 { return 0 }           // below 2^-17: rounds to 0 at 9 places or fewer
        let quotient = product >> UInt128(k)
        let remainder = product & ((1 << UInt128(k)) - 1)
        let half: UInt128 = 1 << UInt128(k - 1)
        if remainder > half || (remainder == half && quotient & 1 == 1) { return quotient + 1 }
        return quotient
    }
}

extension BinaryInteger {
    /// Decimal digits, zero-padded on the left to `width`, as `%0Nd` prints a number
    /// (the sign before the zeros).
    public func zeroPadded(_ width: Int) -> String {
        let digits = String(self.magnitude)
        let pad = String(repeating: "0", count: Swift.max(0, width - digits.count - (self < 0 ? 1 : 0)))
        return (self < 0 ? "-" : "") + pad + digits
    }
}
