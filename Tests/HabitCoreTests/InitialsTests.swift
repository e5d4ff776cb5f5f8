import Foundation
import Testing
@testable import HabitCore

/// The two letters a habit shows where it has no icon.
@Suite struct InitialsTests {
    @Test(arguments: [("Morning run", "MR"), ("read", "R"), ("  drink   more water ", "DM"), ("3 pages", "3P"),
                      ("über alles", "ÜA"), ("ǆungla", "Ǆ"), ("straße", "S"), ("日本 語", "日語"), ("", "?"), ("   ", "?"), ("x-ray Yoga", "XY")])
    func initials(_ name: String, _ expected: String) {
        let h = Habit(id: 1, name: name, color: .palette("lime"), schedule: .daily, startDate: CivilDate(dayNumber: 0),
                      createdAt: Date(timeIntervalSince1970: 0))
        #expect(h.initials == expected)
    }
}
