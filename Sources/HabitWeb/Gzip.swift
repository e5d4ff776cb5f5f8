import CZlib
import HabitCore

/// gzip (RFC 1952) through zlib, for answers a client accepts compressed: the board of 200
/// habits is about 150 KB of HTML or JSON, and a phone on a home network reads a tenth of it.
enum Gzip {
    /// Bodies smaller than this go as they are: compressing them saves nothing worth the CPU.
    static let threshold = 1024

    /// `bytes` gzipped; nil if zlib fails (the caller sends them as they are).
    static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8]? {
        var stream = z_stream()
        // windowBits 15 + 16: a gzip header and trailer rather than zlib's.
        guard deflateInit2_(&stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))))
        var input = bytes
        let status = input.withUnsafeMutableBufferPointer { inp in
            out.withUnsafeMutableBufferPointer { outp in
                stream.next_in = inp.baseAddress
                stream.avail_in = uInt(inp.count)
                stream.next_out = outp.baseAddress
                stream.avail_out = uInt(outp.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        return Array(out.prefix(Int(stream.total_out)))
    }

    /// Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0).
    static func accepted(_ header: String?) -> Bool {
        guard let header else { return false }
        for part in header.lowercased().split(separator: ",") {
            let pieces = part.split(separator: ";").map { $0.trimmingSpaces() }
            guard pieces.first == "gzip" || pieces.first == "*" else { continue }
            return !pieces.dropFirst().contains { $0 == "q=0" || $0 == "q=0.0" || $0 == "q=0.00" || $0 == "q=0.000" }
        }
        return false
    }
}

extension WebResponse {
    /// Compresses the body with gzip when `accepted` and worth it (not a stream, not small,
    /// not compressed already).
    mutating func gzip(if accepted: Bool) {
        guard accepted, !stream, body.count >= Gzip.threshold, !headers.contains(where: { $0.0 == "Content-Encoding" }),
              let packed = Gzip.compress(body) else { return }
        body = packed
        headers.append(("Content-Encoding", "gzip"))
    }
}
