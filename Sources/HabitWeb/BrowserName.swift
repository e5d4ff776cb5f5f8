import HabitCore

/// A browser session's User-Agent in words for the Access page: "Chrome on Linux", "Firefox
/// on Android", "Safari on iPhone"; nil when it names neither a browser nor a system known
/// here. Only the common families: the words help a person tell their sessions apart.
enum BrowserName {
    static func of(_ agent: String?) -> String? {
        guard let a = agent else { return nil }
        // Each family's token, in the order that tells them apart (Edge and Opera say Chrome too,
        // Chrome says Safari, and every phone says Linux or Mac OS X).
        let browsers = [("Firefox/", "Firefox"), ("Edg/", "Edge"), ("OPR/", "Opera"), ("Chromium/", "Chromium"),
                        ("HeadlessChrome/", "Chrome"), ("Chrome/", "Chrome"), ("Safari/", "Safari")]
        let systems = [("Android", "Android"), ("iPhone", "iPhone"), ("iPad", "iPad"), ("CrOS", "ChromeOS"), ("Windows", "Windows"),
                       ("Mac OS X", "macOS"), ("Linux", "Linux")]
        let browser = browsers.first { a.contains($0.0) }?.1
        let system = systems.first { a.contains($0.0) }?.1
        switch (browser, system) {
        case let (b?, s?): return tr("%1$s on %2$s", b, s)
        case let (b?, nil): return b
        case let (nil, s?): return s
        case (nil, nil): return nil
        }
    }
}
