import HabitCore
import HabitStore
import HabitViews

/// Everything a habit can be told beyond its fields (issue 42), declared once: what each
/// action needs, who may run it and what it answers. The API's routes and the document's
/// operations are built from it, the web's controls are drawn from it, both run it through
/// `ActionRun`, and `HabitActionTableTests` fails when habitctl lacks a command of it.
/// A day's value, note and mood are `done`'s (on a day done already, the note and mood join it).
public enum HabitAction: String, CaseIterable, Sendable {
    case done, undo, toggle, skip, unskip, slip, fail, archive, unarchive, pin, unpin, move, delete, pause, resume

    /// What an action may be given: a body's key, habitctl's `--key`, a form's field.
    public enum Need: String, CaseIterable, Sendable {
        case date, count, value, note, mood, before, top, bottom, from, to
    }

    /// Who may run it: every action changes the store, so a read-only token may not; one
    /// that loses history is confirmed first wherever a person clicks it.
    public enum Reach: Sendable { case changes, destroys }

    /// What the answer carries: the ledger's state of the day it touched (with its period's
    /// progress and anything it made live), the habit's entry, or nothing left to show.
    public enum Answer: Sendable { case day, habit, nothing }

    public var needs: [Need] {
        switch self {
        case .done: [.date, .count, .value, .note, .mood]
        case .toggle: [.date, .count]
        case .undo, .unskip: [.date]
        case .skip, .fail: [.date, .note]
        case .slip: [.date, .value, .note]
        case .archive, .unarchive, .pin, .unpin, .delete, .resume: []
        case .move: [.before, .top, .bottom]
        case .pause: [.from, .to, .note]
        }
    }

    public var reach: Reach { self == .delete ? .destroys : .changes }

    public var answer: Answer {
        switch self {
        case .done, .undo, .toggle, .skip, .unskip, .slip, .fail: .day
        case .archive, .unarchive, .pin, .unpin, .move, .pause, .resume: .habit
        case .delete: .nothing
        }
    }

    /// Which days it may name: any day, days to come too (a holiday skipped ahead), or up to
    /// today; inside the habit's term or anywhere (taking something back works on any day).
    public var dayRule: (future: Bool, inTerm: Bool) {
        switch self {
        case .skip: (true, true)
        case .unskip: (true, false)
        case .undo: (false, false)
        default: (false, true)
        }
    }

    /// The switch it sets and to what (archive: archived on), for the actions that set one.
    public var switchSet: (flag: HabitSwitch, on: Bool)? {
        switch self {
        case .archive: (.archived, true)
        case .unarchive: (.archived, false)
        case .pin: (.pinned, true)
        case .unpin: (.pinned, false)
        default: nil
        }
    }

    /// What it says once done, for the actions said in a line of their own ("Archived Read");
    /// `name` as the door prints names.
    public func said(_ name: String) -> String? {
        switch self {
        case .archive: tr("Archived %s", name)
        case .unarchive: tr("Unarchived %s", name)
        case .pin: tr("Pinned %s", name)
        case .unpin: tr("Unpinned %s", name)
        case .delete: tr("Deleted %s", name)
        default: nil
        }
    }

    /// habitctl's command that runs it.
    public var command: String { self == .delete ? "rm" : rawValue }

    /// The API's method and path under /api/v1/.
    public var method: String { self == .delete ? "DELETE" : "POST" }
    public var path: String { self == .delete ? "habits/{habit}" : "habits/{habit}/" + rawValue }

    /// The API's status when the action changed something: 201 where it adds to the log.
    public var status: Int {
        switch self {
        case .done, .skip, .slip, .fail: 201
        case .delete: 204
        default: 200
        }
    }

    /// The document's operationId.
    public var operationID: String { self == .delete ? "deleteHabit" : rawValue }

    /// What it does, as the document and a control's title say it.
    public var summary: LaterMessage {
        switch self {
        case .done: trLater("Record a completion, with an amount, a note and a mood if given")
        case .undo: trLater("Take back the day's last completion, or its no")
        case .toggle: trLater("Done, then nothing, like a tap (with toggle-says-no: done, no, nothing)")
        case .skip: trLater("Skip a day on purpose: no reminders, the streak neither breaks nor grows")
        case .unskip: trLater("Take back a skip")
        case .slip: trLater("Record a quit habit's day over its limit")
        case .fail: trLater("Say no for a day, on purpose")
        case .archive: trLater("Hide a habit and stop its reminders; its history stays")
        case .unarchive: trLater("Bring an archived habit back")
        case .pin: trLater("Show a habit at the top of the board")
        case .unpin: trLater("Stop pinning a habit to the top")
        case .move: trLater("Put a habit before another, at the top or at the bottom")
        case .delete: trLater("Delete a habit and all its history")
        case .pause: trLater("Pause a habit: no reminders, no missed days")
        case .resume: trLater("End a habit's pause today")
        }
    }

    /// A control's words.
    public var label: LaterMessage {
        switch self {
        case .done: trLater("Mark done")
        case .undo: trLater("Undo")
        case .toggle: trLater("Toggle")
        case .skip: trLater("Skip")
        case .unskip: trLater("Unskip")
        case .slip: trLater("Slip")
        case .fail: trLater("Say no")
        case .archive: trLater("Archive")
        case .unarchive: trLater("Unarchive")
        case .pin: trLater("Pin")
        case .unpin: trLater("Unpin")
        case .move: trLater("Move")
        case .delete: trLater("Delete…")
        case .pause: trLater("Pause")
        case .resume: trLater("Resume")
        }
    }

    /// Whether it means anything for `habit` as it stands (a control is offered): a slip is
    /// a quit habit's, a no a build habit's; a routine has no log of its own; an archived
    /// habit's days are not written (the store refuses them). A routine's pauses are its own,
    /// as its skips are (`HabitLog.routine`): paused, the routine is not due and its members
    /// stay as they are, as habitctl's `pause` has always made it.
    public func applies(to habit: Habit) -> Bool {
        switch self {
        case .archive: return !habit.archived
        case .unarchive: return habit.archived
        case .pin: return !habit.pinned
        case .unpin: return habit.pinned
        case .delete, .move: return true
        case .pause, .resume: return true
        case .done: return !habit.archived
        case .slip: return !habit.archived && habit.routine == nil && habit.kind == .quit
        case .fail: return !habit.archived && habit.routine == nil && habit.kind == .build
        case .undo, .toggle: return !habit.archived && habit.routine == nil
        // A routine's days are its members', but a day skipped is its own (`HabitLog.routine`).
        case .skip, .unskip: return !habit.archived
        }
    }
}

extension HabitAction.Need {
    /// The words beside its field.
    public var label: LaterMessage {
        switch self {
        case .date: trLater("Day")
        case .count: trLater("Times")
        case .value: trLater("Amount")
        case .note: trLater("Note")
        case .mood: trLater("Mood")
        case .before: trLater("Before")
        case .top: trLater("To the top")
        case .bottom: trLater("To the bottom")
        case .from: trLater("From")
        case .to: trLater("Until")
        }
    }

    /// The JSON schema of its value in a body (null, or left out, takes the default).
    public var schema: String {
        func nullable(_ type: String, _ more: [(String, String)]) -> String {
            JSONLiteral.object([("type", "[" + JSONLiteral.string(type) + ",\"null\"]")] + more)
        }
        let date = [("pattern", JSONLiteral.string(HabitInputTable.date)), ("examples", #"["2026-11-20"]"#)]
        switch self {
        case .date: return nullable("string", date + [("description", JSONLiteral.string("The local date; default the habit's today"))])
        case .from: return nullable("string", date + [("description", JSONLiteral.string("The first paused day; default today"))])
        case .to: return nullable("string", date + [("description", JSONLiteral.string("The last paused day; default until resumed"))])
        case .count: return nullable("integer", [("minimum", "1"), ("maximum", "\(Limits.maxCount)")])
        case .value: return nullable("number", [("minimum", "0"), ("maximum", JSONLiteral.number(Limits.maxGoal))])
        case .note: return nullable("string", [("maxLength", "\(4 * Limits.noteLength)")])
        case .mood:
            let words = Mood.allCases.map(\.word) + Mood.allCases.map { "\($0.rawValue)" }
            return nullable("string", [("enum", "[" + words.map(JSONLiteral.string).joined(separator: ",") + ",null]")])
        case .before: return nullable("string", [("minLength", "1"), ("description", JSONLiteral.string("The name of the habit to put it before"))])
        case .top, .bottom: return nullable("boolean", [])
        }
    }
}
