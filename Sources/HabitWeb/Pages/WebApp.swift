import HabitCore

/// What makes the pages an app (issue 31 part 2): the manifest that installs it to a
/// phone's home screen or as a desktop window, and the service worker that keeps the last
/// board for when habitd cannot be reached (and says so).
enum WebApp {
    /// The manifest, in the request's language.
    static func manifest() -> String {
        """
        {
          "name": \(JSONLiteral.string(tr("Habits (habitd)"))),
          "short_name": \(JSONLiteral.string(tr("Habits"))),
          "description": \(JSONLiteral.string(tr("Your habits: the week, reminders, streaks."))),
          "start_url": "/",
          "scope": "/",
          "display": "standalone",
          "background_color": "#ffffff",
          "theme_color": "#2E7D6B",
          "icons": [
            {"src": "/icon.svg", "sizes": "any", "type": "image/svg+xml"},
            {"src": "/icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": "/icon-512.png", "sizes": "512x512", "type": "image/png"}
          ]
        }

        """
    }

    /// The service worker. The board is fetched from habitd first; each good answer is kept,
    /// and when habitd cannot be reached the kept one is shown with its offline notice
    /// unhidden (the page carries the notice in its own language). Only the board and its
    /// style, script and icons are handled; everything else goes to habitd as it is.
    static let serviceWorker = """
    "use strict";
    const CACHE = "habitd-v1";
    const KEPT = ["/", "/app.css", "/app.js", "/colors.css", "/manifest.webmanifest", "/icon.svg", "/icon-192.png"];
    self.addEventListener("install", (e) => { self.skipWaiting(); });
    self.addEventListener("activate", (e) => { e.waitUntil(self.clients.claim()); });
    self.addEventListener("fetch", (e) => {
      const url = new URL(e.request.url);
      if (e.request.method !== "GET" || url.origin !== location.origin || !KEPT.includes(url.pathname) || url.search) return;
      e.respondWith((async () => {
        const cache = await caches.open(CACHE);
        try {
          const fresh = await fetch(e.request);
          if (fresh.ok) await cache.put(url.pathname, fresh.clone());
          return fresh;
        } catch (err) {
          const kept = await cache.match(url.pathname, { ignoreVary: true });
          if (!kept) throw err;
          if (url.pathname !== "/") return kept;
          const html = (await kept.text()).replace('<p id="offline" class="offline" role="status" hidden>', '<p id="offline" class="offline" role="status">');
          return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
        }
      })());
    });

    """
}
