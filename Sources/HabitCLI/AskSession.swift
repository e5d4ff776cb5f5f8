import FoundationEssentials
import HabitCore
import HabitViews
import HabitStore

/// The questions of one `habitctl ask`, asked one at a time; each answer is committed as
/// soon as it is complete.
struct AskSession {
    enum Outcome: Equatable {
        /// `partial`: recorded, and the day still wants more (2 of 3, 4.5 of 5 km).
        case done, partial, slipped, notDone, skipped, left, settled, stop, interrupted }

    struct Tally {
        var done = 0, partial = 0, slipped = 0, notDone = 0, skipped = 0, left = 0
        /// Questions asked or passed over as settled meanwhile.
        var total = 0
    }

    let ctx: Context
    let keys: KeyInput
    /// Offer a note after y.
    let notes: Bool
    private(set) var tally = Tally()

    init(ctx: Context, keys: KeyInput, notes: Bool) {
        self.ctx = ctx
        self.keys = keys
        self.notes = notes
    }

    mutating func ask(_ question: AskQuestion) throws -> Outcome {
        let outcome = try answer(question)
        switch outcome {
        case .done: tally.done += 1
        case .partial: tally.partial += 1
        case .slipped: tally.slipped += 1
        case .notDone: tally.notDone += 1
        case .skipped: tally.skipped += 1
        case .left: tally.left += 1
        case .settled: break
        case .stop, .interrupted: return outcome
        }
        tally.total += 1
        return outcome
    }

    private func answer(_ question: AskQuestion) throws -> Outcome {
        // Read again: it may have been settled since the list was made.
        guard let (habit, status) = try question.status(ctx), case .due = status else { return .settled }
        let number = question.number
        let progress = ProgressText.detail(status, habit)
        let keysHint = "y/n/s" + (number == .amount ? "/amount" : number == .count ? "/count" : "") + "/?"
        let prompt = habit.name.forTerminal + (progress.map { " · \($0)" } ?? "") + " [\(keysHint)] "
        KeyInput.write(TerminalText.clean(prompt))
        while true {
            switch keys.next() {
            case .text("y"), .text("Y"):
                KeyInput.write("y")
                var note: String?
                if notes {
                    guard let typed = try askNote() else { return .interrupted }
                    note = typed
                } else {
                    KeyInput.write("\n")
                }
                return try done(habit, question.day, count: nil, value: nil, note: note)
            case .text("n"), .text("N"):
                KeyInput.write("n\n")
                guard habit.kind == .quit else {
                    // An explicit no, kept: ✗ in every view, apart from a day nobody answered.
                    if try ctx.db.record(decline: Decline(habitID: habit.id!, date: question.day, recordedAt: ctx.now),
                                         habit: habit, weekStart: ctx.weekStart) == .done {
                        return .settled
                    }
                    Ask.say(tr("✗ %s: not done", habit.name.forTerminal))
                    return .notDone
                }
                // A quit habit's n is a slip: with a limit, of how much (the store decides
                // whether it passes the limit, a week's or a month's too).
                var amount: Double?
                if let goal = habit.goal {
                    KeyInput.write(tr("  how much (over %s)? ", goal.summary))
                    var interrupted = false
                    guard let typed = keys.line(accepts: Self.isNumeric, interrupted: &interrupted) else {
                        KeyInput.write("\n")
                        return interrupted ? .interrupted : .left
                    }
                    KeyInput.write("\n")
                    guard let value = valid({ () throws(HabitError) in try Validate.value(typed) }) else { return try answer(question) }
                    amount = value
                }
                let slip = Completion(habitID: habit.id!, date: question.day, value: amount, source: .cli, recordedAt: ctx.now)
                guard case .recorded(let stored) = try ctx.db.recordSlip(slip, habit: habit, weekStart: ctx.weekStart) else {
                    Output.error(tr("%s is within %s's limit of %s: answer with the amount instead of n", formatAmount(amount ?? 1), habit.name,
                                    habit.goal?.summary ?? "0"))
                    return try answer(question)
                }
                let report = try TrackingReport.report(habit, on: question.day, ctx: ctx, added: stored)
                Ask.say(report.mark + " " + report.text)
                return .slipped
            case .text("s"), .text("S"):
                KeyInput.write("s\n")
                try ctx.db.skip(habit, on: question.day, note: nil, at: ctx.now)
                Ask.say(tr("↷ Skipped %s on %s", habit.name.forTerminal, question.day.displayText))
                return .skipped
            case .text(let c) where number != nil && Self.isNumeric(c):
                var interrupted = false
                guard let typed = keys.line(initial: String(c), accepts: Self.isNumeric, interrupted: &interrupted) else {
                    KeyInput.write("\n")
                    return interrupted ? .interrupted : .left
                }
                KeyInput.write("\n")
                if number == .count {
                    guard let n = valid({ () throws(HabitError) in try Validate.count(typed) }) else { return try answer(question) }
                    return try done(habit, question.day, count: n, value: nil, note: nil)
                }
                guard let value = valid({ () throws(HabitError) in try Validate.value(typed) }) else { return try answer(question) }
                return try done(habit, question.day, count: nil, value: value, note: nil)
            case .text("?"):
                KeyInput.write("?\n")
                for line in help(habit, number) { Ask.say("  " + line) }
                KeyInput.write(TerminalText.clean(prompt))
            case .enter:
                KeyInput.write("\n")
                Ask.say(tr("· %s: left for later", habit.name.forTerminal))
                return .left
            case .text("q"), .text("Q"), .end, .escape:
                KeyInput.write("\n")
                return .stop
            case .interrupt:
                KeyInput.write("^C\n")
                return .interrupted
            case .text, .backspace, .eraseLine:
                KeyInput.write("\u{07}")
            }
        }
    }

    /// "  note: " and a line; "" for none, nil on Ctrl-C. A note the rules refuse is asked again.
    private func askNote() throws -> String?? {
        while true {
            KeyInput.write(tr("\n  note (Enter for none): "))
            var interrupted = false
            let typed = keys.line(interrupted: &interrupted)
            KeyInput.write("\n")
            if interrupted { return nil }
            guard let typed, !typed.trimmingSpaces().isEmpty else { return .some(nil) }
            if let note = valid({ () throws(HabitError) in try Validate.note(typed) }) { return .some(note) }
        }
    }

    /// Records a completion as `habitctl done` does (y: what the day still needs) and says what it reached.
    private func done(_ habit: Habit, _ day: CivilDate, count: Int?, value: Double?, note: String?) throws -> Outcome {
        let completion = Completion(habitID: habit.id!, date: day, count: count ?? max(1, habit.timesPerDay), value: value,
                                    note: note, source: .cli, recordedAt: ctx.now)
        guard let stored = try ctx.db.checkIn(completion, habit: habit, weekStart: ctx.weekStart) else {
            Ask.say(tr("%s: already done", habit.name.forTerminal))
            return .done
        }
        let report = try TrackingReport.report(habit, on: day, ctx: ctx, added: stored)
        Ask.say(report.mark + " " + report.text)
        if report.slip { return .slipped }
        if let (_, status) = try AskQuestion(habit: habit, day: day).status(ctx), case .due = status { return .partial }
        return .done
    }

    /// The value, or nil after one line on stderr saying what is wrong.
    private func valid<T>(_ check: () throws(HabitError) -> T) -> T? {
        do { return try check() } catch {
            Output.error(ErrorText.line(for: error))
            return nil
        }
    }

    private func help(_ habit: Habit, _ number: AskQuestion.NumberKind?) -> [String] {
        var lines = habit.kind == .quit
            ? [tr("y  a clean day"), tr("n  a slip") + (habit.goal.map { tr(" (then how much, over %s)", $0.summary) } ?? "")]
            : [tr("y  done") + (notes ? tr(", then a note if you like (Enter for none)") : ""), tr("n  not done, on purpose: recorded as no ✗")]
        lines.append(tr("s  skip the day: the streak neither breaks nor grows"))
        switch number {
        case .amount: lines.append(tr("5  an amount") + (habit.goal.map { tr(" in %s", $0.unit.displayName(for: 2)) } ?? "") + tr(", then Enter"))
        case .count: lines.append(tr("2  how many times, then Enter"))
        case nil: break
        }
        lines += [tr("Enter  leave it for later"), tr("q  stop asking (Ctrl-C too); what was answered is kept")]
        return lines
    }

    static func isNumeric(_ c: Character) -> Bool { c.isASCII && (c.isNumber || c == ".") }
}
