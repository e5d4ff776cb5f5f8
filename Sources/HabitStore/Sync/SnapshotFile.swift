import CZlib
import FoundationEssentials
import HabitSync

/// A snapshot as it lies in the folder: a plain first line `habitd-snapshot-z <size>` and the
/// snapshot's text compressed with zlib (a device's years of days shrink about tenfold). The
/// size is read first and bounded, so a hostile file cannot make the reader inflate without end.
public enum SnapshotFile {
    static let magic = "habitd-snapshot-z"

    static func pack(_ text: Data) -> Data {
        var bound = compressBound(uLong(text.count))
        var out = [UInt8](repeating: 0, count: Int(bound))
        let status = text.withUnsafeBytes { src in
            compress2(&out, &bound, src.bindMemory(to: Bytef.self).baseAddress, uLong(text.count), 6)
        }
        precondition(status == Z_OK, "zlib compress2 failed: \(status)")
        return Data("\(magic) \(text.count)\n".utf8) + Data(out.prefix(Int(bound)))
    }

    public static func unpack(_ data: Data) throws(Segment.Refused) -> Data {
        guard let newline = data.prefix(64).firstIndex(of: 0x0A) else { throw Segment.Refused(line: 0, reason: "not a snapshot") }
        let header = String(decoding: data[data.startIndex..<newline], as: UTF8.self).split(separator: " ")
        guard header.count == 2, header[0] == magic, let size = Int(header[1]), size > 0 else {
            throw Segment.Refused(line: 0, reason: "not a snapshot")
        }
        guard size <= Snapshot.maxBytes else { throw Segment.Refused(line: 0, reason: "larger than \(Snapshot.maxBytes >> 20) MiB") }
        var out = [UInt8](repeating: 0, count: size)
        var length = uLongf(size)
        let packed = Array(data[(newline + 1)...])
        let status = uncompress(&out, &length, packed, uLong(packed.count))
        guard status == Z_OK, Int(length) == size else { throw Segment.Refused(line: 0, reason: "its compressed data is damaged") }
        return Data(out)
    }
}
