import CZlib
import FoundationEssentials
import HabitCore

/// The members of a zip archive, read whole from memory: enough of the format for Loop's CSV
/// export (stored or deflated members, no encryption, no zip64). The central directory is
/// the index; each member's data is found through its local header.
public struct ZipArchive {
    let data: [UInt8]
    /// One file in the archive, as the central directory lists it.
    struct Member {
        let name: String
        let method: Int
        let compressedSize: Int
        let size: Int
        /// Where its local header starts.
        let offset: Int
    }

    /// In the archive's order.
    let members: [Member]
    /// Names the file in errors.
    let label: String

    /// How many bytes all the members read from one archive may inflate to, together: each
    /// read counts, so many habits naming one member count it each time. A Loop export of
    /// decades of history is a few MiB; a zip bomb stops here, before its bytes are made.
    public static let defaultBudget = 64 << 20
    /// What the reads of this archive may still inflate to.
    private let budget: InflationBudget

    public init(data: [UInt8], label: String, budget: Int = ZipArchive.defaultBudget) throws {
        self.data = data
        self.label = label
        self.budget = InflationBudget(left: budget)
        func bad(_ why: String) -> HabitError { HabitError.invalidImport("\(label) is not a readable zip archive (\(why))") }
        // The end-of-central-directory record: the last 22 bytes, or before a comment of up to 64 KiB.
        var end = -1
        var i = data.count - 22
        while i >= max(0, data.count - 22 - 65_535) {
            if Self.u32(data, i) == 0x0605_4B50 { end = i; break }
            i -= 1
        }
        guard end >= 0 else { throw bad("no end of central directory; is it truncated?") }
        let count = Int(Self.u16(data, end + 10))
        var at = Int(Self.u32(data, end + 16))
        var members: [Member] = []
        for _ in 0..<count {
            guard at + 46 <= data.count, Self.u32(data, at) == 0x0201_4B50 else { throw bad("a damaged central directory") }
            let method = Int(Self.u16(data, at + 10))
            let compressed = Int(Self.u32(data, at + 20)), size = Int(Self.u32(data, at + 24))
            let nameLength = Int(Self.u16(data, at + 28)), extra = Int(Self.u16(data, at + 30)), comment = Int(Self.u16(data, at + 32))
            let offset = Int(Self.u32(data, at + 42))
            guard at + 46 + nameLength <= data.count else { throw bad("a damaged central directory") }
            let name = String(decoding: data[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self)
            members.append(Member(name: name, method: method, compressedSize: compressed, size: size, offset: offset))
            at += 46 + nameLength + extra + comment
        }
        self.members = members
    }

    /// The bytes of the member called `name`.
    func contents(of name: String) throws -> [UInt8] {
        guard let m = members.first(where: { $0.name == name }) else {
            throw HabitError.invalidImport("\(label) has no \(name)")
        }
        func bad(_ why: String) -> HabitError { HabitError.invalidImport("\(label): \(name) cannot be read (\(why))") }
        try budget.spend(m.size, label: label, name: name)
        guard m.offset + 30 <= data.count, Self.u32(data, m.offset) == 0x0403_4B50 else { throw bad("a damaged local header") }
        let start = m.offset + 30 + Int(Self.u16(data, m.offset + 26)) + Int(Self.u16(data, m.offset + 28))
        guard start + m.compressedSize <= data.count else { throw bad("the archive is truncated") }
        let packed = data[start..<(start + m.compressedSize)]
        switch m.method {
        case 0:
            return Array(packed)
        case 8:
            return try inflate(packed, size: m.size) ?? { throw bad("its compressed data is damaged") }()
        default:
            throw bad("compression method \(m.method) is not supported")
        }
    }

    /// Raw deflate (no zlib header), expected to produce exactly `size` bytes.
    private func inflate(_ packed: ArraySlice<UInt8>, size: Int) throws -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: max(size, 1))
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var input = Array(packed)
        let status = input.withUnsafeMutableBufferPointer { inp in
            out.withUnsafeMutableBufferPointer { outp in
                stream.next_in = inp.baseAddress
                stream.avail_in = uInt(inp.count)
                stream.next_out = outp.baseAddress
                stream.avail_out = uInt(outp.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END, Int(stream.total_out) == size else { return nil }
        return Array(out.prefix(size))
    }

    /// The bytes an archive's reads may still inflate to (a class: every read of one archive
    /// spends from the same budget).
    private final class InflationBudget {
        var left: Int
        let whole: Int
        init(left: Int) { self.left = left; whole = left }

        func spend(_ size: Int, label: String, name: String) throws {
            guard size <= left else {
                throw HabitError.invalidImport(tr("%1$s unpacks to more than %2$s MiB (at %3$s): refused, as an export of habits is far smaller",
                                                  label, whole >> 20, name))
            }
            left -= size
        }
    }

    private static func u16(_ d: [UInt8], _ i: Int) -> UInt16 {
        guard i + 2 <= d.count, i >= 0 else { return 0 }
        return UInt16(d[i]) | UInt16(d[i + 1]) << 8
    }

    private static func u32(_ d: [UInt8], _ i: Int) -> UInt32 {
        guard i + 4 <= d.count, i >= 0 else { return 0 }
        return UInt32(d[i]) | UInt32(d[i + 1]) << 8 | UInt32(d[i + 2]) << 16 | UInt32(d[i + 3]) << 24
    }
}
