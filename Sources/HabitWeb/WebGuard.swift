import FoundationEssentials
import Posix
import HabitCore
import HabitStore

/// What every request passes before a handler sees it (issue 30 part 4): its Host is this
/// server's (DNS rebinding), its token is known and not in the URL, a state change comes from
/// this server's origin (CSRF), and one address trying wrong tokens is slowed down: only its
/// wrong guesses, never a credential that is right (the owner is never locked out by them).
final class WebGuard: @unchecked Sendable {
    let options: WebAPI.Options
    private let lock = Lock()
    /// Recent failed tokens per peer address.
    private var failures: [String: [Date]] = [:]
    /// Failed tokens a peer may send in `window` before it waits.
    static let allowedFailures = 5
    static let window: TimeInterval = 60

    init(options: WebAPI.Options) { self.options = options }

    /// A Host header naming another server is refused: a page of another site that made its
    /// name resolve to 127.0.0.1 must not reach the API.
    func host(_ request: WebRequest) throws {
        guard let host = request.headers["host"]?.lowercased(), options.hosts.contains(host) else {
            throw Problem(status: 421, title: "Misdirected Request",
                          detail: tr("this server does not answer to the host '%s'", request.headers["host"] ?? ""))
        }
    }

    /// Who is asking: the token of `Authorization: Bearer TOKEN`, or of the session cookie a
    /// login link gave a browser. A token in the URL is refused (it ends up in logs and
    /// histories); a wrong or missing one is a 401.
    func token(_ request: WebRequest, db: HabitDatabase, now: Date) throws -> (token: WebToken, viaCookie: Bool) {
        if request.query["token"] != nil || request.query["access_token"] != nil {
            throw Problem.badRequest(tr("a token goes in the Authorization header, never in the URL"))
        }
        var denied = Problem(status: 401, title: "Unauthorized", detail: tr("this needs a token: 'habitctl web token new --name NAME' makes one"))
        denied.headers = [("WWW-Authenticate", "Bearer realm=\"habitd\"")]
        let presented: String
        let viaCookie: Bool
        if let header = request.headers["authorization"] {
            let parts = header.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "bearer" else { throw denied }
            presented = String(parts[1]).trimmingSpaces()
            viaCookie = false
        } else if let session = request.cookie(Self.sessionCookie) {
            presented = session
            viaCookie = true
        } else {
            throw denied
        }
        guard let token = try db.webToken(matching: presented) else {
            try failed(request.peer, now: now)
            denied = Problem(status: 401, title: "Unauthorized", detail: tr("this token is not known here (revoked, or never made)"))
            denied.headers = [("WWW-Authenticate", "Bearer realm=\"habitd\", error=\"invalid_token\"")]
            throw denied
        }
        try db.noteUse(of: token, at: now)
        return (token, viaCookie)
    }

    /// The token of a calendar subscription (`calendar.ics?token=…`): a calendar app sends
    /// no header, so the URL carries it; only a read-only token may go there, as a URL ends up
    /// in logs and histories. Slowed down on wrong tokens like any other.
    func subscriptionToken(_ presented: String, _ request: WebRequest, db: HabitDatabase, now: Date) throws -> WebToken {
        guard let token = try db.webToken(matching: presented) else {
            try failed(request.peer, now: now)
            throw Problem(status: 401, title: "Unauthorized", detail: tr("this token is not known here (revoked, or never made)"))
        }
        guard token.readOnly else {
            throw Problem.forbidden(tr("a token in a URL must be read-only: 'habitctl web calendar' makes one for a calendar"))
        }
        return token
    }

    /// The cookie a login link sets: the browser's session token.
    static let sessionCookie = "habitd_session"

    /// A login code from a link (`loginFailed` counts a wrong one as a wrong token).
    func loginCode(_ request: WebRequest, now: Date) throws -> String {
        guard let code = request.query["code"], !code.isEmpty else {
            throw Problem.badRequest(tr("a login link carries its code: 'habitctl web login' prints one"))
        }
        return code
    }

    /// A login code that was wrong, used or too old.
    func loginFailed(_ request: WebRequest, now: Date) -> Problem {
        do { try failed(request.peer, now: now) } catch let slowed as Problem { return slowed } catch {}
        return Problem(status: 401, title: "Unauthorized",
                       detail: tr("this login link was used already or is more than two minutes old: 'habitctl web login' makes a new one"))
    }

    /// Whether `token` may change something with this request: from this server's pages (or
    /// a script), and not read-only.
    func mayChange(_ token: WebToken, viaCookie: Bool, _ request: WebRequest) throws {
        try origin(request, viaCookie: viaCookie)
        if token.readOnly { throw Problem.forbidden(tr("the token %s is read-only: it cannot change anything", token.name)) }
    }

    /// A state change whose Origin (or, without one, Referer) is another site's is refused.
    func origin(_ request: WebRequest, viaCookie: Bool) throws {
        var from = request.headers["origin"] ?? request.headers["referer"].flatMap(Self.origin(of:))
        // Our pages say no referrer, so a browser posts their forms with `Origin: null`; its
        // Fetch Metadata (which no page can forge) then says whether the form was ours.
        if from == "null" { from = nil }
        if from == nil, let site = request.headers["sec-fetch-site"] {
            guard site == "same-origin" else { throw Problem.forbidden(tr("a change from another site (%s) is refused", site)) }
            return
        }
        guard let from else {
            // Scripts and curl send none; a browser does, and its cookie alone is no proof.
            if viaCookie { throw Problem.forbidden(tr("a change from a browser must say which page it comes from (Origin)")) }
            return
        }
        guard options.origins.contains(from.lowercased()) else {
            throw Problem.forbidden(tr("a change from another site (%s) is refused", from))
        }
    }

    static func origin(of url: String) -> String? {
        guard let scheme = url.firstRange(of: "://") else { return nil }
        let rest = url[scheme.upperBound...]
        return String(url[..<scheme.upperBound] + rest.prefix { $0 != "/" })
    }

    /// A wrong guess from `peer`: a 429 once it has made `allowedFailures` in `window`
    /// (this one not counted then, so waiting is enough), else counted for the 401.
    private func failed(_ peer: String, now: Date) throws {
        let address = Self.counted(peer)
        let recent = lock.withLock { () -> [Date] in
            let kept = (failures[address] ?? []).filter { now.timeIntervalSince($0) < Self.window }
            failures[address] = kept.count >= Self.allowedFailures ? kept : kept + [now]
            // Addresses that guessed long ago are forgotten, so the table stays small.
            if failures.count > 1024 { failures = failures.filter { $0.value.contains { now.timeIntervalSince($0) < Self.window } } }
            return kept
        }
        guard recent.count >= Self.allowedFailures, let oldest = recent.first else { return }
        var slowed = Problem(status: 429, title: "Too Many Requests", detail: tr("too many wrong tokens from this address: wait a minute"))
        slowed.headers = [("Retry-After", String(max(1, Int((Self.window - now.timeIntervalSince(oldest)).rounded(.up)))))]
        throw slowed
    }

    /// The address a peer's guesses are counted under: the whole loopback range (127.0.0.0/8,
    /// ::1, and IPv4 loopback mapped into IPv6) is one, as any local program can use all of it.
    static func counted(_ peer: String) -> String {
        var address = peer.lowercased()
        if address.hasPrefix("::ffff:") { address.removeFirst(7) }
        if address == "::1" || address.hasPrefix("127.") { return "loopback" }
        return address
    }

    /// JSON nested deeper than `jsonDepth` is refused before it is decoded.
    func depth(_ body: [UInt8]) throws {
        var depth = 0, inString = false, escaped = false
        for b in body {
            if inString {
                if escaped { escaped = false } else if b == UInt8(ascii: "\\") { escaped = true } else if b == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch b {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > options.jsonDepth { throw Problem.badRequest(tr("the JSON body is nested deeper than %s levels", options.jsonDepth)) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
    }
}
