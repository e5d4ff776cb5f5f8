import Mustache

/// A page's markup, a Mustache template built into habitd (`CWebAssets/files`): every
/// `{{value}}` is escaped for HTML, so a page's Swift gives words and never escapes them.
struct PageTemplate: Sendable {
    let template: MustacheTemplate

    /// The template `name`; one that does not parse is a programming error (`WebAssetTests`
    /// renders each).
    init(_ name: String) {
        do {
            template = try MustacheTemplate(string: String(decoding: WebAsset.bytes(name), as: UTF8.self))
        } catch {
            preconditionFailure("the built-in template '\(name)' does not parse: \(error)")
        }
    }

    func render(_ model: [String: Any]) -> String { template.render(model) }
}
