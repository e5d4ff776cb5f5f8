import HabitCore

/// Importing from the browser (issue 31): habitd's export, Loop's backup or CSV zip, or
/// harsh's two files; a dry run first, whose report says what would happen, then "Import it".
/// The markup is `import.mustache` and `import-report.mustache`.
enum ImportPage {
    /// The files a refused check was given, kept for the next try (a browser cannot be given
    /// its chosen file back): the id the form posts, and what was chosen.
    struct Kept {
        let id: String
        let pending: PendingImports.Pending
    }

    static func form(problem: String?, kept: Kept? = nil, language: String) -> String {
        let kind = kept?.pending.kind ?? "export"
        return PageTemplate.page("import", title: tr("Import"), language: language, [
            "problem": problem ?? false, "whatItIs": tr("What it is"),
            "kinds": [
                ("export", tr("habitctl's export (JSON)")),
                ("loop", tr("Loop Habit Tracker: its backup (.db) or CSV export (.zip)")),
                ("harsh", tr("harsh: its habits file, and its log below")),
            ].map { value, label in ["value": value, "label": label, "checked": value == kind] as [String: Any] },
            "kept": kept.map { k in
                ["id": k.id, "said": tr("Kept from before: %s. Choose another file to use it instead.",
                                         k.pending.files.values.map(\.name).sorted().joined(separator: ", "))] as [String: Any]
            } ?? false,
            "rename": kept?.pending.rename ?? false,
            "fileLabel": tr("The file"), "logLabel": tr("harsh's log file"),
            "renameLabel": tr("Import a habit whose name is taken as 'Name (Loop)' / 'Name (harsh)' instead."),
            "replaceHeading": tr("Replace everything"),
            "replaceWarning": tr("For habitctl's export only: every habit here, with its history, is deleted and the file's put in their place. The check comes first, then a box to tick."),
            "replaceLabel": tr("Replace everything in the database with the file's contents."),
            "check": tr("Check it (nothing is written)"),
        ])
    }

    /// What a dry run found (`confirm`: the id its "Import it" posts) or what the import did.
    /// `replacing`: the habits here that a replace would delete (nil: not a replace), said
    /// above a box the confirmation needs ticked.
    static func report(_ lines: [String], warnings: [String], confirm: String?, replacing: Int? = nil, language: String) -> String {
        PageTemplate.page("import-report", title: tr("Import"), language: language, [
            "warnings": warnings.isEmpty ? false : ["each": warnings.map { tr("Warning: %s", $0) }],
            "lines": lines.map { $0.trimmingSpaces() },
            "confirm": confirm.map { ["id": $0, "importIt": tr("Import it"), "startAgain": tr("Start again"),
                                      "replacing": replacing.map { n in [
                                        "warning": trn("This replaces everything: the %s habit here, with its history, is deleted first.",
                                                       "This replaces everything: the %s habits here, with their history, are deleted first.", n, n),
                                        "understood": tr("I understand: replace everything with this file."),
                                        "replaceIt": tr("Replace everything"),
                                      ] as [String: Any] } ?? false] as [String: Any] } ?? false,
            "back": tr("Back to the board"),
        ])
    }
}
