import Foundation
import HabitCore
import Testing

/// CLDR's first day of the week as our table has it, against Foundation's calendar (ICU's
/// copy of CLDR) for every region it knows and for the languages written alone the table
/// names, plus the twelve of habitd's catalogues.
struct RegionWeekStartTests {
    static func foundations(_ identifier: String) -> Weekday {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: identifier)
        switch calendar.firstWeekday {
        case 1: return .sunday
        case 7: return .saturday
        default: return .monday   // Friday (the Maldives) too: habitd's week cannot start on it
        }
    }

    @Test func everyRegionAgreesWithFoundation() {
        var disagree: [String] = []
        for region in Locale.Region.isoRegions where region.identifier.count == 2 {
            for language in ["en", "ar", "fr"] {
                let id = "\(language)_\(region.identifier)"
                if RegionWeekStart.of(locale: id) != Self.foundations(id) { disagree.append(id) }
            }
        }
        #expect(disagree.isEmpty, "\(disagree.prefix(10))")
    }

    @Test(arguments: ["en", "pt", "ja", "zh", "ko", "hi", "bn", "ur", "id", "jv", "th", "he", "mr", "te", "ta", "gu", "kn", "ml", "pa",
                      "my", "km", "lo", "ne", "am", "fil", "mt", "yue", "ar", "fa", "ps", "ckb",
                      "de", "es", "fr", "it", "nl", "pl", "ru", "sv", "tr", "uk", "cs"])
    func aLanguageAloneAgreesWithFoundation(_ language: String) {
        #expect(RegionWeekStart.of(locale: language) == Self.foundations(language))
    }

    @Test func theLocaleOfTheEnvironment() {
        #expect(RegionWeekStart.of(locale: "en_GB") == .monday)
        #expect(RegionWeekStart.of(locale: "en-US") == .sunday)
        #expect(RegionWeekStart.of(locale: "ar_EG") == .saturday)
        #expect(RegionWeekStart.of(locale: "es_419") == .monday)
    }
}
