// The service worker. The board is fetched from habitd first; each good answer is kept,
// and when habitd cannot be reached the kept one is shown with its offline notice unhidden
// (the page carries the notice in its own language). Only the board and its style, script
// and icons are handled; everything else goes to habitd as it is.
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

