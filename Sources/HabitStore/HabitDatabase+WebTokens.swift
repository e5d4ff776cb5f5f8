import FoundationEssentials
import GRDB
import HabitCore

/// A token that may use habitd's HTTP API, as `habitctl web token list` shows it.
public struct WebToken: Hashable, Sendable, Codable {
    public let name: String
    /// Reads only: every request that would change something is refused.
    public let readOnly: Bool
    public let createdAt: Date
    /// A browser's session: the User-Agent that logged in (`BrowserName` says it in words).
    public var agent: String?
    /// When it was last used, to `HabitDatabase.useResolution`; nil: never, or not since it
    /// was known.
    public var usedAt: Date?

    public init(name: String, readOnly: Bool, createdAt: Date, agent: String? = nil, usedAt: Date? = nil) {
        (self.name, self.readOnly, self.createdAt, self.agent, self.usedAt) = (name, readOnly, createdAt, agent, usedAt)
    }

    init(_ row: Row) {
        self.init(name: row["name"], readOnly: row["read_only"], createdAt: Date(timeIntervalSince1970: TimeInterval(row["created_at"] as Int64)),
                  agent: row["agent"], usedAt: (row["used_at"] as Int64?).map { Date(timeIntervalSince1970: TimeInterval($0)) })
    }
}

/// API tokens (issue 30 part 3): made here, shown once, stored as their SHA-256 only.
extension HabitDatabase {
    /// Makes a token named `name` and returns it: 32 random bytes from the system's
    /// generator (getrandom), base64url, behind `hd_` so that a leaked one is recognisable.
    /// `agent`: a browser session's User-Agent (kept as `agentText` says).
    public func createWebToken(name: String, readOnly: Bool, at now: Date, agent: String? = nil) throws -> String {
        let name = try Self.tokenName(name)
        let token = "hd_" + Self.randomText(bytes: 32)
        try writer.write { db in
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM web_token WHERE name = ?", arguments: [name]) == true {
                throw StoreError.tokenExists(name: name)
            }
            try db.execute(sql: "INSERT INTO web_token (name, hash, read_only, created_at, agent) VALUES (?, ?, ?, ?, ?)",
                           arguments: [name, Self.tokenHash(token), readOnly, Int64(now.timeIntervalSince1970), Self.agentText(agent)])
        }
        return token
    }

    /// Every token, by name.
    public func webTokens() throws -> [WebToken] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT name, read_only, created_at, agent, used_at FROM web_token ORDER BY name").map(WebToken.init)
        }
    }

    /// Removes the token named `name` (any case): refused on its next request.
    public func revokeWebToken(name: String) throws {
        try writer.write { db in
            try db.execute(sql: "DELETE FROM web_token WHERE name = ?", arguments: [name])
            if db.changesCount == 0 { throw StoreError.unknownToken(name: name) }
        }
    }

    /// The token whose hash `token` has, if any.
    public func webToken(matching token: String) throws -> WebToken? {
        guard token.utf8.count <= 200 else { return nil }
        return try read { db in
            try Row.fetchOne(db.cachedStatement(sql: "SELECT name, read_only, created_at, agent, used_at FROM web_token WHERE hash = ?"),
                             arguments: [Self.tokenHash(token)]).map(WebToken.init)
        }
    }

    /// How close "last used" is kept: a token's use is written when the one stored is older,
    /// so a page's bursts of requests write once.
    public static let useResolution: TimeInterval = 300

    /// Notes that `token` was used at `now`, when what is stored is older than `useResolution`.
    public func noteUse(of token: WebToken, at now: Date) throws {
        if let used = token.usedAt, now.timeIntervalSince(used) < Self.useResolution, used <= now { return }
        try writer.write { db in
            try db.execute(sql: "UPDATE web_token SET used_at = ? WHERE name = ?", arguments: [Int64(now.timeIntervalSince1970), token.name])
        }
    }

    /// A User-Agent as stored: printable ASCII only, at most 256 characters; nil for none.
    static func agentText(_ raw: String?) -> String? {
        guard let raw else { return nil }
        let kept = String(String.UnicodeScalarView(raw.unicodeScalars.filter { $0.value >= 0x20 && $0.value < 0x7F }).prefix(256))
            .trimmingSpaces()
        return kept.isEmpty ? nil : kept
    }

    static func tokenHash(_ token: String) -> String { SHA256.hex(Array(token.utf8)) }

    static func tokenName(_ text: String) throws -> String {
        let t = text.trimmingSpaces()
        guard (1...40).contains(t.count), t.unicodeScalars.allSatisfy({ $0.isASCII && ($0.isASCIIAlphanumeric || "-_.".unicodeScalars.contains($0)) }) else {
            throw StoreError.badTokenName(text)
        }
        return t
    }
}

extension HabitDatabase {
    /// SQLite's `PRAGMA data_version`: it changes when another connection commits to the store
    /// (not this one's own commits), which is what a cache of views over it needs to know.
    public func dataVersion() throws -> Int64 {
        try read { db in try Int64.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
    }
}
