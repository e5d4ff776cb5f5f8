import Foundation
import Testing

/// habitctl in the user's language: gettext's catalogues (po/, compiled beside the binary by
/// scripts/setup.sh) chosen by LANGUAGE, LC_ALL, LC_MESSAGES or LANG, or by `config set
/// language`. The machine need not have the locale generated: `LANG=de_DE.UTF-8` on a stock
/// Debian (only C.UTF-8) still speaks German.
@Suite struct LanguageTests {
    /// The tour's clock, three habits in three sections, a few check-ins; in English.
    static func threeHabits() -> CLI {
        let cli = CLI.onTheToursClock()
        cli.ok("add", "Read", "--plain", "--goal", "20", "--unit", "pages", "--start", "2026-11-16", "--remind", "21:00")
        cli.ok("add", "Gym", "--plain", "--weekly", "3", "--category", "Fitness", "--new-category", "--start", "2026-11-16")
        cli.ok("add", "Drink water", "--plain", "--times", "3", "--days", "mon,wed,fri", "--start", "2026-11-16")
        cli.ok("pin", "Read")
        cli.ok("done", "Read", "--value", "12")
        cli.ok("done", "Gym", "--date", "2026-11-17")
        cli.ok("done", "Drink water")
        return cli
    }

    @Test func theBoardInGermanFromLang() {
        var cli = Self.threeHabits()
        defer { cli.cleanUp() }
        // LC_TIME pinned: on a machine with de_DE generated, dates would follow it (below).
        cli.extraEnvironment = ["LANG": "de_DE.UTF-8", "LC_TIME": "C.UTF-8"]
        #expect(cli.ok("list").stdout == """
            Woche ab Mo 2026-11-16 · heute Do 2026-11-19
                            M D M D F S S 
            Angeheftet
            R  Read         □ □ □[○]◦ ◦ ◦   0 / 7 diese Woche  12 / 20 Seiten

            Fitness
            G  Gym          · ■ ·[○]◦ ◦ ◦   1 / 3 diese Woche  fällig

            Ohne Kategorie
            DW Drink water  □ · □[·]◦ · ·   0 / 3 diese Woche  nicht fällig

            """)
    }

    @Test func theBoardInSpanishFromLanguage() {
        var cli = Self.threeHabits()
        defer { cli.cleanUp() }
        // glibc's own rule: LANGUAGE wins while the locale is not C (here C.UTF-8).
        cli.extraEnvironment = ["LANGUAGE": "es"]
        let board = cli.ok("list").stdout
        #expect(board.hasPrefix("Semana del lun 2026-11-16 · hoy jue 2026-11-19\n                L M M J V S D \nFijados\n"), "\(board)")
        #expect(board.contains("G  Gym          · ■ ·[○]◦ ◦ ◦   1 / 3 esta semana  pendiente\n"))
        #expect(board.contains("\nSin categoría\n"))
    }

    @Test func showInGermanLinesUpItsLongerLabels() {
        var cli = Self.threeHabits()
        defer { cli.cleanUp() }
        cli.extraEnvironment = ["LANG": "de_DE.UTF-8", "LC_TIME": "C.UTF-8"]
        let show = cli.ok("show", "Gym", "--weeks", "4").stdout
        for line in ["  Plan         3× pro Woche\n", "  Erinnerungen keine\n", "  Fortschritt  1 / 3 diese Woche · heute: fällig\n",
                     "  Meilensteine diese Serie hat 0 von 3 Stufen erklommen, nächste 3 Wochen, noch 3 Wochen\n", "Nächste Erinnerungen\n",
                     "  Di  2026-11-17  erledigt ✓    1×\n", " ›Do  2026-11-19  fällig        \n", "Letzte 4 Wochen\n",
                     "  ■ erledigt  ▪ teilweise  □ verpasst  ! Ausrutscher  ✗ nein  ○ fällig  ◦ kommt noch  - ausgesetzt  ~ pausiert  · nicht fällig\n"] {
            #expect(show.contains(line), "missing \(line.debugDescription) in\n\(show)")
        }
    }

    @Test func anErrorInGermanIsOneLineAndWritesNothing() {
        var cli = Self.threeHabits()
        defer { cli.cleanUp() }
        cli.extraEnvironment = ["LANG": "de_DE.UTF-8"]
        let before = cli.fingerprint()
        let bad = cli.run(["done", "Gym", "--date", "2026-13-01"])
        #expect(bad.status != 0 && bad.stdout.isEmpty)
        #expect(bad.stderr == "habitctl: Ungültiges Datum „2026-13-01“: ein existierendes Datum als YYYY-MM-DD verwenden\n")
        let taken = cli.run(["add", "gym"])
        #expect(taken.stderr == "habitctl: Eine Gewohnheit mit diesem Namen gibt es schon: Gym\n" && taken.status != 0)
        #expect(cli.fingerprint() == before)
    }

    @Test func theSettingWinsOverTheEnvironmentAndAutoGivesItBack() {
        var cli = Self.threeHabits()
        defer { cli.cleanUp() }
        cli.extraEnvironment = ["LANG": "de_DE.UTF-8"]
        cli.ok("config", "set", "language", "es")
        #expect(cli.ok("config", "get", "language").stdout == "es\n")
        #expect(cli.ok("list").stdout.hasPrefix("Semana del lun"))
        #expect(cli.ok("done", "Gym").stdout == "✓ Gym: hecho hoy · 2 / 3 esta semana\n")
        cli.ok("config", "set", "language", "auto")
        #expect(cli.ok("list").stdout.hasPrefix("Woche ab Mo"))
        cli.extraEnvironment = [:]
        #expect(cli.ok("list").stdout.hasPrefix("Week of Mon 2026-11-16 · today Thu 2026-11-19\n"))
    }

    /// What is shown is translated, what is stored is not: a mood typed in German is kept as
    /// `good`, shown as "gut", and exported as spec 004's English word.
    @Test func aMoodInTheUsersLanguage() throws {
        var cli = Self.threeHabits()
        defer { cli.cleanUp() }
        cli.extraEnvironment = ["LANG": "de_DE.UTF-8"]
        cli.ok("done", "Gym", "--mood", "gut")
        #expect(cli.ok("history", "Gym", "--limit", "1").stdout.contains("🙂 gut"))
        cli.extraEnvironment = [:]
        #expect(cli.ok("history", "Gym", "--limit", "1").stdout.contains("🙂 good"))
        #expect(cli.ok("export", "--csv").stdout.contains(",good\n"))
    }

    /// habitd speaks the language too where a user reads it on a terminal: a bad config
    /// stops it with one German line (its log lines stay English, for the journal).
    @Test func habitdRefusesABadConfigInGerman() throws {
        var cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        let config = cli.dir + "/habitd.toml"
        try "# habitd\ngrace_seconds = -5\n".write(toFile: config, atomically: true, encoding: .utf8)
        cli.extraEnvironment = ["LANG": "de_DE.UTF-8"]
        let r = CLI.exec(HabitdStartupTests.habitd, ["--db", cli.db, "--config", config], environment: cli.environment)
        #expect(r.status == 1 && r.stdout.isEmpty)
        #expect(r.stderr == "habitd: \(config):2: „grace_seconds“ muss zwischen 0 und 3600 liegen, nicht -5\n")
        #expect(!FileManager.default.fileExists(atPath: cli.db))
    }

    /// --help in the user's language: our abstracts, discussions and option texts (the
    /// parser's own headings stay English), for habitctl and habitd alike.
    @Test func helpInGermanAndSpanish() {
        var cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        cli.extraEnvironment = ["LANG": "de_DE.UTF-8"]
        let done = cli.ok("done", "--help").stdout
        #expect(done.hasPrefix("ÜBERSICHT: Einen Eintrag machen (heute, außer mit --date; nie ein künftiger\nTag).\n\nBeispiele:\n"), "\(done)")
        #expect(done.contains("  <name>                  Die Gewohnheit.\n") && done.contains("  --count <N>             Wie oft. (Standard: 1)\n"))
        // The parser's own headings, and its errors: one line, exit 64, nothing written.
        #expect(done.contains("\nAUFRUF: habitctl done <name>") && done.contains("\nARGUMENTE:\n") && done.contains("\nOPTIONEN:\n"))
        #expect(done.contains("  -h, --help              Hilfe anzeigen.\n"))
        let bad = cli.run(["done", "Read", "--count", "abc"])
        #expect(bad.status == 64 && bad.stderr == "habitctl: Der Wert „abc“ ist für „--count <N>“ ungültig\n", "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.db))
        #expect(cli.ok("config", "--help").stdout.contains("Einstellungen:\n  quiet-hours       HH:MM-HH:MM oder off: keine Erinnerungen"))
        cli.extraEnvironment = ["LANGUAGE": "es"]
        let habitd = CLI.exec(HabitdStartupTests.habitd, ["--help"], environment: cli.environment)
        #expect(habitd.status == 0 && habitd.stdout.hasPrefix("DESCRIPCIÓN: Muestra una notificación de escritorio cuando"), "\(habitd.stdout)")
        let bogus = CLI.exec(HabitdStartupTests.habitd, ["--bogus"], environment: cli.environment)
        #expect(bogus.status == 64 && bogus.stderr == "habitd: Opción desconocida «--bogus»\n", "\(bogus.stderr)")
        // English as before where nothing asks for another language.
        cli.extraEnvironment = [:]
        #expect(cli.ok("done", "--help").stdout.hasPrefix("OVERVIEW: Record a completion (today unless --date; never a future day).\n"))
    }

    /// French and Russian, as German and Spanish: the board, its sections, and an error (one
    /// line, nothing written).
    @Test func theBoardInFrenchAndRussian() {
        var cli = Self.threeHabits()
        defer { cli.cleanUp() }
        cli.extraEnvironment = ["LANGUAGE": "fr"]
        let fr = cli.ok("list").stdout
        #expect(fr.hasPrefix("Semaine du lun 2026-11-16 · aujourd'hui jeu 2026-11-19\n                L M M J V S D \nÉpinglée\n"), "\(fr)")
        #expect(fr.contains("G  Gym          · ■ ·[○]◦ ◦ ◦   1 / 3 cette semaine  due\n") && fr.contains("\nSans catégorie\n"), "\(fr)")
        cli.extraEnvironment = ["LANGUAGE": "ru"]
        let ru = cli.ok("list").stdout
        #expect(ru.hasPrefix("Неделя с Пн 2026-11-16 · сегодня Чт 2026-11-19\n                П В С Ч П С В \nЗакреплено\n"), "\(ru)")
        #expect(ru.contains("G  Gym          · ■ ·[○]◦ ◦ ◦   1 / 3 на этой неделе  нужно\n") && ru.contains("\nБез категории\n"), "\(ru)")
        let before = cli.fingerprint()
        let bad = cli.run(["done", "Gym", "--date", "2026-13-01"])
        #expect(bad.status != 0 && bad.stdout.isEmpty)
        #expect(bad.stderr == "habitctl: Неверная дата '2026-13-01': укажите существующую дату в виде ГГГГ-ММ-ДД\n", "\(bad.stderr)")
        #expect(cli.fingerprint() == before)
    }

    /// Plural forms by each language's own rule, as libintl reads it from the catalogue's
    /// Plural-Forms: French puts 1 (and 0) in the singular and 21 in the plural; Russian and
    /// Ukrainian have three forms, 1 and 21 in the first, 2 and 22 in the second, 5 and 25 in
    /// the third; Polish puts 21 with 5, Czech 21 and 22 with 5.
    @Test func pluralFormsByEachLanguagesOwnRule() {
        var cli = Self.threeHabits()
        defer { cli.cleanUp() }
        let said: [String: [String]] = [
            "fr": ["1 dernière semaine", "2 dernières semaines", "5 dernières semaines", "21 dernières semaines",
                   "22 dernières semaines", "25 dernières semaines"],
            "ru": ["Последняя 1 неделя", "Последние 2 недели", "Последние 5 недель", "Последняя 21 неделя",
                   "Последние 22 недели", "Последние 25 недель"],
            "uk": ["Останній 1 тиждень", "Останні 2 тижні", "Останні 5 тижнів", "Останній 21 тиждень",
                   "Останні 22 тижні", "Останні 25 тижнів"],
            "pl": ["Ostatni 1 tydzień", "Ostatnie 2 tygodnie", "Ostatnie 5 tygodni", "Ostatnie 21 tygodni",
                   "Ostatnie 22 tygodnie", "Ostatnie 25 tygodni"],
            "cs": ["Poslední 1 týden", "Poslední 2 týdny", "Posledních 5 týdnů", "Posledních 21 týdnů",
                   "Posledních 22 týdnů", "Posledních 25 týdnů"],
        ]
        for (lang, lines) in said {
            cli.extraEnvironment = ["LANGUAGE": lang]
            for (n, line) in zip([1, 2, 5, 21, 22, 25], lines) {
                let show = cli.ok("show", "Gym", "--weeks", String(n)).stdout
                #expect(show.contains("\n\(line)\n"), "\(lang) \(n): \(show)")
            }
        }
    }

    @Test func aBadLanguageIsOneLineAndWritesNothing() {
        let cli = Self.threeHabits()
        defer { cli.cleanUp() }
        let before = cli.fingerprint()
        let bad = cli.run(["config", "set", "language", "de.UTF-8"])
        #expect(bad.status != 0 && bad.stderrLines.count == 1)
        #expect(bad.stderr == "habitctl: Invalid value 'de.UTF-8' for language: expected a language code such as de, es or en, or auto\n")
        #expect(cli.fingerprint() == before)
    }

    @Test func thePosixLocaleStaysEnglish() {
        var cli = Self.threeHabits()
        defer { cli.cleanUp() }
        // As every GNU program: LC_ALL=C means POSIX output, whatever LANGUAGE says.
        cli.extraEnvironment = ["LC_ALL": "C", "LANGUAGE": "de"]
        #expect(cli.ok("list").stdout.hasPrefix("Week of Mon 2026-11-16"))
        // A language without a catalogue falls back to the English messages.
        // (Its week starts as Japan's does, on Sunday.)
        cli.extraEnvironment = ["LANG": "ja_JP.UTF-8"]
        #expect(cli.ok("list").stdout.hasPrefix("Week of Sun 2026-11-15 · today Thu 2026-11-19\n"))
    }

    /// Numbers follow LC_NUMERIC and dates LC_TIME when their locale exists: a locale of our
    /// own, compiled with localedef from Debian's `locales` definitions, found through LOCPATH.
    @Test func decimalsAndDatesFollowTheLocale() throws {
        var cli = Self.threeHabits()
        defer { cli.cleanUp() }
        let locales = cli.dir + "/locales"
        try FileManager.default.createDirectory(atPath: locales, withIntermediateDirectories: true)
        let made = CLI.exec("/usr/bin/localedef", ["-i", "de_DE", "-f", "UTF-8", locales + "/de_DE.UTF-8"], environment: ["PATH": "/usr/bin:/bin"])
        // localedef says 1 for warnings about the definitions; the files are what counts.
        try #require(FileManager.default.fileExists(atPath: locales + "/de_DE.UTF-8/LC_NUMERIC"), "localedef \(made.status): \(made.stderr)")
        cli.extraEnvironment = ["LOCPATH": locales, "LANG": "de_DE.UTF-8"]
        #expect(cli.ok("done", "Read", "--value", "2.5").stdout == "✓ Read: 14,5 / 20 Seiten heute · 0 / 7 diese Woche\n")
        #expect(cli.ok("list").stdout.hasPrefix("Woche ab Mo 16.11.2026 · heute Do 19.11.2026\n"))
        #expect(cli.ok("done", "Gym", "--date", "2026-11-18").stdout == "✓ Gym: erledigt am 18.11.2026 · 2 / 3 diese Woche\n")
        // Both figures of the contrast warning in one decimal separator (issue 29 part 5).
        let dark = cli.run(["add", "--plain", "Dunkel", "--color", "#222222"])
        #expect(dark.stderr.contains("(1,1:1 ") && dark.stderr.contains(" 4,5:1 "), "\(dark.stderr)")
        // Dates typed stay ISO 8601, and so do the files.
        #expect(cli.ok("export", "--csv").stdout.contains("\nGym,2026-11-18,1,"))
        // Files for other programs keep the full stop.
        #expect(cli.ok("export", "--csv").stdout.contains("\nRead,2026-11-19,1,2.5,,cli,"))
        // German messages with English numbers: LC_NUMERIC wins for numbers alone.
        cli.extraEnvironment = ["LOCPATH": locales, "LANG": "de_DE.UTF-8", "LC_NUMERIC": "C.UTF-8"]
        #expect(cli.ok("list").stdout.contains("14.5 / 20 Seiten"))
    }

    /// Right-to-left names (Arabic with a combining vowel mark, Hebrew) take as many columns
    /// as their letters, so every column after the name starts where it does for the others.
    @Test func rightToLeftNamesLineUpInTheBoard() {
        var cli = CLI.onTheToursClock()
        defer { cli.cleanUp() }
        for name in ["قِراءة", "ריצה", "Run"] { cli.ok("add", name, "--plain", "--icon", "📚", "--start", "2026-11-16") }
        cli.extraEnvironment = ["LANG": "ar_EG.UTF-8"]
        let rows = cli.ok("list").stdout.split(separator: "\n").filter { $0.hasPrefix("📚") }
        #expect(rows.count == 3)
        // Each right-to-left name inside an isolate of its own (a bidi terminal keeps the bar
        // and the figures after it left to right), the left-to-right one as typed.
        #expect(rows[0].contains("📚 \u{2068}قِراءة\u{2069} ") && rows[1].contains("📚 \u{2068}ריצה\u{2069} ") && rows[2].contains("📚 Run "))
        let bracket = rows.map { row in Self.columns(row[..<row.firstIndex(of: "[")!]) }
        #expect(Set(bracket).count == 1, "today's bracket at columns \(bracket):\n\(rows.joined(separator: "\n"))")
    }

    /// Terminal columns of `text`, counted here and not by habitctl: combining marks and format
    /// characters take none, emoji two, every other character one.
    static func columns(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { n, s in
            switch s.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: return n
            default: return n + (s.properties.isEmojiPresentation ? 2 : 1)
            }
        }
    }
}
