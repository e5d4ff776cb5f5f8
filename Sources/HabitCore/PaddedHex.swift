extension FixedWidthInteger where Self: UnsignedInteger {
    /// Lowercase hex digits, zero-padded to the type's width: `%08x` for a UInt32, `%02x` for
    /// a UInt8.
    public var paddedHex: String {
        let digits = String(self, radix: 16)
        return String(repeating: "0", count: bitWidth / 4 - digits.count) + digits
    }
}
