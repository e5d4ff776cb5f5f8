import HabitCore

/// Importing from the browser (issue 31): habitd's export, Loop's backup or CSV zip, or
/// harsh's two files; a dry run first, whose report says what would happen, then "Import it".
enum ImportPage {
    static func form(problem: String?, language: String) -> String {
        var body = "<header class=\"page\"><h1>\(HTML.escape(tr("Import")))</h1></header>\n<main>\n"
        if let problem { body += "<p class=\"problem\" id=\"import-problem\" role=\"alert\">\(HTML.escape(problem))</p>\n" }
        body += "<form class=\"edit\" method=\"post\" action=\"/import\" enctype=\"multipart/form-data\">"
            + "<fieldset><legend>\(HTML.escape(tr("What it is")))</legend>"
            + choice("export", tr("habitctl's export (JSON)"), checked: true)
            + choice("loop", tr("Loop Habit Tracker: its backup (.db) or CSV export (.zip)"))
            + choice("harsh", tr("harsh: its habits file, and its log below"))
            + "</fieldset>"
            + "<p class=\"field\"><label for=\"file\">\(HTML.escape(tr("The file")))</label><input id=\"file\" name=\"file\" type=\"file\""
            + (problem != nil ? " aria-invalid=\"true\" aria-describedby=\"import-problem\"" : "") + "></p>"
            + "<p class=\"field\"><label for=\"log\">\(HTML.escape(tr("harsh's log file")))</label><input id=\"log\" name=\"log\" type=\"file\"></p>"
            + "<p class=\"field\"><label class=\"choice\"><input type=\"checkbox\" name=\"rename\"> "
            + HTML.escape(tr("Import a habit whose name is taken as 'Name (Loop)' / 'Name (harsh)' instead.")) + "</label></p>"
            + "<p class=\"field\"><label class=\"choice\"><input type=\"checkbox\" name=\"replace\"> "
            + HTML.escape(tr("Replace everything in the database with the file's contents.")) + "</label></p>"
            + "<p><button class=\"primary\">\(HTML.escape(tr("Check it (nothing is written)")))</button></p></form>\n</main>"
        return HTML.page(language: language, title: tr("Import"), body: body)
    }

    private static func choice(_ value: String, _ label: String, checked: Bool = false) -> String {
        "<label class=\"choice\"><input type=\"radio\" name=\"kind\" value=\"\(value)\"\(checked ? " checked" : "")> \(HTML.escape(label))</label>"
    }

    /// What a dry run found (`confirm`: the id its "Import it" posts) or what the import did.
    static func report(_ lines: [String], warnings: [String], confirm: String?, language: String) -> String {
        var body = "<header class=\"page\"><h1>\(HTML.escape(tr("Import")))</h1></header>\n<main>\n"
        if !warnings.isEmpty {
            body += "<ul class=\"warnings\">" + warnings.map { "<li>\(HTML.escape(tr("Warning: %s", $0)))</li>" }.joined() + "</ul>\n"
        }
        body += "<ul class=\"lines\" role=\"status\">" + lines.map { "<li>\(HTML.escape($0.trimmingCharacters(in: .whitespaces)))</li>" }.joined() + "</ul>\n"
        if let confirm {
            body += "<form method=\"post\" action=\"/import/confirm\"><input type=\"hidden\" name=\"id\" value=\"\(confirm)\">"
                + "<p><button class=\"primary\">\(HTML.escape(tr("Import it")))</button> <a href=\"/import\">\(HTML.escape(tr("Start again")))</a></p></form>\n"
        } else {
            body += "<p><a class=\"button\" href=\"/\">\(HTML.escape(tr("Back to the board")))</a></p>\n"
        }
        return HTML.page(language: language, title: tr("Import"), body: body + "</main>")
    }
}
