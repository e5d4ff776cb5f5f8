import Foundation

/// A fresh private folder per test, removed afterwards.
final class TempDir {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "habitd-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }
}

func sha256OrBytes(_ path: String) -> Data { FileManager.default.contents(atPath: path) ?? Data() }

func mode(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? NSNumber)?.intValue ?? -1
}
