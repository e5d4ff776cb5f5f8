import FoundationEssentials

/// CRC-32 (IEEE 802.3, the one zlib and zip use): a segment's check against truncation and
/// damage in transit, not against tampering.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        data.withUnsafeBytes { raw in
            for byte in raw { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// Eight lowercase hex digits.
    static func hex(_ data: Data) -> String {
        let digits = String(checksum(data), radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
