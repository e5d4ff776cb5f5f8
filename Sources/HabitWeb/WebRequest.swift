import HabitCore

/// One HTTP request as the API sees it, whatever server read it off the wire.
public struct WebRequest: Sendable {
    public var method: String
    /// The path without its query, as sent (percent-encoded).
    public var path: String
    /// The query's pairs, decoded.
    public var query: [String: String]
    /// Header names in lower case; a repeated header keeps its first value.
    public var headers: [String: String]
    public var body: [UInt8]
    /// The peer's address ("127.0.0.1"), for slowing down repeated failed tokens.
    public var peer: String

    public init(method: String, target: String, headers: [(String, String)], body: [UInt8] = [], peer: String = "") {
        self.method = method.uppercased()
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        path = String(parts.first ?? "")
        var query: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let key = Self.decode(kv[0]), value = kv.count == 2 ? Self.decode(kv[1]) : ""
                if query[key] == nil { query[key] = value }
            }
        }
        self.query = query
        var h: [String: String] = [:]
        for (name, value) in headers where h[name.lowercased()] == nil { h[name.lowercased()] = value }
        self.headers = h
        self.body = body
        self.peer = peer
    }

    /// Percent-decoding (and + as a space, as forms send it); bytes that are not UTF-8 are replaced.
    static func decode(_ s: Substring) -> String {
        var bytes: [UInt8] = []
        var i = s.utf8.startIndex
        let u = s.utf8
        while i < u.endIndex {
            let c = u[i]
            if c == UInt8(ascii: "%"), let j = u.index(i, offsetBy: 2, limitedBy: u.endIndex), j < u.endIndex,
               let v = UInt8(String(decoding: u[u.index(after: i)...j], as: UTF8.self), radix: 16) {
                bytes.append(v)
                i = u.index(after: j)
                continue
            }
            bytes.append(c == UInt8(ascii: "+") ? UInt8(ascii: " ") : c)
            i = u.index(after: i)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The path's segments after `/api/v1/`, decoded; nil for a path outside the API.
    var apiSegments: [String]? {
        guard path.hasPrefix(WebAPI.prefix) else { return nil }
        return path.dropFirst(WebAPI.prefix.count).split(separator: "/", omittingEmptySubsequences: false).map { Self.decode($0) }
    }

    /// The value of the cookie `name`, if the request carries it.
    func cookie(_ name: String) -> String? {
        guard let header = headers["cookie"] else { return nil }
        for pair in header.split(separator: ";") {
            let kv = pair.split(separator: "=", maxSplits: 1)
            if kv.count == 2, kv[0].trimmingSpaces() == name { return kv[1].trimmingSpaces() }
        }
        return nil
    }

    /// Whether the request may change something.
    var changes: Bool { !["GET", "HEAD", "OPTIONS"].contains(method) }
}
