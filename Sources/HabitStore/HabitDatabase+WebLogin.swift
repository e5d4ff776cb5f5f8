import FoundationEssentials
import GRDB
import HabitCore

/// One-time login links (issue 30 part 3): `habitctl web login` makes a code, the browser
/// brings it back once, within two minutes, and gets a session: a token of its own, named
/// `browser-…`, that `habitctl web token list` shows and `revoke` ends.
extension HabitDatabase {
    /// How long a login link works.
    public static let loginLifetime: TimeInterval = 120

    /// A new login code (stored as its SHA-256 only).
    public func createLoginCode(at now: Date) throws -> String {
        let code = "hl_" + Self.randomText(bytes: 24)
        try writer.write { db in
            try db.execute(sql: "DELETE FROM web_login WHERE created_at < ?", arguments: [Int64(now.timeIntervalSince1970 - Self.loginLifetime)])
            try db.execute(sql: "INSERT INTO web_login (hash, created_at) VALUES (?, ?)",
                           arguments: [Self.tokenHash(code), Int64(now.timeIntervalSince1970)])
        }
        return code
    }

    /// Trades a login code for a session token: once, within `loginLifetime` of its making.
    /// Nil when the code is unknown, used or too old.
    /// `agent`: the browser's User-Agent, which names the session on the Access page.
    public func redeemLoginCode(_ code: String, at now: Date, agent: String? = nil) throws -> String? {
        guard code.utf8.count <= 200 else { return nil }
        let hash = Self.tokenHash(code)
        let made = try writer.write { db -> Int64? in
            let made = try Int64.fetchOne(db, sql: "SELECT created_at FROM web_login WHERE hash = ?", arguments: [hash])
            try db.execute(sql: "DELETE FROM web_login WHERE hash = ?", arguments: [hash])
            return made
        }
        guard let made, now.timeIntervalSince1970 - Double(made) <= Self.loginLifetime, Double(made) <= now.timeIntervalSince1970 + 5 else {
            return nil
        }
        return try createWebToken(name: "browser-" + UInt32.random(in: .min ... .max).paddedHex, readOnly: false, at: now,
                                  agent: agent)
    }

    /// `bytes` random bytes from the system's generator, base64url.
    static func randomText(bytes: Int) -> String {
        var rng = SystemRandomNumberGenerator()
        let raw = (0..<bytes).map { _ in UInt8.random(in: .min ... .max, using: &rng) }
        return Data(raw).base64EncodedString()
            .replacing("+", with: "-").replacing("/", with: "_")
            .replacing("=", with: "")
    }
}
