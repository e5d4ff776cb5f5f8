import Foundation
import Testing
@testable import Posix

/// `Paths` against `NSString`'s path methods, which it replaces (issue 45), and the calls
/// that came with them.
@Suite struct PathsTests {
    static let paths = [
        "/tmp/a.sqlite", "/tmp/lock/", "/tmp/", "/tmp", "/", "a.sqlite", "", "a/b", "a/b/", "//a//b//", "/a//b",
        "./h.sqlite", "../x/y", "/home/ü ser/habits.sqlite",
    ]

    /// NSString made `//` an empty path (both parts ""), and crashed on some paths with three
    /// slashes together or two at the end of a relative one (so they are not in the list above).
    @Test func slashesRepeatedAreOne() {
        #expect(Paths.parent(of: "//") == "/" && Paths.lastComponent(of: "//") == "/")
        #expect(Paths.parent(of: "///a") == "/" && Paths.lastComponent(of: "///a") == "a")
        #expect(Paths.parent(of: "/a///b") == "/a" && Paths.lastComponent(of: "/a///b") == "b")
        #expect(Paths.parent(of: "a//") == "" && Paths.lastComponent(of: "a//") == "a")
    }

    @Test(arguments: paths)
    func partsAreWhatNSStringGave(_ path: String) {
        #expect(Paths.parent(of: path) == (path as NSString).deletingLastPathComponent, "parent")
        #expect(Paths.lastComponent(of: path) == (path as NSString).lastPathComponent, "last")
    }

    @Test func lexicallyNormal() {
        #expect(Paths.lexicallyNormal("/a/./b/../c/") == "/a/c")
        #expect(Paths.lexicallyNormal("/../a//b") == "/a/b")
        #expect(Paths.lexicallyNormal("a/../../b") == "../b")
        #expect(Paths.lexicallyNormal("/") == "/")
        for path in ["/x/./y/../z", "/missing/dir/../file.sqlite", "/a//b/"] {
            #expect(Paths.lexicallyNormal(path) == (path as NSString).standardizingPath, "\(path)")
        }
    }

    @Test func makeDirectoriesMakesEveryMissingFolderOnce() throws {
        let root = NSTemporaryDirectory() + "paths-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileSystem.makeDirectories(root + "/a/b/c", mode: 0o700)
        #expect(FileStatus(path: root + "/a/b/c")?.kind == .directory)
        #expect(FileStatus(path: root + "/a")?.permissions == 0o700)
        try FileSystem.makeDirectories(root + "/a/b/c", mode: 0o700)   // there already: fine
        #expect(FileManager.default.createFile(atPath: root + "/file", contents: Data()))
        #expect(throws: SystemCallError.self) { try FileSystem.makeDirectories(root + "/file/x", mode: 0o700) }
        #expect(FileSystem.realPath(root + "/a/./b/../b/c") == FileSystem.realPath(root)! + "/a/b/c")
        #expect(FileSystem.realPath(root + "/none") == nil)
    }

    @Test func theHomeFolderIsThePasswordDatabases() throws {
        let entry = try #require(getpwuid(getuid()))
        #expect(Processes.homeDirectory == String(cString: entry.pointee.pw_dir))
    }
}
