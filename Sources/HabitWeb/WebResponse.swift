import FoundationEssentials
import HabitCore
import HabitStore

/// One HTTP response: a status, headers and a body.
public struct WebResponse: Sendable {
    public var status: Int
    public var headers: [(String, String)]
    public var body: [UInt8]
    /// A stream of server-sent events: the server keeps the connection and writes each
    /// change as it happens (`GET events`).
    public var stream: Bool { streamOwner != nil }
    /// Whose stream it is: its token, counted against that token's share of the streams and
    /// closed once the token is revoked.
    public var streamOwner: StreamOwner?

    public struct StreamOwner: Sendable, Hashable {
        public let token: String
        public let readOnly: Bool
    }

    /// The head of `GET events` for `token`; the server takes it from there.
    static func eventStream(for token: WebToken) -> WebResponse {
        var r = WebResponse(status: 200, headers: [("Content-Type", "text/event-stream"), ("X-Accel-Buffering", "no")])
        r.streamOwner = StreamOwner(token: token.name, readOnly: token.readOnly)
        return r
    }

    public init(status: Int, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// `value` as JSON (snake_case keys where the value's own encoder does not name them).
    static func json<T: Encodable>(_ value: T, status: Int = 200) -> WebResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .custom { date, enc in
            var c = enc.singleValueContainer()
            try c.encode(ISOInstant.format(date))
        }
        do {
            return WebResponse(status: status, headers: [("Content-Type", "application/json")], body: Array(try encoder.encode(value)))
        } catch {
            return Problem(status: 500, title: "Internal Server Error", detail: "the answer could not be written: \(error)").response
        }
    }

    /// The headers every answer carries (issue 30 part 4): scripts, styles and frames only
    /// from this server, no sniffing, no referrer.
    static let securityHeaders: [(String, String)] = [
        ("Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
        ("Cache-Control", "no-store"),
    ]
}

/// RFC 9457 problem details: the one shape of every error, its `detail` the words habitctl
/// prints for the same refusal.
public struct Problem: Error, Encodable, Sendable {
    public let type: String
    public let title: String
    public let status: Int
    public let detail: String
    /// Extra headers (WWW-Authenticate, Retry-After).
    var headers: [(String, String)] = []

    public init(status: Int, title: String, detail: String, type: String = "about:blank") {
        self.status = status
        self.title = title
        self.detail = detail
        self.type = type
    }

    private enum CodingKeys: String, CodingKey { case type, title, status, detail }

    var response: WebResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(self)).map(Array.init) ?? Array("{}".utf8)
        return WebResponse(status: status, headers: [("Content-Type", "application/problem+json")] + headers, body: body)
    }

    static func badRequest(_ detail: String) -> Problem { Problem(status: 400, title: "Bad Request", detail: detail) }
    static func notFound(_ detail: String) -> Problem { Problem(status: 404, title: "Not Found", detail: detail) }
    static func forbidden(_ detail: String) -> Problem { Problem(status: 403, title: "Forbidden", detail: detail) }
    static func unprocessable(_ detail: String) -> Problem { Problem(status: 422, title: "Unprocessable Content", detail: detail) }
}
