import HabitCore
import Testing

struct MarkupEscapingTests {
    @Test func escapesTheSpecialCharactersAndNothingElse() {
        #expect("3 & 4 < 5 > 2 \"q\" 'a'".markupEscaped() == "3 &amp; 4 &lt; 5 &gt; 2 \"q\" 'a'")
        #expect("\"q\"".markupEscaped(quotes: true) == "&quot;q&quot;")
        #expect("Tea & biscuits ☕".markupEscaped() == "Tea &amp; biscuits ☕")
    }

    /// A combining mark after `<` makes one Character of the two, which a replace by
    /// Character passes through; escaped scalar by scalar, no `<` is left for a parser.
    @Test func escapesASpecialCharacterACombiningMarkJoins() {
        let text = "<\u{301}b>\u{301}&\u{301}\"\u{301}"
        let escaped = text.markupEscaped(quotes: true)
        #expect(!escaped.unicodeScalars.contains { $0 == "<" || $0 == ">" || $0 == "\"" })
        #expect(escaped.unicodeScalars.filter { $0 == "&" }.count == 4)
        #expect(escaped == "&lt;\u{301}b&gt;\u{301}&amp;\u{301}&quot;\u{301}")
    }
}
