import FoundationEssentials
import HabitCore

/// A form posted as multipart/form-data (RFC 7578): the import page's files. Each part's
/// name, its file name when it is a file, and its bytes; nil for a body that is not one.
struct MultipartForm {
    struct Part {
        let name: String
        let filename: String?
        let bytes: [UInt8]
        var text: String { String(decoding: bytes, as: UTF8.self) }
    }

    let parts: [Part]

    init?(_ body: [UInt8], contentType: String?) {
        guard let type = contentType, type.lowercased().hasPrefix("multipart/form-data"),
              let b = type.split(separator: ";").map({ $0.trimmingSpaces() })
                .first(where: { $0.lowercased().hasPrefix("boundary=") })?.dropFirst(9) else { return nil }
        let boundary = Array(("--" + b.trimming { $0 == "\"" }).utf8)
        var parts: [Part] = []
        var at = Self.find(boundary, in: body, from: 0)
        while let start = at {
            var i = start + boundary.count
            // "--" after a boundary ends the body.
            if i + 1 < body.count, body[i] == 45, body[i + 1] == 45 { break }
            guard let headersEnd = Self.find(Array("\r\n\r\n".utf8), in: body, from: i) else { return nil }
            i += 2   // the boundary's CRLF
            let headers = String(decoding: body[min(i, headersEnd)..<headersEnd], as: UTF8.self)
            let contentStart = headersEnd + 4
            guard let next = Self.find(Array("\r\n".utf8) + boundary, in: body, from: contentStart) else { return nil }
            if let disposition = headers.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-disposition:") }) {
                let name = Self.parameter("name", in: String(disposition))
                let filename = Self.parameter("filename", in: String(disposition))
                if let name { parts.append(Part(name: name, filename: filename, bytes: Array(body[contentStart..<next]))) }
            }
            at = next + 2
        }
        self.parts = parts
    }

    subscript(_ name: String) -> Part? { parts.first { $0.name == name } }

    /// `name="value"` in a Content-Disposition line.
    private static func parameter(_ key: String, in line: String) -> String? {
        for piece in line.split(separator: ";").dropFirst() {
            let kv = piece.trimmingSpaces()
            guard kv.hasPrefix(key + "=") else { continue }
            return String(kv.dropFirst(key.count + 1)).trimming { $0 == "\"" }
        }
        return nil
    }

    /// Where `needle` first occurs in `hay` at or after `from`.
    private static func find(_ needle: [UInt8], in hay: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, hay.count >= needle.count, from <= hay.count - needle.count else { return nil }
        var i = from
        let first = needle[0]
        while i <= hay.count - needle.count {
            if hay[i] == first, hay[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
