import Foundation
import HabitCore
import HabitSync
import Testing
@testable import HabitStore

/// Every field of `HabitFieldTable` walked through every form (issue 28 part 4): the store
/// (add, then edit), the coded form (export, import, `show --json`), the journal's fields and
/// a second store that receives them through a synced folder, and the flat `list --json`.
/// A field added to the table without a value here fails `everyFieldIsExercised`.
@Suite struct FieldWalkTests {
    static let t0 = Date(timeIntervalSince1970: 1_795_000_000)

    /// A habit with every field away from its default.
    static func full(_ name: String = "Walk the dog") -> Habit {
        var h = Habit(name: name, description: "Around the park", icon: "🐕", color: .hex("#3366FF"), category: "Health", kind: .quit,
              goal: Goal(value: 150, unit: .minutes, period: .week), schedule: .weekdays(WeekdaySet([.monday, .friday])),
              timesPerDay: 2, reminders: [Reminder(time: WallTime(hour: 7, minute: 15)!, days: WeekdaySet([.monday]))],
              startDate: CivilDate(parsing: "2026-11-02")!, endDate: CivilDate(parsing: "2027-03-01")!, zone: "Europe/Berlin",
              archived: true, pinned: true, reward: Reward(text: "a new lead", every: 5), nudge: Nudge(everyMinutes: 15, times: 2),
              createdAt: t0, updatedAt: t0 + 60, remindersPaused: true, sound: .named("bell"), chart: .line, askNote: true,
              windows: [try! TimeWindow.parse("morning")], remindAuto: false,
              pauses: [Pause(first: CivilDate(parsing: "2026-12-01")!, last: CivilDate(parsing: "2026-12-07")!, note: "Holiday"),
                       Pause(first: CivilDate(parsing: "2027-01-10")!)])
        h.message = "Time to walk, {name}: {progress}"
        h.position = 2.5
        for text in HabitFieldTable.texts { h[keyPath: text.path] = text.example }
        return h
    }

    /// The plain habit every field of `full` differs from.
    static func plain() -> Habit {
        Habit(name: "x", color: .palette("coral"), startDate: CivilDate(parsing: "2026-01-01")!, createdAt: Date(timeIntervalSince1970: 0))
    }

    /// The one field (remindAuto) that cannot be on beside explicit reminders is walked in a
    /// habit of its own.
    static func automatic() -> Habit {
        var h = full("Stretch")
        h.reminders = []
        h.remindAuto = true
        return h
    }

    /// A routine (its own shape: build, no goal) of two members the walk adds first.
    static let memberUUIDs = ["0f0f0f0f-0000-4000-8000-000000000001", "0f0f0f0f-0000-4000-8000-000000000002"]
    static func members() -> [Habit] {
        memberUUIDs.enumerated().map { i, uuid in
            Habit(name: "Member \(i + 1)", color: .palette("lime"), startDate: CivilDate(parsing: "2026-11-02")!, createdAt: t0, uuid: uuid)
        }
    }
    static func routine() -> Habit {
        Habit(name: "Morning", color: .palette("teal"), startDate: CivilDate(parsing: "2026-11-02")!, createdAt: t0,
              routine: Routine(members: memberUUIDs, need: 1))
    }

    static func coded(_ h: Habit) throws -> [String: String] {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        e.dateEncodingStrategy = .secondsSince1970
        let object = try JSONSerialization.jsonObject(with: e.encode(h)) as! [String: Any]
        return object.mapValues { v in
            String(decoding: try! JSONSerialization.data(withJSONObject: v, options: [.fragmentsAllowed, .sortedKeys]), as: UTF8.self)
        }
    }

    @Test func everyFieldIsExercised() throws {
        let plain = try Self.coded(Self.plain())
        for (habit, fields) in [(Self.full(), HabitFieldTable.names.filter { $0 != "remindAuto" && $0 != "routine" }),
                                (Self.automatic(), ["remindAuto"]), (Self.routine(), ["routine"])] {
            let coded = try Self.coded(habit)
            for name in fields { #expect(coded[name] != nil && coded[name] != plain[name], "\(name) is not exercised by the walk") }
        }
    }

    @Test func everyFieldThroughTheStoreTheCodedFormAndTheJournal() throws {
        let dir = TempDir()
        let a = try HabitDatabase.open(path: dir.file("a.sqlite"))
        for m in Self.members() { _ = try a.insert(m) }
        for original in [Self.full(), Self.automatic(), Self.routine()] {
            var stored = try a.insert(original, createCategory: true)
            // The store, as written and read back.
            var read = try a.habit(named: original.name)
            #expect(read == stored, "the store")
            // Edited: every field changed the other way round and read back.
            stored.description = "Changed"
            stored.pinned = false
            stored.windows = [try TimeWindow.parse("evening")]
            stored.chart = nil
            stored.askNote = false
            stored.pauses = [Pause(first: CivilDate(parsing: "2026-12-24")!, last: CivilDate(parsing: "2026-12-26")!)]
            try a.update(stored)
            read = try a.habit(named: original.name)
            #expect(read.description == "Changed" && !read.pinned && read.chart == nil && !read.askNote && read.windows.map(\.description) == ["evening"]
                    && read.pauses == stored.pauses)
            // The coded form: export and import, show --json.
            let e = JSONEncoder()
            e.keyEncodingStrategy = .convertToSnakeCase
            e.dateEncodingStrategy = .iso8601
            let d = JSONDecoder()
            d.keyDecodingStrategy = .convertFromSnakeCase
            d.dateDecodingStrategy = .iso8601
            #expect(try d.decode(Habit.self, from: e.encode(read)) == read, "the coded form")
            // The journal's fields.
            let fields = HabitFields.fields(of: read)
            #expect(Set(fields.keys).isSubset(of: HabitFieldTable.names), "only the table's fields travel")
            var back = HabitFields.habit(from: fields.compactMapValues { $0 }, uuid: read.uuid!)
            back?.id = read.id
            #expect(back == read, "the journal")
            // The flat list --json form: a key for every field.
            let listed = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Listed(habit: read))) as! [String: Any]
            for name in HabitFieldTable.names { #expect(listed[name] != nil || ["description", "endDate", "zone", "reward", "nudge", "updatedAt"].contains(name), "\(name) in list --json") }
        }
        // A second store receives both through a synced folder, every field intact.
        let folder = dir.file("Sync")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = try a.syncSetup(folder: folder)
        let b = try HabitDatabase.open(path: dir.file("b.sqlite"))
        _ = try b.syncSetup(folder: folder)
        for name in [Self.full().name, Self.automatic().name, Self.routine().name] {
            var there = try b.habit(named: name)
            let here = try a.habit(named: name)
            there.id = here.id
            #expect(there == here, "through sync: \(name)")
        }
    }

    struct Listed: Encodable {
        let habit: Habit
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: HabitField.Key.self)
            try habit.encodeListed(into: &c)
        }
    }
}

/// A pause made on one machine holds on the others, and so does a day said no to (issue 29).
@Suite struct PauseSyncTests {
    @Test func aPauseAndANoTravelThroughTheFolder() throws {
        let dir = TempDir()
        let folder = dir.file("Sync")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let a = try HabitDatabase.open(path: dir.file("a.sqlite"))
        let b = try HabitDatabase.open(path: dir.file("b.sqlite"))
        let start = CivilDate(parsing: "2026-11-02")!
        var read = try a.insert(Habit(name: "Read", color: .palette("coral"), startDate: start, createdAt: FieldWalkTests.t0))
        _ = try a.syncSetup(folder: folder)
        _ = try b.syncSetup(folder: folder)
        read.pauses = [Pause(first: CivilDate(parsing: "2026-12-24")!, last: CivilDate(parsing: "2027-01-01")!, note: "Holiday")]
        try a.update(read)
        let no = CivilDate(parsing: "2026-11-04")!
        #expect(try a.record(decline: Decline(habitID: read.id!, date: no, note: "rain", recordedAt: FieldWalkTests.t0),
                             habit: read, weekStart: .monday) == .recorded)
        _ = try a.publishJournal()
        _ = try b.receiveJournal()
        let there = try b.habit(named: "Read")
        #expect(there.pauses == read.pauses)
        #expect(try b.history(of: there).isDeclined(no))
        // And back: b's done on that day takes the no away on a.
        _ = try b.record(Completion(habitID: there.id!, date: no, recordedAt: FieldWalkTests.t0 + 60))
        _ = try b.publishJournal()
        _ = try a.receiveJournal()
        let log = try a.history(of: read)
        #expect(!log.isDeclined(no) && log[no].count == 1)
    }
}
