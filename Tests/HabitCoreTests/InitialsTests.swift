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

    /// An ASCII name's initials are read by bytes: the same as by Characters, for names of
    /// letters, digits, punctuation, controls and every ASCII whitespace (CR LF is one
    /// Character but two bytes).
    @Test func asciiNamesByBytesAsByCharacters() {
        let pieces = ["a", "Z", "q", "7", "-", "_", ".", " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1F}", "\u{7F}", "\u{01}", "~"]
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let name = (0..<Int.random(in: 0...8, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            #expect(Habit.asciiInitials(name) == Habit.characterInitials(name), "\(name.debugDescription)")
        }
    }
}
