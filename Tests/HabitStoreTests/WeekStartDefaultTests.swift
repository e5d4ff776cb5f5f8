import HabitCore
import HabitStore
import Testing

/// The week start a store gets when the user set none: the environment's locale, as glibc
/// spells it (codeset, modifier), the first of LC_ALL, LC_TIME and LANG that is set.
struct WeekStartDefaultTests {
    @Test func readsTheLocaleAsGlibcSpellsIt() {
        #expect(WeekStartDefault.from(environment: ["LANG": "en_US.UTF-8"]) == .sunday)
        #expect(WeekStartDefault.from(environment: ["LANG": "de_DE.UTF-8"]) == .monday)
        #expect(WeekStartDefault.from(environment: ["LANG": "ar_EG.UTF-8@latn"]) == .saturday)
        #expect(WeekStartDefault.from(environment: ["LANG": "pt_BR@euro"]) == .sunday)
        #expect(WeekStartDefault.from(environment: ["LANG": "C.UTF-8"]) == .monday)
        #expect(WeekStartDefault.from(environment: ["LANG": "POSIX"]) == .monday)
        #expect(WeekStartDefault.from(environment: [:]) == .monday)
    }

    @Test func theFirstVariableSetWins() {
        #expect(WeekStartDefault.from(environment: ["LC_ALL": "en_US.UTF-8", "LANG": "de_DE.UTF-8"]) == .sunday)
        #expect(WeekStartDefault.from(environment: ["LC_ALL": "", "LC_TIME": "de_DE.UTF-8", "LANG": "en_US.UTF-8"]) == .monday)
    }
}
