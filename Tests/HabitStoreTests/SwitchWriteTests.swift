import Foundation
import HabitCore
import Testing
@testable import HabitStore

/// Issue 42 part 3: archive, unarchive, pin and unpin set one switch of the habit as the store
/// holds it, so a change made after the caller read the habit survives them.
@Suite struct SwitchWriteTests {
    let epoch = Date(timeIntervalSince1970: 1_790_000_000)

    @Test func aSwitchKeepsWhatChangedSinceTheCallerRead() throws {
        let db = try HabitDatabase.inMemory()
        let read = try db.insert(Habit(name: "Read", color: .palette("teal"), startDate: CivilDate(year: 2026, month: 11, day: 1)!, createdAt: epoch))
        // Edited elsewhere (another door, a merge) after `read` was taken.
        var edited = read
        edited.description = "Twenty pages"
        edited.goal = Goal(value: 20, unit: .pages)
        try db.update(edited)

        let archived = try db.set(.archived, to: true, of: read)
        #expect(archived.archived && archived.description == "Twenty pages")
        let pinned = try db.set(.pinned, to: true, of: read)
        let stored = try db.habit(named: "Read")
        #expect(stored == pinned && stored.archived && stored.pinned)
        #expect(stored.description == "Twenty pages" && stored.goal == Goal(value: 20, unit: .pages), "the edit kept")
        try db.set(.archived, to: false, of: read)
        try db.set(.pinned, to: false, of: read)
        let back = try db.habit(named: "Read")
        #expect(!back.archived && !back.pinned && back.description == "Twenty pages")
    }

    @Test func positionsAreWrittenAloneOntoTheHabitsAsStored() throws {
        let db = try HabitDatabase.inMemory()
        let start = CivilDate(year: 2026, month: 11, day: 1)!
        let read = try db.insert(Habit(name: "Read", color: .palette("teal"), startDate: start, createdAt: epoch))
        let gym = try db.insert(Habit(name: "Gym", color: .palette("red"), startDate: start, createdAt: epoch))
        var edited = read
        edited.description = "Twenty pages"
        try db.update(edited)
        try db.setPositions([gym.id!: 1, read.id!: 2])
        let stored = try db.habit(named: "Read")
        let gymStored = try db.habit(named: "Gym")
        #expect(stored.position == 2 && stored.description == "Twenty pages" && gymStored.position == 1)
        try db.delete(habitNamed: "Gym")
        #expect(throws: HabitError.unknownHabit("#\(gym.id!)")) { try db.setPositions([read.id!: 1, gym.id!: 2]) }
        let after = try db.habit(named: "Read")
        #expect(after.position == 2, "nothing written")
    }

    @Test func aHabitGoneIsUnknown() throws {
        let db = try HabitDatabase.inMemory()
        let read = try db.insert(Habit(name: "Read", color: .palette("teal"), startDate: CivilDate(year: 2026, month: 11, day: 1)!, createdAt: epoch))
        try db.delete(habitNamed: "Read")
        #expect(throws: HabitError.unknownHabit("Read")) { try db.set(.archived, to: true, of: read) }
    }
}
