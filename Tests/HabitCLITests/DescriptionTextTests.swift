import Testing
@testable import HabitCLI

/// Descriptions with `**bold**`, `_italic_` and `- ` lists: styled and wrapped on a colour
/// terminal, as typed (under the indent) anywhere else.
@Suite struct DescriptionTextTests {
    let colour = Terminal(isTTY: true, color: true, width: 40)
    let plain = Terminal(isTTY: false, color: false, width: 100)

    @Test func styledOnATerminal() {
        let d = DescriptionText(terminal: colour)
        #expect(d.styled("read **two** chapters, _slowly_") == "read \u{1B}[1mtwo\u{1B}[22m chapters, \u{1B}[3mslowly\u{1B}[23m")
        #expect(d.styled("snake_case_name and 2*3**4") == "snake_case_name and 2*3**4", "an underscore inside a word, an unpaired **")
        #expect(d.styled("**unclosed bold") == "**unclosed bold")
    }

    @Test func listsAndContinuationLinesAreIndented() {
        let text = "Before bed:\n- no screens after **22:00**, none at all, not even the phone\n- tea"
        #expect(DescriptionText(terminal: plain).lines(text) == ["  Before bed:", "  - no screens after **22:00**, none at all, not even the phone", "  - tea"])
        // 40 columns: 36 after the bullet's indent, measured with the markers in.
        let lines = DescriptionText(terminal: colour).lines(text)
        #expect(lines == ["  Before bed:", "  • no screens after \u{1B}[1m22:00\u{1B}[22m, none at", "    all, not even the phone", "  • tea"], "\(lines)")
    }
}
