import ArgumentParser
import FoundationEssentials
import HabitCore
import HabitStore

/// `habitctl web`: who may use habitd's HTTP API.
struct WebCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "web",
        abstract: tr("Manage access to habitd's HTTP API (tokens and login links)."),
        discussion: tr("habitd serves its API on http://127.0.0.1:8738/api/v1/ ([web] in habitd.toml). Every request\nbut /api/v1/openapi.json needs a token: 'Authorization: Bearer TOKEN'.\n\nExamples:\n  habitctl web token new --name scripts\n  habitctl web token new --name phone --read-only\n  habitctl web token revoke phone\n  habitctl web login --open"),
        subcommands: [WebTokenCommand.self, WebLogin.self, WebPair.self, WebCalendar.self])

    @ParentCommand var root: HabitCtl
}

struct WebTokenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token", abstract: tr("Make, list and revoke API tokens."),
        subcommands: [WebTokenNew.self, WebTokenList.self, WebTokenRevoke.self], defaultSubcommand: WebTokenList.self)
    @ParentCommand var web: WebCommand
}

struct WebTokenNew: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "new",
        abstract: tr("Make a token; it is printed once, alone on the last line, and only its hash is kept."))
    @ParentCommand var token: WebTokenCommand
    @Option(help: ArgumentHelp(tr("What the token is for (letters, digits, '-', '_', '.')."), valueName: "name")) var name: String
    @Flag(help: ArgumentHelp(tr("The token can read but change nothing."))) var readOnly = false

    func run() throws {
        let ctx = try Context.open(dbPath: token.web.root.db)
        let secret = try ctx.db.createWebToken(name: name, readOnly: readOnly, at: ctx.now)
        Output.line(readOnly ? tr("Made the read-only token %s; it is shown once, keep it now:", name.trimmingSpaces())
                             : tr("Made the token %s; it is shown once, keep it now:", name.trimmingSpaces()))
        Output.line(secret)
    }
}

struct WebTokenList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: tr("List the tokens (never the tokens themselves)."))
    @ParentCommand var token: WebTokenCommand
    @Flag(help: ArgumentHelp(tr("Print JSON for scripts."))) var json = false

    func run() throws {
        let ctx = try Context.open(dbPath: token.web.root.db)
        let tokens = try ctx.db.webTokens()
        if json { return try Output.json(tokens) }
        if tokens.isEmpty { return Output.line(tr("No tokens yet: 'habitctl web token new --name NAME' makes one.")) }
        let width = tokens.map { DisplayWidth.of($0.name) }.max() ?? 0
        for t in tokens {
            let made = CivilDate.of(t.createdAt, in: ctx.zone, offsets: ctx.offsets)
            Output.line(DisplayWidth.pad(t.name, to: width) + "  " + (t.readOnly ? tr("read-only ") : tr("read-write"))
                        + "  " + tr("made %s", made.displayText))
        }
    }
}

struct WebTokenRevoke: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "revoke", abstract: tr("Revoke a token: refused from its next request."))
    @ParentCommand var token: WebTokenCommand
    @Argument(help: ArgumentHelp(tr("The token's name."))) var name: String

    func run() throws {
        let ctx = try Context.open(dbPath: token.web.root.db)
        try ctx.db.revokeWebToken(name: name)
        Output.line(tr("Revoked the token %s", name))
    }
}
