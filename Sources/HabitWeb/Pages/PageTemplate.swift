import HabitCore
import Mustache

/// The pages' markup: Mustache templates built into habitd (`CWebAssets/files/*.mustache`).
/// Every `{{value}}` is escaped for HTML, so a page's Swift gives words and never escapes
/// them (issue 42 part 4). Each page inherits `page.mustache`, the frame, and fills its
/// `{{$body}}`.
enum PageTemplate {
    /// Every built-in template by its name without ".mustache" ("board"); one that does not
    /// parse is a programming error (`WebAssetTests` parses each).
    static let library: MustacheLibrary = {
        var library = MustacheLibrary()
        for (file, bytes) in WebAsset.all where file.hasSuffix(".mustache") {
            do {
                try library.register(String(decoding: bytes, as: UTF8.self), named: String(file.dropLast(".mustache".count)))
            } catch {
                preconditionFailure("the built-in template '\(file)' does not parse: \(error)")
            }
        }
        return library
    }()

    /// The page `name` with `model`, in the frame: the document's language and title, and the
    /// way to every page unless `nav` is false (the login page).
    static func page(_ name: String, title: String, language: String, nav: Bool = true, _ model: [String: Any] = [:]) -> String {
        var all = model
        all["language"] = language
        all["title"] = title
        all["nav"] = nav ? frameNav : false
        // Over the taps the page's script keeps while habitd is out of reach (app.js).
        // "was": a day's tap in the list, from its label's habit and date and the state tapped.
        all["waiting"] = nav ? ["heading": tr("Waiting for habitd, then sent in this order:"),
                                "was": tr("%1$s (tapped when %2$s)", "{day}", "{state}"), "again": tr("%s (tapped again)", "{day}")] : false
        return render(name, all)
    }

    /// A template alone (a page's part, or a page without the frame).
    static func render(_ name: String, _ model: [String: Any]) -> String {
        guard let html = library.render(model, withTemplate: name) else { preconditionFailure("no built-in template '\(name)'") }
        return html
    }

    /// A text as a template writes a `{{value}}`: what a test looks for in a page, made by
    /// the templates' own engine.
    static func text(_ text: String) -> String { textTemplate.render(text) }
    private static let textTemplate = try! MustacheTemplate(string: "{{.}}")

    /// The way to every page, first on each (a skip link goes past it to the page's own).
    static var frameNav: [String: Any] {
        let links = [("/", tr("Board")), ("/add", tr("Add")), ("/stats", tr("Stats")), ("/settings", tr("Settings")),
                     ("/import", tr("Import")), ("/sync", tr("Sync")), ("/tokens", tr("Access"))]
        return ["skip": tr("Skip to the page"), "label": tr("Pages"), "links": links.map { ["href": $0.0, "text": $0.1] }]
    }
}
