// The web app's script, built into habitd (CWebAssets). Live: every change habitd hears of
// (a Mark done, habitctl, another device) reloads the board in place; a tap on a day (the
// board's squares, a habit's calendar) goes
// through fetch so the page does not jump. Without this script the forms work as they are
// (and the others always post as forms).
"use strict";
(function () {
  if ("serviceWorker" in navigator) navigator.serviceWorker.register("/sw.js").catch(() => {});
  // The add form: what the name typed so far suggests, as add would take it.
  const hint = document.getElementById("suggested"), name = document.getElementById("name");
  if (hint && name) {
    let timer;
    name.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const r = await fetch("/suggest?name=" + encodeURIComponent(name.value), { credentials: "same-origin" });
        if (r.ok) hint.textContent = await r.text();
      }, 250);
    });
  }
  // The part of the page that follows the store: the board, or a habit's page.
  // The form's reminder times as time inputs, a row each, and its days as seven toggles:
  // each writes the text field it stands for (hidden, still sent), which works without them.
  const times = document.getElementById("remind");
  if (times && times.dataset.add && /^\s*(auto|(\d{1,2}:\d{2}\s*,?\s*)*)$/i.test(times.value)) {
    const box = document.createElement("div"), rows = document.createElement("div");
    box.className = "times";
    const auto = document.createElement("label"), autoBox = document.createElement("input");
    auto.className = "choice"; autoBox.type = "checkbox";
    auto.append(autoBox, " " + times.dataset.auto);
    const write = () => {
      times.value = autoBox.checked ? "auto" : [...rows.querySelectorAll("input")].map(i => i.value).filter(Boolean).join(", ");
      for (const i of rows.querySelectorAll("input, button")) i.disabled = autoBox.checked;
    };
    const row = value => {
      const p = document.createElement("p"), input = document.createElement("input"), remove = document.createElement("button");
      p.className = "time-row"; input.type = "time"; input.value = value; input.setAttribute("aria-label", times.dataset.time);
      remove.type = "button"; remove.textContent = times.dataset.remove;
      input.addEventListener("input", write);
      remove.addEventListener("click", () => { p.remove(); write(); });
      p.append(input, " ", remove);
      rows.append(p);
      return input;
    };
    const add = document.createElement("button");
    add.type = "button"; add.className = "add-time"; add.textContent = times.dataset.add;
    add.addEventListener("click", () => { row("").focus(); });
    autoBox.checked = /auto/i.test(times.value);
    for (const t of times.value.split(",").map(s => s.trim()).filter(s => /^\d/.test(s))) row(t.padStart(5, "0"));
    autoBox.addEventListener("change", write);
    box.append(rows, add, auto);
    times.hidden = true;
    times.after(box);
    write();
  }
  const days = document.getElementById("remind_days");
  if (days && days.dataset.keys && /^[a-z,\s]*$/i.test(days.value)) {
    const keys = days.dataset.keys.split(","), names = days.dataset.names.split(",");
    const chosen = new Set(days.value.toLowerCase().split(/[\s,]+/).filter(Boolean));
    const group = document.createElement("div");
    group.className = "toggles"; group.setAttribute("role", "group");
    const label = document.querySelector('label[for="remind_days"]');
    if (label) { label.id = "remind_days-label"; group.setAttribute("aria-labelledby", label.id); }
    keys.forEach((key, i) => {
      const b = document.createElement("button");
      b.type = "button"; b.textContent = names[i]; b.dataset.day = key;
      b.setAttribute("aria-pressed", String(chosen.has(key)));
      b.addEventListener("click", () => {
        chosen.has(key) ? chosen.delete(key) : chosen.add(key);
        b.setAttribute("aria-pressed", String(chosen.has(key)));
        days.value = keys.filter(k => chosen.has(k)).join(",");
      });
      group.append(b);
    });
    days.hidden = true;
    days.after(group);
  }
  // A token just made: a button copies it (shown only where the script runs).
  for (const button of document.querySelectorAll("button[data-copy]")) {
    button.hidden = false;
    button.addEventListener("click", async () => {
      await navigator.clipboard.writeText(button.dataset.copy);
      button.textContent = button.dataset.copied;
    });
  }
  const board = () => document.querySelector("main[data-live]");
  // While a habit is dragged the board is not redrawn (the row under the pointer replaced
  // would drop the drag): a change heard then is drawn when the habit is let go.
  let dragging = false, redrawWaiting = false;
  async function refresh() {
    redrawWaiting = dragging;
    if (dragging) return;
    const r = await fetch(location.pathname + location.search, { credentials: "same-origin", headers: { "Accept": "text/html" } });
    if (!r.ok) return;
    const doc = new DOMParser().parseFromString(await r.text(), "text/html");
    const fresh = doc.querySelector("main[data-live]");
    if (!fresh) return;
    if (dragging) { redrawWaiting = true; return; }   // a drag began while it was fetched
    // What is being typed (an amount) survives the redraw, and so do the focus (a day's
    // button keeps its id) and an opened legend.
    const active = document.activeElement && document.activeElement.id;
    for (const input of board().querySelectorAll("input[id]")) {
      const twin = fresh.querySelector("#" + CSS.escape(input.id));
      if (twin && input.value) twin.value = input.value;
    }
    const legend = board().querySelector("details.legend"), freshLegend = fresh.querySelector("details.legend");
    if (legend && freshLegend) freshLegend.open = legend.open;
    board().replaceWith(fresh);
    if (active && fresh.querySelector("#" + CSS.escape(active))) document.getElementById(active).focus();
    if ("indexedDB" in window) show(await waiting());   // the redrawn squares marked again
  }
  // Taps made while habitd cannot be reached wait in IndexedDB (issue 43 part 4), are shown
  // (#waiting, every square marked), and are sent in order, each once, when it can be: on
  // the browser's "online", when the board's events reconnect, and every 5 seconds. Each
  // carries an id habitd notes (a resend is not applied twice) and the state it was made on:
  // the day's verdict as shown (`seen`), or the tap before it on that day (`after`).
  const newId = () => (crypto.randomUUID ? crypto.randomUUID() : Date.now().toString(36) + "-" + Math.random().toString(36).slice(2));
  function taps(mode, work) {
    return new Promise((ok, fail) => {
      const open = indexedDB.open("habitd", 1);
      open.onupgradeneeded = () => open.result.createObjectStore("taps", { keyPath: "n", autoIncrement: true });
      open.onerror = () => fail(open.error);
      open.onsuccess = () => {
        const db = open.result, t = db.transaction("taps", mode), asked = work(t.objectStore("taps"));
        t.oncomplete = () => { db.close(); ok(asked.result); };
        t.onerror = () => { db.close(); fail(t.error); };
      };
    });
  }
  const waiting = () => taps("readonly", s => s.getAll());
  function show(list) {
    const box = document.getElementById("waiting");
    if (!box) return;
    box.hidden = !list.length;
    box.querySelector("ul").replaceChildren(...list.map(t => { const li = document.createElement("li"); li.textContent = t.what; return li; }));
    for (const b of document.querySelectorAll("button.waiting")) b.classList.remove("waiting");
    for (const t of list) if (t.mark) { const b = document.getElementById(t.mark); if (b) b.classList.add("waiting"); }
  }
  async function keep(form, submitter, data) {
    // The habit: the board's form names it, a habit page's is in its path.
    const path = new URL(form.action).pathname, habit = data.get("habit") || (/^\/habits\/(\d+)\//.exec(path) || [])[1];
    const date = submitter && submitter.name === "date" ? data.get("date") : null;
    const before = (await waiting()).filter(t => date && t.habit === habit && t.date === date).pop();
    if (date && before) data.set("after", before.id);
    else if (date) data.set("seen", (/\bv-(\S+)/.exec(submitter.className) || [])[1] || "");
    const amount = form.querySelector("input[name=value]");
    // A day's tap: its label ("Read, 2026-11-28, due") said as the state it was made on.
    const label = date ? submitter.getAttribute("aria-label") : "", cut = label.lastIndexOf(", ");
    const box = document.getElementById("waiting");
    // A second tap on a day waiting already: "tapped again", its state not known yet.
    const said = before ? box.dataset.again : box.dataset.was;
    const what = date ? (cut > 0 && said ? said.replace("{day}", label.slice(0, cut)).replace("{state}", label.slice(cut + 2)) : label) : amount && form.dataset.logged ? form.dataset.logged.replace("%s", amount.value.trim())
      : (submitter && submitter.getAttribute("aria-label")) || form.action;
    await taps("readwrite", s => s.add({ id: data.get("tap"), path, body: data.toString(), habit, date, what,
                                          mark: date ? submitter.id : null }));
    if (amount) amount.value = "";
    show(await waiting());
    setTimeout(flush, 5000);
  }
  let flushing = false;
  async function flush() {
    if (flushing) return;
    flushing = true;
    const said = [];
    let sent = 0, left = [];
    try {
      for (const tap of await waiting()) {
        let r;
        try {
          r = await fetch(tap.path, { method: "POST", body: new URLSearchParams(tap.body), credentials: "same-origin", redirect: "manual",
                                      headers: { "Accept": "text/plain" } });
        } catch (err) { break; }   // still out of reach
        if (r.status >= 500 || r.status === 401 || r.status === 403) break;   // busy, or logged out: kept for later
        const text = r.type === "opaqueredirect" ? "" : await r.text();
        if (text) said.push(text);
        await taps("readwrite", s => s.delete(tap.n));
        sent++;
      }
      left = await waiting();
    } finally { flushing = false; }
    show(left);
    if (said.length) document.getElementById("live").textContent = said.join(" · ");
    if (sent && board()) await refresh().catch(() => {});
    if (left.length) setTimeout(flush, 5000);
  }
  if (document.getElementById("waiting") && "indexedDB" in window) {
    waiting().then(show).then(flush).catch(() => {});
    window.addEventListener("online", flush);
  }
  document.addEventListener("submit", async (e) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement) || !(form.classList.contains("week") || form.classList.contains("quick"))) return;
    e.preventDefault();
    const data = new URLSearchParams(new FormData(form, e.submitter));
    // Behind taps still waiting, a tap waits too: they are sent in the order made.
    if ("indexedDB" in window && (await waiting()).length) { data.set("tap", newId()); return keep(form, e.submitter, data); }
    // Accept: text/plain asks habitd for the answer's line rather than the page again.
    let r;
    try {
      r = await fetch(form.action, { method: "POST", body: data, credentials: "same-origin", redirect: "manual",
                                     headers: { "Accept": "text/plain" } });
    } catch (err) {
      if ("indexedDB" in window) { data.set("tap", newId()); return keep(form, e.submitter, data); }
      throw err;
    }
    const live = document.getElementById("live");
    const said = r.ok ? await r.text() : "";
    if (r.type === "opaqueredirect" || r.ok) {
      // An amount added: its box empties, and the live line says what was added.
      const amount = form.querySelector("input[name=value]");
      live.textContent = "";
      if (amount && form.dataset.logged) { live.textContent = form.dataset.logged.replace("%s", amount.value.trim()); amount.value = ""; }
      // What the tap made live (a milestone, a reward), in habitctl's words: celebrated.
      live.classList.toggle("celebrate", !!said);
      if (said) live.textContent = (live.textContent ? live.textContent + " · " : "") + said;
      await refresh();
    } else { live.classList.remove("celebrate"); live.textContent = await r.text(); }
  });
  // A habit dragged by its mark (issue 43 part 2), with a mouse or a finger: within its
  // section, let go over a habit it goes before that one, below the last to the end; sent as
  // habitctl's move. (A keyboard has "Move up" and "Move down" on the habit's page.)
  document.addEventListener("pointerdown", (e) => {
    const mark = e.target instanceof Element && e.target.closest("#board .habit > .mark");
    if (!mark || e.button !== 0) return;
    const row = mark.parentElement, section = row.parentElement;
    const rows = [...section.querySelectorAll(":scope > .habit")];
    if (rows.length < 2) return;
    e.preventDefault();
    mark.setPointerCapture(e.pointerId);
    row.classList.add("dragging");
    dragging = true;
    let over = row, moved = false;
    const showDrop = (target) => {
      for (const r of rows) r.classList.toggle("drop-before", r === target);
      section.classList.toggle("drop-end", target === null);
    };
    const move = (ev) => {
      moved = true;
      // The first habit whose middle is below the pointer: it goes before that one.
      over = rows.find(r => { const b = r.getBoundingClientRect(); return ev.clientY < b.top + b.height / 2; }) || null;
      showDrop(over === row || over === rows[rows.indexOf(row) + 1] ? undefined : over);
    };
    const up = async (ev) => {
      mark.removeEventListener("pointermove", move);
      mark.removeEventListener("pointerup", up);
      mark.removeEventListener("pointercancel", up);
      row.classList.remove("dragging");
      showDrop(undefined);
      dragging = false;
      const next = rows[rows.indexOf(row) + 1] || null;
      if (ev.type === "pointercancel" || !moved || over === row || over === next) return redrawWaiting ? refresh() : undefined;
      const name = (h) => h.querySelector("a.name").textContent;
      const body = new URLSearchParams(over ? { before: name(over) } : { bottom: "1" });
      const live = document.getElementById("live");
      try {
        const r = await fetch(row.querySelector("a.name").getAttribute("href") + "/move", { method: "POST", body, credentials: "same-origin",
                                                                                            headers: { "Accept": "text/plain" } });
        live.classList.remove("celebrate");
        live.textContent = r.ok ? "" : await r.text();
      } catch (err) { live.textContent = document.getElementById("offline").textContent; }
      await refresh().catch(() => {});
    };
    mark.addEventListener("pointermove", move);
    mark.addEventListener("pointerup", up);
    mark.addEventListener("pointercancel", up);
  });
  // The board follows every change; a habit's page only its own taps (its forms are
  // being filled in, and are not redrawn under the typing).
  if ("EventSource" in window && document.getElementById("board")) {
    const events = new EventSource("/api/v1/events");
    events.addEventListener("change", () => { refresh(); });
    events.addEventListener("open", () => { flush(); });   // habitd is back
  }
})();

