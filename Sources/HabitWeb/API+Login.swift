import FoundationEssentials
import HabitCore
import HabitStore

/// The one-time login link: `GET /login?code=…` trades the code for a session, kept by the
/// browser as an HttpOnly, SameSite=Strict cookie (Secure when served over TLS), and sends
/// the browser on to the board.
extension WebAPI {
    /// How long the browser keeps its session cookie (Chrome keeps none longer); the
    /// session itself lasts until `habitctl web token revoke browser-…`.
    static let sessionDays = 400

    func login(_ request: WebRequest, now: Date) throws -> WebResponse {
        let code = try guards.loginCode(request, now: now)
        guard let session = try db.redeemLoginCode(code, at: now, agent: request.headers["user-agent"]) else { throw guards.loginFailed(request, now: now) }
        let cookie = "\(WebGuard.sessionCookie)=\(session); Path=/; HttpOnly; SameSite=Strict; Max-Age=\(Self.sessionDays * 86_400)"
            + (options.secure ? "; Secure" : "")
        return WebResponse(status: 303, headers: [("Location", Self.landing), ("Set-Cookie", cookie)])
    }
}
