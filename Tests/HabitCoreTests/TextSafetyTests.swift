import Testing
@testable import HabitCore

/// What text may be stored (each refusal names the field, the character and its position)
/// and how stored text is shown on a terminal.
@Suite struct TextSafetyTests {
    func message(_ body: () throws -> Void) -> String? {
        do { try body() } catch let error as HabitError { return error.message } catch { return "\(error)" }
        return nil
    }

    @Test func controlsAreRefusedNamingTheCharacterAndItsPosition() {
        #expect(message { _ = try Validate.name("ab\u{1B}]52;c;aGk=\u{07}") }
                == "Name contains ESC (U+001B) at character 3: control characters cannot be stored")
        #expect(message { _ = try Validate.name("a\tb") } == "Name contains TAB (U+0009) at character 2: control characters cannot be stored")
        #expect(message { _ = try Validate.note("ok\u{7F}") } == "Note contains DEL (U+007F) at character 3: control characters cannot be stored")
        #expect(message { _ = try Validate.description("x\u{9B}31m") }
                == "Description contains a C1 control (U+009B) at character 2: control characters cannot be stored")
        #expect(message { _ = try Validate.categoryName("Fit\u{0}") } == "Category contains NUL (U+0000) at character 4: control characters cannot be stored")
        #expect(message { _ = try Validate.reward("a\nbook", every: 3) } == "Reward contains LF (U+000A) at character 2: control characters cannot be stored")
        #expect(message { _ = try GoalUnit.parse("p\u{1B}") } == "Unit contains ESC (U+001B) at character 2: control characters cannot be stored")
    }

    @Test func multiLineFieldsKeepTabsAndNewlines() throws {
        #expect(try Validate.note("line one\n\tline two") == "line one\n\tline two")
        #expect(try Validate.description("a\nb") == "a\nb")
        #expect(message { _ = try Validate.note("a\rb") } != nil)
    }

    @Test func directionOverridesAreRefusedEverywhere() {
        for text in ["evil\u{202E}txt.exe", "a\u{2066}b", "a\u{2069}", "\u{202A}x"] {
            #expect(message { _ = try Validate.name(text) }?.contains("direction overrides make text display as other text") == true, "\(text.unicodeScalars.map(\.value))")
            #expect(message { _ = try Validate.note(text) } != nil)
        }
        #expect(message { _ = try Validate.name("evil\u{202E}txt") } == "Name contains U+202E RIGHT-TO-LEFT OVERRIDE at character 5: direction overrides make text display as other text")
    }

    @Test func invisibleCharactersAreRefusedInNamesOnly() {
        for text in ["G\u{200B}ym", "G\u{200D}ym", "Gym\u{FEFF}", "G\u{00AD}ym", "G\u{2060}ym", "\u{200E}Gym", "G\u{200C}ym", "G\u{3164}ym"] {
            #expect(message { _ = try Validate.name(text) }?.contains("invisible characters would let a name look like another") == true,
                    "\(text.unicodeScalars.map(\.value))")
        }
        // Notes may hold a left-to-right mark (mixed-direction text) or a soft hyphen.
        #expect(message { _ = try Validate.note("\u{200E}abc \u{00AD}") } == nil)
    }

    @Test func emojiSequencesAndScriptJoinersAreKept() throws {
        for name in ["👩‍💻 Code", "❤️‍🔥", "🏳️‍🌈 Pride", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} Scotland",
                     "می\u{200C}خواهم", "क्\u{200C}ष", "日本語の勉強", "<b>x</b> & y"] {
            #expect(try Validate.name(name) == name)
        }
        #expect(try Validate.icon("👩‍💻") == "👩‍💻")
    }

    @Test func storedTextIsShownWithVisibleEscapes() {
        #expect(TextSafety.visible("a\u{1B}]52;c;aGk=\u{07}b") == "a\\e]52;c;aGk=\\x07b")
        #expect(TextSafety.visible("x\u{1B}[2Jy\u{9B}") == "x\\e[2Jy\\x9B")
        #expect(TextSafety.visible("a\u{202E}b\tc\nd") == "a<U+202E>b\\tc\\nd")
        #expect(TextSafety.visible("a\nb", keepNewlines: true) == "a\nb")
        #expect(TextSafety.visible("👩‍💻 plain") == "👩‍💻 plain")
    }
}
