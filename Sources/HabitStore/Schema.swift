import GRDB
import HabitCore
import HabitSync

/// The schema, as migrations in literal SQL. A shipped migration is never edited: a change
/// is a new migration appended here.
enum Schema {
    /// Written to the file header (`PRAGMA application_id`), "HBTD": how we know our own files.
    static let applicationID: Int32 = 0x4842_5444

    /// Every migration this build knows, in order (`migrations`). A file that lists
    /// others is from a newer habitd.
    static let identifiers = migrations.map(\.identifier)

    /// This build's schema, as `PRAGMA user_version`: an FNV-1a hash of the migrations'
    /// identifiers (31 bits), so that a file migrated by another build never matches by
    /// chance of having as many migrations. Every write stamps it (`HabitDatabase.bump`);
    /// `StoreHeader` reads it to skip inspecting a store that is already set up.
    static let level = level(of: identifiers)

    /// The identifiers joined by newlines, hashed byte by byte (not joined into one string
    /// first: the standard library's `joined` cost a start tens of microseconds).
    static func level(of identifiers: [String]) -> Int32 {
        var hash: UInt32 = 2_166_136_261
        for (i, identifier) in identifiers.enumerated() {
            if i > 0 { hash = (hash ^ UInt32(UInt8(ascii: "\n"))) &* 16_777_619 }
            for byte in identifier.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        }
        return Int32(bitPattern: hash & 0x7fff_ffff)
    }

    /// Stamps `level` in the caller's write transaction, unless it is there already.
    static func stampLevel(_ db: Database) throws {
        if try Int32.fetchOne(db, sql: "PRAGMA user_version") != level {
            try db.execute(sql: "PRAGMA user_version = \(level)")
        }
    }

    /// The migrations written out here, in order: an identifier and what it does. Data rather
    /// than calls on a `DatabaseMigrator`, so that `identifiers` (and `level`, which every
    /// command checks) need no migrator built (docs/package.md, start-up).
    private static let literal: [Migration] = [
        ("v1", { db in
            try db.execute(sql: "PRAGMA application_id = \(applicationID)")
            try db.execute(sql: """
                CREATE TABLE category (
                    id         INTEGER PRIMARY KEY,
                    name       TEXT NOT NULL,
                    name_key   TEXT NOT NULL UNIQUE
                );
                CREATE TABLE habit (
                    id             INTEGER PRIMARY KEY,
                    name           TEXT NOT NULL,
                    name_key       TEXT NOT NULL UNIQUE,
                    description    TEXT,
                    icon           TEXT,
                    color          TEXT NOT NULL,
                    category_id    INTEGER REFERENCES category(id) ON DELETE SET NULL,
                    kind           TEXT NOT NULL CHECK (kind IN ('build', 'quit')),
                    goal_value     REAL,
                    goal_unit      TEXT,
                    schedule_kind  TEXT NOT NULL
                                   CHECK (schedule_kind IN ('daily', 'days', 'every', 'weekly', 'monthly', 'irregular')),
                    schedule_value INTEGER,
                    times_per_day  INTEGER NOT NULL DEFAULT 1 CHECK (times_per_day BETWEEN 1 AND 24),
                    start_date     TEXT NOT NULL,
                    end_date       TEXT,
                    zone           TEXT,
                    archived       INTEGER NOT NULL DEFAULT 0,
                    pinned         INTEGER NOT NULL DEFAULT 0,
                    created_at     INTEGER NOT NULL  -- Unix seconds
                );
                CREATE INDEX habit_category ON habit(category_id);
                CREATE TABLE reminder (
                    id        INTEGER PRIMARY KEY,
                    habit_id  INTEGER NOT NULL REFERENCES habit(id) ON DELETE CASCADE,
                    time      TEXT NOT NULL,
                    days      INTEGER,
                    UNIQUE (habit_id, time)
                );
                -- Clustered by habit and date, the way every query reads them: no separate
                -- index, and about half the size of a rowid table with one.
                CREATE TABLE completion (
                    habit_id    INTEGER NOT NULL REFERENCES habit(id) ON DELETE CASCADE,
                    date        TEXT NOT NULL,     -- the local calendar date, YYYY-MM-DD
                    seq         INTEGER NOT NULL,  -- 1, 2, … within the habit and date
                    count       INTEGER NOT NULL DEFAULT 1 CHECK (count > 0),
                    value       REAL,
                    note        TEXT,
                    source      TEXT NOT NULL,
                    recorded_at INTEGER NOT NULL,  -- Unix seconds
                    PRIMARY KEY (habit_id, date, seq)
                ) WITHOUT ROWID;
                CREATE TABLE skip (
                    habit_id    INTEGER NOT NULL REFERENCES habit(id) ON DELETE CASCADE,
                    date        TEXT NOT NULL,
                    note        TEXT,
                    recorded_at INTEGER NOT NULL,
                    PRIMARY KEY (habit_id, date)
                ) WITHOUT ROWID;
                CREATE TABLE setting (
                    key   TEXT PRIMARY KEY,
                    value TEXT NOT NULL
                ) WITHOUT ROWID;
                """)
        }),
        ("v1-preset-categories", { db in
            for name in ["Health", "Fitness", "Learning", "Social"] {
                try db.execute(sql: "INSERT INTO category (name, name_key) VALUES (?, ?)", arguments: [name, name.lowercased()])
            }
        }),
        ("v2-delivery", { db in
            try db.execute(sql: """
                -- The daemon's ledger: each reminder time of a habit at most once per local date.
                CREATE TABLE delivery (
                    habit_id    INTEGER NOT NULL REFERENCES habit(id) ON DELETE CASCADE,
                    date        TEXT NOT NULL,      -- the habit's local date
                    reminder    TEXT NOT NULL,      -- HH:MM
                    outcome     TEXT NOT NULL CHECK (outcome IN ('shown', 'suppressed', 'missed', 'caught_up',
                                                     'snoozed', 'done_from_notification', 'skipped_from_notification')),
                    planned_at  INTEGER NOT NULL,   -- Unix seconds
                    recorded_at INTEGER NOT NULL,
                    PRIMARY KEY (habit_id, date, reminder)
                ) WITHOUT ROWID;
                -- A snoozed reminder comes back at `until`, even after a restart.
                CREATE TABLE snooze (
                    habit_id    INTEGER PRIMARY KEY REFERENCES habit(id) ON DELETE CASCADE,
                    date        TEXT NOT NULL,
                    reminders   TEXT NOT NULL,      -- HH:MM,HH:MM
                    until       INTEGER NOT NULL    -- Unix seconds
                );
                -- The daemon's own marks (last_alive: the last instant it had planned through).
                CREATE TABLE daemon_state (
                    key   TEXT PRIMARY KEY,
                    value TEXT NOT NULL
                ) WITHOUT ROWID;
                """)
        }),
        ("v3-rewards-achievements", { db in
            try db.execute(sql: """
                -- "Every 7 days in a row: a new book": both set or both NULL.
                ALTER TABLE habit ADD COLUMN reward_text TEXT;
                ALTER TABLE habit ADD COLUMN reward_every INTEGER CHECK (reward_every IS NULL OR reward_every >= 2);
                -- Achievements the daemon has celebrated, so each is celebrated once (a restart
                -- or an undo and redo finds it here). `key` names it: "milestone 3 since 2026-11-20".
                CREATE TABLE achievement (
                    habit_id    INTEGER NOT NULL REFERENCES habit(id) ON DELETE CASCADE,
                    key         TEXT NOT NULL,
                    recorded_at INTEGER NOT NULL,
                    PRIMARY KEY (habit_id, key)
                ) WITHOUT ROWID;
                """)
        }),
        ("v4-nudges", { db in
            try db.execute(sql: """
                -- Remind again every nudge_every minutes, at most nudge_times times: both set or both NULL.
                ALTER TABLE habit ADD COLUMN nudge_every INTEGER CHECK (nudge_every IS NULL OR nudge_every BETWEEN 5 AND 720);
                ALTER TABLE habit ADD COLUMN nudge_times INTEGER CHECK (nudge_times IS NULL OR nudge_times BETWEEN 1 AND 20);
                """)
        }),
        ("v5-derived-state", { db in
            // Filled by `HabitDatabase.buildStates` right after migrating (it reads
            // habits through today's code, which a migration must not depend on).
            try db.execute(sql: """
                -- Per habit: its streak fold over settled periods and whole-log totals, kept in
                -- step by every write (see DerivedState and HabitDatabase+DerivedState).
                CREATE TABLE habit_state (
                    habit_id       INTEGER PRIMARY KEY REFERENCES habit(id) ON DELETE CASCADE,
                    inputs         TEXT NOT NULL,     -- HabitRules.foldInputs
                    settled_before TEXT NOT NULL,     -- periods ending before it are folded in
                    run            INTEGER NOT NULL,
                    run_since      TEXT,
                    best           INTEGER NOT NULL,
                    best_first     TEXT,
                    best_last      TEXT,
                    milestones     TEXT NOT NULL,     -- dates each ladder step was first reached, comma-separated
                    completions    INTEGER NOT NULL,  -- sum of counts, whole log
                    last_done      TEXT
                );
                """)
        }),
        ("v6-store-version", { db in
            try db.execute(sql: """
                -- Bumped by every write (see StoreVersion): what a long-running reader re-reads.
                CREATE TABLE store_version (
                    id         INTEGER PRIMARY KEY CHECK (id = 1),
                    version    INTEGER NOT NULL,
                    everything INTEGER NOT NULL   -- the version of the latest change to everything
                );
                INSERT INTO store_version (id, version, everything) VALUES (1, 1, 1);
                -- No foreign key: a deleted habit keeps its row, so readers learn it is gone.
                CREATE TABLE habit_version (
                    habit_id INTEGER PRIMARY KEY,
                    version  INTEGER NOT NULL
                );
                CREATE INDEX habit_version_by_version ON habit_version (version);
                """)
        }),
        ("v7-habit-origin", { db in
            try db.execute(sql: """
                -- Where an imported habit came from (Loop's uuid, harsh's name): what lets the
                -- same file be imported again without duplicates.
                CREATE TABLE habit_origin (
                    habit_id    INTEGER PRIMARY KEY REFERENCES habit(id) ON DELETE CASCADE,
                    origin      TEXT NOT NULL,     -- 'loop', 'harsh'
                    external_id TEXT NOT NULL,
                    UNIQUE (origin, external_id)
                );
                """)
        }),
        ("v8-habit-uuid", { db in
            try db.execute(sql: """
                -- Each habit's identity across devices (sync) and exports: a version-4 UUID in
                -- lowercase text, made here for the habits already there.
                ALTER TABLE habit ADD COLUMN uuid TEXT;
                UPDATE habit SET uuid = lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4'
                    || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + abs(random()) % 4, 1)
                    || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)));
                CREATE UNIQUE INDEX habit_by_uuid ON habit (uuid);
                """)
        }),
        ("v9-sync", { db in
            try db.execute(sql: """
                -- The journal devices exchange through a synced folder (see HabitDatabase+Sync).
                -- Empty until `habitctl sync setup`. key: device, folder, clock, next_seq.
                CREATE TABLE sync_meta (
                    key   TEXT PRIMARY KEY,
                    value TEXT NOT NULL
                ) WITHOUT ROWID;
                -- This device's operations committed but not yet published in a segment: written
                -- in the transaction of the change, removed in the one that publishes them.
                CREATE TABLE sync_journal (
                    seq  INTEGER PRIMARY KEY,
                    line TEXT NOT NULL     -- the operation as its segment line
                );
                -- The replicated state: per habit (UUID) each field and each day with the clock of
                -- the operation that set it, and the habits deleted for good.
                CREATE TABLE sync_field (
                    habit TEXT NOT NULL,
                    field TEXT NOT NULL,
                    hlc   TEXT NOT NULL,
                    value TEXT,            -- JSON text; NULL: unset
                    PRIMARY KEY (habit, field)
                ) WITHOUT ROWID;
                CREATE TABLE sync_day (
                    habit TEXT NOT NULL,
                    date  TEXT NOT NULL,
                    hlc   TEXT NOT NULL,
                    log   TEXT NOT NULL,   -- DayLog.text
                    PRIMARY KEY (habit, date)
                ) WITHOUT ROWID;
                CREATE TABLE sync_tombstone (
                    habit TEXT PRIMARY KEY,
                    hlc   TEXT NOT NULL
                ) WITHOUT ROWID;
                -- Other devices' segments applied, and files refused (until they change).
                CREATE TABLE sync_segment (
                    device     TEXT NOT NULL,
                    first      INTEGER NOT NULL,
                    last       INTEGER NOT NULL,
                    last_hlc   TEXT,
                    applied_at INTEGER NOT NULL,
                    PRIMARY KEY (device, first)
                ) WITHOUT ROWID;
                CREATE TABLE sync_quarantine (
                    path   TEXT PRIMARY KEY,
                    size   INTEGER NOT NULL,
                    mtime  INTEGER NOT NULL,
                    reason TEXT NOT NULL,
                    at     INTEGER NOT NULL
                ) WITHOUT ROWID;
                """)
        }),
        ("v10-sync-compact", { db in
            try db.execute(sql: """
                -- Habit and device ids as small integers in the replicated days.
                CREATE TABLE sync_key (
                    id   INTEGER PRIMARY KEY,
                    text TEXT NOT NULL UNIQUE
                );
                -- A day no longer keeps its whole log once the habit tables hold it: the clock
                -- (millis << 16 | counter, and the device), and a hash of DayLog.text to tell a
                -- change; the text only while the habit cannot be shown here (held).
                CREATE TABLE sync_day_v10 (
                    habit  INTEGER NOT NULL,   -- sync_key
                    date   TEXT NOT NULL,
                    clock  INTEGER NOT NULL,
                    device INTEGER NOT NULL,   -- sync_key
                    hash   INTEGER NOT NULL,   -- DayLog.digest
                    log    TEXT,               -- DayLog.text, only for a habit without a row here
                    PRIMARY KEY (habit, date)
                ) WITHOUT ROWID;
                -- Per other device, the newest snapshot of its own this store holds (applied, or
                -- covered by its segments), and the clock of that snapshot's newest entry.
                CREATE TABLE sync_peer (
                    device   TEXT PRIMARY KEY,
                    snapshot INTEGER NOT NULL,
                    hlc      TEXT
                ) WITHOUT ROWID;
                """)
            let rows = try Row.fetchAll(db, sql: """
                SELECT d.habit, d.date, d.hlc, d.log, EXISTS (SELECT 1 FROM habit h WHERE h.uuid = d.habit) FROM sync_day d
                """)
            for row in rows {
                guard let clock = HLC(row[2] as String), let date = CivilDate(parsing: row[1] as String) else { continue }
                let text: String = row[3]
                try db.execute(sql: "INSERT INTO sync_day_v10 (habit, date, clock, device, hash, log) VALUES (?, ?, ?, ?, ?, ?)",
                               arguments: [try SyncKeys.id(db, row[0]), date, SyncReplica.packed(clock), try SyncKeys.id(db, clock.device),
                                           DayLog(text: text)?.digest ?? 0, (row[4] as Bool) ? nil : text])
            }
            try db.execute(sql: "DROP TABLE sync_day; ALTER TABLE sync_day_v10 RENAME TO sync_day;")
        }),
        ("v11-habit-updated-at", { db in
            try db.execute(sql: """
                -- When a habit's definition last changed (spec 004's updatedAt; export carries it).
                -- Unix seconds; the habits already there start from their creation.
                ALTER TABLE habit ADD COLUMN updated_at INTEGER;
                UPDATE habit SET updated_at = created_at;
                """)
        }),
        ("v12-reminders-paused", { db in
            // Reminders kept but not fired (habitctl edit NAME --reminders off).
            try db.execute(sql: "ALTER TABLE habit ADD COLUMN reminders_paused INTEGER NOT NULL DEFAULT 0")
        }),
        ("v13-habit-sound", { db in
            // The sound a habit's reminders ask for; NULL: the `sound` setting's.
            try db.execute(sql: "ALTER TABLE habit ADD COLUMN sound TEXT")
        }),
        ("v14-habit-chart", { db in
            // How stats draws the habit's completion rate by default: 'line'; NULL: bars.
            try db.execute(sql: "ALTER TABLE habit ADD COLUMN chart TEXT")
        }),
        ("v15-goal-period", { db in
            // What the goal is measured over: 'week', 'month' or 'session'; NULL: a day.
            try db.execute(sql: "ALTER TABLE habit ADD COLUMN goal_period TEXT")
        }),
        ("v16-memo-mood", { db in
            // How a check-in felt, 1 (awful) to 5 (great); and whether done asks for a memo.
            try db.execute(sql: """
                ALTER TABLE completion ADD COLUMN mood INTEGER CHECK (mood BETWEEN 1 AND 5);
                ALTER TABLE habit ADD COLUMN ask_note INTEGER NOT NULL DEFAULT 0;
                """)
        }),
        ("v17-time-windows", { db in
            // The parts of the day a habit belongs to: 'morning,18:00-20:00'; NULL: none.
            try db.execute(sql: "ALTER TABLE habit ADD COLUMN windows TEXT")
        }),
        ("v18-remind-auto", { db in
            // 1: reminded at the usual time of its check-ins (--remind auto).
            try db.execute(sql: "ALTER TABLE habit ADD COLUMN remind_auto INTEGER NOT NULL DEFAULT 0")
        }),
        ("v19-pauses", { db in
            // Holidays and rests, as JSON: [{"first":"2026-12-01","last":"2026-12-07","note":"…"}].
            try db.execute(sql: "ALTER TABLE habit ADD COLUMN pauses TEXT")
        }),
        ("v20-declines", { db in
            // An explicit "no" (habitctl fail): not done, on purpose. A day holds a decline, a
            // skip or completions, never two of them.
            try db.execute(sql: """
                CREATE TABLE decline (
                    habit_id    INTEGER NOT NULL REFERENCES habit(id) ON DELETE CASCADE,
                    date        TEXT NOT NULL,
                    note        TEXT,
                    recorded_at INTEGER NOT NULL,
                    PRIMARY KEY (habit_id, date)
                ) WITHOUT ROWID
                """)
        }),
        ("v21-routines", { db in
            // A habit made of habits: {"members":["<uuid>",…],"need":2}; NULL: an ordinary habit.
            try db.execute(sql: "ALTER TABLE habit ADD COLUMN routine TEXT")
        }),
        ("v22-reminder-message", { db in
            // The reminder's own words, with {name}, {progress}, {streak}; NULL: the progress alone.
            try db.execute(sql: "ALTER TABLE habit ADD COLUMN message TEXT")
        }),
        ("v23-position", { db in
            // The user's order (habitctl move): lower first; NULL after, in creation order.
            try db.execute(sql: "ALTER TABLE habit ADD COLUMN position REAL")
        }),
        ("v24-memo-at", { db in
            // When a memo added to a day already done was written (Unix seconds); NULL: with the completion.
            try db.execute(sql: "ALTER TABLE completion ADD COLUMN memo_at INTEGER")
        }),
        ("v25-web-tokens", { db in
            // Who may use habitd's HTTP API (issue 30): a name, the SHA-256 of the token (the
            // token itself is shown once and never stored), read-only or not. This device's
            // own: tokens never sync or export.
            try db.execute(sql: """
                CREATE TABLE web_token (
                    name       TEXT NOT NULL PRIMARY KEY COLLATE NOCASE,
                    hash       TEXT NOT NULL UNIQUE,
                    read_only  INTEGER NOT NULL DEFAULT 0,
                    created_at INTEGER NOT NULL
                )
                """)
        }),
        ("v26-web-login", { db in
            // One-time login links (`habitctl web login`): the SHA-256 of the code, made at;
            // used once, within two minutes. This device's own, as tokens are.
            try db.execute(sql: """
                CREATE TABLE web_login (
                    hash       TEXT NOT NULL PRIMARY KEY,
                    created_at INTEGER NOT NULL
                )
                """)
        }),
        ("v27-habit-ids-never-reused", { db in
            // The highest habit id this store has given: a new habit gets the next one
            // (`HabitRecord.willInsert`), so a deleted habit's id is never given again.
            try db.execute(sql: """
                CREATE TABLE habit_id_used (value INTEGER NOT NULL);
                INSERT INTO habit_id_used SELECT COALESCE(MAX(id), 0) FROM habit;
                CREATE TRIGGER habit_id_used_insert AFTER INSERT ON habit
                    BEGIN UPDATE habit_id_used SET value = max(value, NEW.id); END;
                """)
        }),
        ("v28-web-token-use", { db in
            // What a browser's session was made by (its User-Agent, cut to printable ASCII) and
            // when a token was last used (Unix seconds, to five minutes): the Access page's
            // words for each. NULL: not known (made before, or never used).
            try db.execute(sql: "ALTER TABLE web_token ADD COLUMN agent TEXT")
            try db.execute(sql: "ALTER TABLE web_token ADD COLUMN used_at INTEGER")
        }),
        ("v29-web-tap", { db in
            // The page taps habitd has applied, by the id the page's script gave each
            // (`HabitDatabase.noteTap`): a tap kept while habitd was out of reach and sent
            // again is applied once. `at`: Unix seconds; rows older than `tapKeep` go.
            try db.execute(sql: "CREATE TABLE web_tap (id TEXT PRIMARY KEY NOT NULL, at INTEGER NOT NULL) WITHOUT ROWID")
        }),
    ]

    /// A migration: its identifier (never changed once shipped) and what it does.
    typealias Migration = (identifier: String, migrate: @Sendable (Database) throws -> Void)

    /// Every migration, in order: the literal ones, then the free texts declared after them,
    /// a column each, named for the text (`HabitTextField`). Literal migrations added later go
    /// at the end of `literal`.
    static var migrations: [Migration] {
        literal + HabitFieldTable.texts.filter(\.addsColumn).map { text in
            ("text-\(text.name)", { db in try db.execute(sql: "ALTER TABLE habit ADD COLUMN \(text.name) TEXT") })
        }
    }

    static var migrator: DatabaseMigrator {
        var m = DatabaseMigrator()
        for migration in migrations { m.registerMigration(migration.identifier, migrate: migration.migrate) }
        return m
    }
}
