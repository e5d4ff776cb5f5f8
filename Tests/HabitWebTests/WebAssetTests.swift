import Foundation
import Mustache
import Testing
@testable import HabitWeb

/// The files habitd builds in (`CWebAssets`, issue 42): each is served as the file in the tree
/// is, and no file of `CWebAssets/files` is left out of the table.
@Suite struct WebAssetTests {
    let pages = WebPagesTests()
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The file behind an asset: in `Sources/CWebAssets/files`, or the icons in `data/`.
    static func source(of asset: String) -> URL {
        let drawn = ["icon.svg": "habitd.svg", "icon-192.png": "habitd-192.png", "icon-512.png": "habitd-512.png"]
        return drawn[asset].map { repo.appendingPathComponent("data/" + $0) } ?? repo.appendingPathComponent("Sources/CWebAssets/files/" + asset)
    }

    @Test func everyServedFileIsTheFileInTheTree() throws {
        let (_, api, _) = try pages.base.setUp()
        for (path, file) in WebAPI.files {
            let r = pages.get(api, path, cookie: nil)
            #expect(r.status == 200 && r.headers.contains { $0.0 == "Content-Type" && $0.1 == file.type }, "\(path)")
            #expect(r.body == Array(try Data(contentsOf: Self.source(of: file.asset))), "\(path) is not \(file.asset) as the tree has it")
        }
    }

    @Test func everyFileOfTheFolderIsBuiltIn() throws {
        let folder = Self.repo.appendingPathComponent("Sources/CWebAssets/files").path
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        #expect(files.isSubset(of: Set(WebAsset.all.keys)), "files not in assets.c: \(files.subtracting(WebAsset.all.keys).sorted())")
        #expect(Set(WebAPI.files.values.map(\.asset)).isSubset(of: Set(WebAsset.all.keys)))
    }

    /// Every page template parses (a page's markup is a built-in file, issue 42 part 4), and
    /// none is served as a file of its own.
    @Test func everyTemplateParsesAndNoneIsServed() throws {
        let templates = WebAsset.all.keys.filter { $0.hasSuffix(".mustache") }
        #expect(templates.contains("board.mustache"))
        for name in templates {
            #expect(throws: Never.self, "\(name)") { _ = try MustacheTemplate(string: String(decoding: WebAsset.bytes(name), as: UTF8.self)) }
        }
        #expect(!WebAPI.files.values.contains { $0.asset.hasSuffix(".mustache") })
    }
}
