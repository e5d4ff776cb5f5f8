import FoundationEssentials
import HabitCore
import HabitImport
import HabitStore
import HabitViews
import HabitWrites
import Posix

/// Changing a setting and importing an export, over HTTP.
extension WebAPI {
    struct SettingBody: Decodable {
        /// The new value as `habitctl config set` takes it; null returns it to its default.
        var value: String?

        private enum CodingKeys: String, CodingKey { case value }

        /// `value` must be there, null or a string: a body without it changes nothing.
        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            value = try c.decode(String?.self, forKey: .value)
        }
    }

    /// `PUT settings/{key}`: `habitctl config set KEY VALUE` (`"value": null`: `config unset`);
    /// answers with every setting, as `GET settings`.
    func setting(_ key: String, _ request: WebRequest) throws -> WebResponse {
        let body: SettingBody = try decode(request, required: true)
        // Exactly as the document's enum spells it (habitctl also takes UNITS).
        guard SettingKey(rawValue: key) != nil else { throw HabitError.unknownSetting(key) }
        if let value = body.value {
            try SettingWrite.set(key, to: value, db, languages: languages, weekStart: try clock().weekStart)
        } else {
            try db.setSetting(try SettingKey.parse(key), to: nil)
        }
        return try settings()
    }

    struct Imported: Encodable {
        let dryRun: Bool
        let habits: Int
        let completions: Int
    }

    /// `POST import?dry_run=true&replace=true`: `habitctl import FILE` with the export as the
    /// body, all of it or nothing; a dry run checks everything and writes nothing.
    func importData(_ request: WebRequest) throws -> WebResponse {
        let dryRun = try boolQuery(request, "dry_run"), replace = try boolQuery(request, "replace")
        if request.body.isEmpty { throw Problem.badRequest(tr("this route takes a JSON body")) }
        let counts = try importExport(request.body, replace: replace, dryRun: dryRun)
        return .json(Imported(dryRun: dryRun, habits: counts.habits, completions: counts.completions), status: dryRun ? 200 : 201)
    }

    /// habitctl's export in `bytes`, imported as `habitctl import` does (`replace`: everything
    /// else goes), all or nothing; a dry run checks everything and writes nothing. The same
    /// streaming reader as habitctl's, from an unlinked temporary file.
    func importExport(_ bytes: [UInt8], replace: Bool, dryRun: Bool) throws -> BackupImportCount {
        let fd: FileDescriptor
        do throws(SystemCallError) {
            fd = try FileDescriptor.anonymousFile(in: FileManager.default.temporaryDirectory.path)
            do throws(SystemCallError) {
                try fd.writeAll(bytes)
                try fd.rewind()
            } catch {
                fd.close()
                throw error
            }
        } catch {
            throw Problem(status: 500, title: "Internal Server Error", detail: tr("cannot make a temporary file"))
        }
        defer { fd.close() }
        do {
            return try importDB.importBackup(replace: replace, dryRun: dryRun) { session in try BackupReader(fd: fd, into: session).read() }
        } catch let e as BackupReader.Located {
            throw HabitError.invalidImport(e.text)
        }
    }
}
