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
        #expect(MessageFormat.fill("%1$", ["a"]) == "a" && MessageFormat.fill("%12", ["a"]) == "%12")
        #expect(MessageFormat.fill("%99999999999999999999$s", ["a"]) == "", "an index past Int is no argument, not a crash")
        #expect(MessageFormat.fill("%0$s", ["a"]) == "")
    }

    /// Read as bytes: text around the directives, and in the arguments, comes through whole.
    @Test func textBesideTheDirectivesIsKeptWhole() {
        #expect(MessageFormat.fill("Ü%sß — %1$s 日本", ["é👍🏽"]) == "Üé👍🏽ß — é👍🏽 日本")
        #expect(MessageFormat.fill("%2$s·%1$s%%", ["ä", "ø"]) == "ø·ä%")
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

    @Test func datesInTheLocalesPattern() {
        let d = CivilDate(year: 2026, month: 3, day: 7)!
        #expect(DateText.format(d, "%d.%m.%Y") == "07.03.2026")      // de_DE
        #expect(DateText.format(d, "%d/%m/%y") == "07/03/26")        // es_ES, en_GB
        #expect(DateText.format(d, "%m/%d/%Y") == "03/07/2026")      // en_US
        #expect(DateText.format(d, "%Y年%m月%d日") == "2026年03月07日")  // ja_JP
        #expect(DateText.format(d, "%F") == "2026-03-07" && DateText.format(d, "%D") == "03/07/26")
        #expect(DateText.format(d, "%e.%m.") == " 7.03." && DateText.format(d, "100%%") == "100%")
        #expect(DateText.format(d, "%A %d") == nil, "a name is not ours to write: ISO instead")
        // With no catalogue installed (as here), dates are ISO 8601.
        #expect(d.displayText == "2026-03-07")
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
