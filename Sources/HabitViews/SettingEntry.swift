import HabitCore
import HabitStore

/// One setting as `config list --json` and the API's `GET settings` show it.
public struct SettingEntry: Encodable {
    public let key: String
    public let value: String
    /// Not stored: the default is in force.
    public let isDefault: Bool

    /// Every setting, in `SettingKey`'s order, as `clock` has them in force.
    public static func all(_ db: HabitDatabase, _ clock: LedgerClock) throws -> [SettingEntry] {
        let stored = try db.storedSettings()
        return SettingKey.allCases.map {
            SettingEntry(key: $0.rawValue, value: $0.value(in: clock.settings, defaultWeekStart: clock.weekStart),
                         isDefault: stored[$0.rawValue] == nil)
        }
    }
}
