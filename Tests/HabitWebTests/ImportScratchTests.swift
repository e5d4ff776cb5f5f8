import Foundation
import Testing
@testable import HabitWeb

/// A habitd killed mid-import left `habitd-import-<UUID>/` behind; the next start sweeps
/// those old enough to be no running import's (issue 41).
@Suite struct ImportScratchTests {
    @Test func onlyOldImportFoldersAreSwept() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: tmp) }
        for name in ["habitd-import-old", "habitd-import-new", "other-old"] {
            let dir = tmp.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false)
            _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("loop.db").path, contents: Data("x".utf8))
        }
        let now = Date()
        let old = now.addingTimeInterval(-ImportScratch.abandonedAfter - 60)
        for name in ["habitd-import-old", "other-old"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: tmp.appendingPathComponent(name).path)
        }
        #expect(ImportScratch.sweep(in: tmp, now: now) == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path).sorted() == ["habitd-import-new", "other-old"])
    }
}
