import HabitCore
import Testing

/// The placeholders a translation may use, and what the core says before any catalogue is
/// installed (these tests install none: the process's catalogue is shared by parallel tests).
@Suite struct MessageFormatTests {
    @Test func placeholdersInTurnAndByPosition() {
        #expect(MessageFormat.fill("%s / %s this week", ["2", "3"]) == "2 / 3 this week")
        // A translation that reorders: German puts the day first.
        #expect(MessageFormat.fill("%2$s %1$s schon erledigt", ["Read", "heute"]) == "heute Read schon erledigt")
        #expect(MessageFormat.fill("%1$s mit %2$s; %1$s gelöscht", ["A", "B"]) == "A mit B; A gelöscht")
        #expect(MessageFormat.fill("100%% done", []) == "100% done")
        #expect(MessageFormat.fill("no placeholder", ["x"]) == "no placeholder")
    }

    @Test func missingArgumentsAndForeignDirectivesNeverCrash() {
        #expect(MessageFormat.fill("%s and %s", ["one"]) == "one and ")
        #expect(MessageFormat.fill("%3$s", ["a"]) == "")
        #expect(MessageFormat.fill("%d left", ["3"]) == "%d left")
        #expect(MessageFormat.fill("ends in %", []) == "ends in %")
    }

    @Test func withoutACatalogueEveryMessageIsItsEnglishMsgid() {
        #expect(tr("Added %s: %s", "Read", "every day") == "Added Read: every day")
        #expect(trn("%s day", "%s days", 1, 1) == "1 day")
        #expect(trn("%s day", "%s days", 3, 3) == "3 days")
        #expect(StreakUnit.weeks.count(2) == "2 weeks")
        #expect(Weekday.thursday.displayShortName == "Thu" && Weekday.thursday.displayListName == "thu")
        #expect(WeekdaySet([.monday, .friday]).displayDescription == WeekdaySet([.monday, .friday]).description)
    }

    @Test func amountsForPeopleAndForFiles() {
        #expect(formatAmount(2.5, decimalSeparator: ",") == "2,5")
        #expect(formatAmount(2.5, decimalSeparator: ".") == "2.5")
        #expect(formatAmount(12, decimalSeparator: ",") == "12")
        #expect(formatAmount(0.25) == "0.25")
    }

    @Test func languageCodes() {
        #expect(Validate.languageCode("de") == "de")
        #expect(Validate.languageCode("pt-br") == "pt_BR")
        #expect(Validate.languageCode("ES_es") == "es_ES")
        #expect(Validate.languageCode("Auto") == "auto")
        for bad in ["", "d", "deutsch", "de_DEU", "de_", "1e", "de.UTF-8", "de@euro"] {
            #expect(Validate.languageCode(bad) == nil, "\(bad)")
        }
    }

    @Test func theLanguageSetting() throws {
        var s = Settings()
        try SettingKey.language.apply("es", to: &s)
        #expect(s.language == "es" && SettingKey.language.value(in: s, defaultWeekStart: .monday) == "es")
        try SettingKey.language.apply("auto", to: &s)
        #expect(s.language == nil && SettingKey.language.value(in: s, defaultWeekStart: .monday) == "auto")
        #expect(throws: HabitError.self) { try SettingKey.language.apply("klingon!", to: &s) }
    }
}
