import ArgumentParser
import FoundationEssentials
import HabitCore
import Posix

/// `habitctl ask`: the daily check-in at the keyboard, one key per habit still due.
struct Ask: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask",
        abstract: tr("The daily check-in: one key for each habit still due today."),
        discussion: tr("Keys: y done (then an optional note; Enter for none), n not done, s skip the day,\na number for an amount (habits with a goal, quit habits) or a count (N times a\nday), Enter to leave it for later, ? for help, q to stop. A quit habit's y is a\nclean day and its n a slip.\n\nEach answer is written as it is given: Ctrl-C keeps what was answered. A habit\ndone meanwhile (a notification's Mark done) is not asked about. ask needs a\nterminal; scripts use done, skip and toggle.\n\nExamples:\n  habitctl ask\n  habitctl ask --since 3d          (the last three days too)\n  habitctl ask --category Health --no-notes"))

    @ParentCommand var root: HabitCtl

    @Option(help: ArgumentHelp(tr("Also ask about earlier days, from this one on: a date, or Nd for N days back."), valueName: "YYYY-MM-DD|Nd"))
    var since: String?

    @Option(help: ArgumentHelp(tr("Only habits in this category."), valueName: "name"))
    var category: String?

    @Flag(name: .customLong("no-notes"), help: ArgumentHelp(tr("Do not offer a note after y.")))
    var noNotes = false

    /// How far back --since reaches.
    static let maxDaysBack = 366

    func run() throws {
        guard Terminal.stdinIsTTY else {
            throw CLIError(tr("habitctl ask reads keys from a terminal, and stdin is not one: in scripts use habitctl done, skip or toggle"))
        }
        let ctx = try Context.open(dbPath: root.db)
        let first = try since.map { text throws in try Self.day(text, today: ctx.today) }
        let questions = try AskQuestion.due(ctx, since: first, category: category)
        if questions.isEmpty {
            return Output.line(first == nil ? tr("Nothing left to answer today.") : tr("Nothing left to answer since %s.", first!))
        }
        let days = Set(questions.map(\.day))
        let today = ctx.today
        Self.say(tr("%s to answer · y done · n not done · s skip · Enter later · ? help · q stop", questions.count))
        let keys = try KeyInput()
        defer { keys.restore() }  // also when a write fails midway
        var session = AskSession(ctx: ctx, keys: keys, notes: !noNotes)
        var shownDay: CivilDate?
        var stopped: AskSession.Outcome?
        for question in questions {
            if days.count > 1 || question.day != today, question.day != shownDay {
                Self.say(ctx.terminal.bold("\(question.day.weekday.displayShortName) \(question.day.displayText)"))
                shownDay = question.day
            }
            let outcome = try session.ask(question)
            if outcome == .stop || outcome == .interrupted {
                stopped = outcome
                break
            }
        }
        let tally = session.tally
        let counts: [(Int, (Int) -> String)] = [
            (tally.done, { tr("%s done", $0) }), (tally.partial, { tr("%s in progress", $0) }), (tally.slipped, { tr("%s slipped", $0) }),
            (tally.notDone, { tr("%s not done", $0) }), (tally.skipped, { tr("%s skipped", $0) }), (tally.left, { tr("%s left", $0) }),
        ]
        var summary = counts.filter { $0.0 > 0 }.map { $0.1($0.0) }
        let unasked = questions.count - tally.total
        if unasked > 0 { summary.append(tr("%s not asked", unasked)) }
        Self.say(summary.isEmpty ? tr("Nothing answered.") : summary.joined(separator: ", ") + ".")
        if stopped == .interrupted {
            keys.restore()  // exit skips the defer
            Processes.exit(130)  // as a shell reports Ctrl-C
        }
    }

    /// "2026-11-20", or "3d": three days before today.
    static func day(_ text: String, today: CivilDate) throws -> CivilDate {
        let day: CivilDate
        if text.hasSuffix("d"), let n = Int(text.dropLast()), n >= 0 {
            day = today.adding(days: -min(n, maxDaysBack + 1))
        } else {
            day = try Validate.pastOrToday(text, today: today)
        }
        guard day >= today.adding(days: -maxDaysBack) else {
            throw CLIError(tr("Invalid --since '%s': ask reaches back at most %s days", text, maxDaysBack))
        }
        return day
    }

    /// One line, through the terminal guard, written at once.
    static func say(_ line: String) {
        KeyInput.write(TerminalText.clean(line) + "\n")
    }
}
