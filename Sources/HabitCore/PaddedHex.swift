extension FixedWidthInteger where Self: UnsignedInteger {
    /// Lowercase hex digits, zero-padded to the type's width: `%08x` for a UInt32, `%02x` for
    /// a UInt8.
    public var paddedHex: String {
        let digits = String(self, radix: 16)
        return String(repeating: "0", count: bitWidth / 4 - digits.count) + digits
    }
}

extension BinaryInteger {
    /// Uppercase hex digits, zero-padded to at least `width`: `%04X` for U+0007 is "0007".
    public func uppercaseHex(width: Int) -> String {
        let digits = String(self, radix: 16, uppercase: true)
        return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
    }
}
