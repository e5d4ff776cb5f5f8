import GRDB
import Testing
@testable import HabitStore

/// The migrations as data (`Schema.migrations`): the migrator registers exactly them, in
/// order, and the shipped ones keep their identifiers, so that stores made before keep their
/// level (`PRAGMA user_version`) and open on the fast path (`StoreHeader`).
@Suite struct SchemaTests {
    /// The identifiers as c6a8661's package lists them in a store's grdb_migrations.
    static let shipped = [
        "v1", "v1-preset-categories", "v2-delivery", "v3-rewards-achievements", "v4-nudges", "v5-derived-state",
        "v6-store-version", "v7-habit-origin", "v8-habit-uuid", "v9-sync", "v10-sync-compact", "v11-habit-updated-at",
        "v12-reminders-paused", "v13-habit-sound", "v14-habit-chart", "v15-goal-period", "v16-memo-mood",
        "v17-time-windows", "v18-remind-auto", "v19-pauses", "v20-declines", "v21-routines", "v22-reminder-message",
        "v23-position", "v24-memo-at", "v25-web-tokens", "v26-web-login", "v27-habit-ids-never-reused",
        "v28-web-token-use", "v29-web-tap", "text-question",
    ]

    @Test func theMigratorRegistersTheMigrationsInOrder() {
        #expect(Schema.migrator.migrations == Schema.identifiers)
        #expect(Schema.identifiers.starts(with: Self.shipped))
    }

    /// 2093089173: the `user_version` that build stamped on its stores.
    @Test func theLevelOfTheShippedMigrationsIsTheOneTheirStoresCarry() {
        #expect(Schema.level(of: Self.shipped) == 2_093_089_173)
        #expect(Schema.level == Schema.level(of: Schema.identifiers))
    }
}
