import CWebAssets

/// The files built into habitd (`CWebAssets`): the API's document, the pages' style and
/// script, the service worker and the icons. Nothing is fetched from anywhere else, and the
/// Content-Security-Policy ('self') would refuse it.
enum WebAsset {
    /// Every asset's bytes by its name in `CWebAssets/files` ("app.css").
    static let all: [String: [UInt8]] = {
        var count = 0
        let table = habitd_assets(&count)!
        var out: [String: [UInt8]] = [:]
        for a in UnsafeBufferPointer(start: table, count: count) {
            out[String(cString: a.name)] = Array(UnsafeBufferPointer(start: a.bytes, count: a.size))
        }
        return out
    }()

    /// The asset `name`; one not built in is a programming error (`WebAssetTests` reads each).
    static func bytes(_ name: String) -> [UInt8] {
        guard let bytes = all[name] else { preconditionFailure("no built-in asset '\(name)'") }
        return bytes
    }
}
