import Foundation
import Testing
@testable import HabitCore

/// Spec 004's memo mood: five words or the digits 1–5, written as the word.
@Suite struct MoodTests {
    @Test func wordsAndDigitsParse() throws {
        #expect(try Mood.parse("great") == .great && Mood.parse(" Awful ") == .awful && Mood.parse("3") == .okay)
        #expect(throws: HabitError.invalidSettingValue(key: "--mood", value: "meh", expected: "great, good, okay, bad, awful, or 5 to 1")) {
            try Mood.parse("meh")
        }
        #expect(throws: HabitError.self) { try Mood.parse("6") }
    }

    @Test func jsonSaysTheWordAndReadsANumberToo() throws {
        #expect(String(decoding: try JSONEncoder().encode([Mood.good]), as: UTF8.self) == #"["good"]"#)
        #expect(try JSONDecoder().decode([Mood].self, from: Data(#"["bad", 5]"#.utf8)) == [.bad, .great])
    }
}
