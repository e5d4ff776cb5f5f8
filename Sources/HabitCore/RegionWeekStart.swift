/// The day a region's calendars start the week on, from CLDR's week data (its `firstDay`),
/// where Foundation asked ICU for a locale's first weekday. RegionWeekStartTests hold this
/// table to Foundation's answer for every region and for the languages below.
public enum RegionWeekStart {
    /// `de_DE`, `en_US`, `pt_BR`, `de`: the region's first day, or for a language alone its
    /// most likely region's; Monday for CLDR's world default, and for Friday (the Maldives),
    /// which habitd's week cannot start on.
    public static func of(locale: String) -> Weekday {
        let parts = locale.split { $0 == "_" || $0 == "-" }
        let region = parts.dropFirst().first { $0.count == 2 || $0.count == 3 && $0.allSatisfy(\.isNumber) }
        if let region {
            if sunday.contains(String(region)) { return .sunday }
            if saturday.contains(String(region)) { return .saturday }
            return .monday
        }
        let language = parts.first.map(String.init) ?? ""
        if sundayLanguages.contains(language) { return .sunday }
        if saturdayLanguages.contains(language) { return .saturday }
        return .monday
    }

    static let sunday: Set<String> = Set("""
        AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JO JP KE KH KR LA MH MM MO MT MX MZ NI NP \
        PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW
        """.split(separator: " ").map(String.init))

    static let saturday: Set<String> = Set("AF BH DJ EG IQ IR KW LY OM QA SD SY".split(separator: " ").map(String.init))

    /// Languages written alone (`LANG=en`) whose likely region starts on Sunday or Saturday:
    /// the most spoken of them; any other language alone starts on Monday.
    static let sundayLanguages: Set<String> = ["en", "pt", "ja", "zh", "ko", "hi", "bn", "ur", "id", "jv", "th", "he", "mr", "te",
                                               "ta", "gu", "kn", "ml", "pa", "my", "km", "lo", "ne", "am", "fil", "mt", "yue"]
    static let saturdayLanguages: Set<String> = ["ar", "fa", "ps", "ckb"]
}
