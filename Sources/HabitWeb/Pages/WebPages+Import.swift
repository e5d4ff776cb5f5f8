import FoundationEssentials
import HabitCore
import HabitImport
import HabitStore
import HabitViews

/// `/import`: the form, its dry run, and "Import it".
extension WebAPI {
    func importPage(_ request: WebRequest, now: Date) throws -> WebResponse? {
        guard request.path == "/import" || request.path == "/import/confirm" else { return nil }
        guard signedIn(request, now: now) else { return loginPage(request) }
        let language = pageLanguage(request)
        if request.method == "GET" || request.method == "HEAD" { return html(ImportPage.form(problem: nil, language: language)) }
        guard request.method == "POST" else { return nil }
        try mayChange(request, now: now)
        defer { cache.wrote() }
        if request.path == "/import/confirm" {
            let form = FormBody(request.body)
            guard let pending = pendingImports.take(form["id"] ?? "", now: now) else {
                return html(ImportPage.form(problem: tr("That check is over (ten minutes, or done already): choose the file again."), language: language), status: 422)
            }
            // A replace is confirmed twice: its check, and the box under its warning.
            if pending.replace && form["understood"] == nil {
                return html(ImportPage.form(problem: tr("Nothing was replaced: replacing everything needs its box ticked. Choose the file again."),
                                            language: language), status: 422)
            }
            do {
                let (lines, warnings) = try runImport(pending, dryRun: false, now: now)
                return html(ImportPage.report(lines, warnings: warnings, confirm: nil, language: language))
            } catch {
                return html(ImportPage.form(problem: try refusal(error), language: language), status: 422)
            }
        }
        guard let upload = MultipartForm(request.body, contentType: request.headers["content-type"]) else {
            return html(ImportPage.form(problem: tr("Choose a file to import."), language: language), status: 422)
        }
        let kind = upload["kind"]?.text ?? "export"
        // The files a refused check kept, unless others are chosen now.
        var files = upload["kept"].flatMap { pendingImports.take($0.text, now: now)?.files } ?? [:]
        for field in ["file", "log"] {
            if let part = upload[field], let name = part.filename, !name.isEmpty { files[field] = (name, part.bytes) }
        }
        guard ["export", "loop", "harsh"].contains(kind), files["file"] != nil else {
            return html(ImportPage.form(problem: tr("Choose a file to import."), language: language), status: 422)
        }
        let pending = PendingImports.Pending(kind: kind, files: files, rename: upload["rename"] != nil, replace: upload["replace"] != nil,
                                             expires: now.addingTimeInterval(PendingImports.lifetime))
        do {
            let (lines, warnings) = try runImport(pending, dryRun: true, now: now)
            let replacing = pending.replace ? try db.snapshot(includeArchived: true, logs: false).habits.count : nil
            return html(ImportPage.report(lines, warnings: warnings, confirm: pendingImports.keep(pending, now: now), replacing: replacing,
                                          language: language))
        } catch {
            // Refused: the form again, with the files kept for a second try (another kind, the rename box).
            let kept = ImportPage.Kept(id: pendingImports.keep(pending, now: now), pending: pending)
            return html(ImportPage.form(problem: try refusal(error), kept: kept, language: language), status: 422)
        }
    }

    /// An import's refusal in habitctl's words; the server's own trouble is thrown on.
    private func refusal(_ error: Error) throws -> String {
        switch error {
        case let e as HabitError: return e.message
        case let e as StoreError: return e.message
        case is Problem: throw error
        default: return HabitError.invalidImport("\(error)").message
        }
    }

    /// The import `pending` describes: its report's lines and warnings.
    func runImport(_ pending: PendingImports.Pending, dryRun: Bool, now: Date) throws -> (lines: [String], warnings: [String]) {
        let clock = try clock()
        let policy = NameClashPolicy(rename: pending.rename)
        let file = pending.files["file"]!
        switch pending.kind {
        case "loop":
            // Loop's backup is an SQLite file: read from a private copy, named as the user's.
            return try ImportScratch.with { dir in
                let path = dir.appendingPathComponent(Self.safeName(file.name)).path
                guard FileManager.default.createFile(atPath: path, contents: Data(file.bytes)) else {
                    throw Problem(status: 500, title: "Internal Server Error", detail: tr("cannot make a temporary file"))
                }
                let o = try ForeignImportRun.loop(path: path, importDB, policy: policy, today: clock.today, now: clock.now, dryRun: dryRun)
                return (o.report.lines(from: o.from, dryRun: dryRun), o.warnings + o.report.warnings)
            }
        case "harsh":
            let log = pending.files["log"]
            let o = try ForeignImportRun.harsh(habits: String(decoding: file.bytes, as: UTF8.self), log: log.map { String(decoding: $0.bytes, as: UTF8.self) } ?? "",
                                               habitsPath: file.name, logPath: log?.name ?? "log", from: "harsh", importDB, policy: policy,
                                               today: clock.today, now: clock.now, dryRun: dryRun)
            return (o.report.lines(from: o.from, dryRun: dryRun), o.warnings + o.report.warnings)
        default:
            let counts = try importExport(file.bytes, replace: pending.replace, dryRun: dryRun)
            return ([dryRun ? tr("Would import %s habits with %s completions (dry run: nothing written)", counts.habits, counts.completions)
                            : tr("Imported %s habits with %s completions", counts.habits, counts.completions)]
                    + (counts.names.isEmpty ? [] : [tr("  created: %s", counts.names.joined(separator: ", "))]), [])
        }
    }

    /// A file's name as a path's last part: letters, digits, '.', '-', '_' only.
    static func safeName(_ name: String) -> String {
        let kept = String(name.unicodeScalars.filter { $0.isASCIIAlphanumeric || ".-_".unicodeScalars.contains($0) })
        return kept.isEmpty || kept.hasPrefix(".") ? "upload" + kept : kept
    }
}
