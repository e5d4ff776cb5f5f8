import HabitCore
import Testing

/// A catalogue's plural rule read from its header (issue 44 part 1): the forms of the
/// languages with three, at the counts where they differ (1, 2, 5, 21, 22, 25), as gettext's
/// own documentation gives their formulas.
@Suite struct PluralRuleTests {
    let counts = [1, 2, 5, 21, 22, 25, 11, 12, 111, 0]

    func forms(_ header: String) throws -> [Int] {
        let rule = try #require(PluralRule(header: header), "\(header)")
        return counts.map(rule.index)
    }

    @Test func russianAndUkrainianHaveThreeForms() throws {
        // 1 день, 2 дня, 5 дней, 21 день, 22 дня, 25 дней, 11 дней, 12 дней, 111 дней, 0 дней.
        let h = "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
        #expect(try forms(h) == [0, 1, 2, 0, 1, 2, 2, 2, 2, 2])
    }

    @Test func polishTakesTheFirstFormForOneAlone() throws {
        // 1 dzień, 2 dni, 5 dni… — Polish's "few": 2 dni, 22 dni, but 21 and 25 the "many".
        let h = "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
        #expect(try forms(h) == [0, 1, 2, 2, 1, 2, 2, 2, 2, 2])
    }

    @Test func czechCountsTwoToFourApart() throws {
        let h = "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;"
        #expect(try forms(h) == [0, 1, 2, 2, 2, 2, 2, 2, 2, 2])
    }

    @Test func germanAndFrenchHaveTwo() throws {
        #expect(try forms("nplurals=2; plural=(n != 1);") == [0, 1, 1, 1, 1, 1, 1, 1, 1, 1])
        #expect(try forms("nplurals=2; plural=(n > 1);") == [0, 1, 1, 1, 1, 1, 1, 1, 1, 0], "French: 0 is singular")
    }

    @Test func aFormulaThatDoesNotReadIsNone() {
        for bad in ["nplurals=2; plural=(n != 1", "nplurals=2; plural=n ? ;", "nplurals=9; plural=n;", "nplurals=2; plural=x;",
                    "nplurals=2;", "plural=n;", "nplurals=2; plural=(n != 1) extra;"] {
            #expect(PluralRule(header: bad) == nil, "\(bad)")
        }
        // A value out of range is the last form, not a crash.
        #expect(PluralRule(header: "nplurals=2; plural=n;")?.index(7) == 1)
    }
}
