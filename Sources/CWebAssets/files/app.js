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
  if (!board()) return;
  async function refresh() {
    const r = await fetch(location.pathname + location.search, { credentials: "same-origin", headers: { "Accept": "text/html" } });
    if (!r.ok) return;
    const doc = new DOMParser().parseFromString(await r.text(), "text/html");
    const fresh = doc.querySelector("main[data-live]");
    if (!fresh) return;
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
  }
  document.addEventListener("submit", async (e) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement) || !(form.classList.contains("week") || form.classList.contains("quick"))) return;
    e.preventDefault();
    const data = new URLSearchParams(new FormData(form, e.submitter));
    // Accept: text/plain asks habitd for the answer's line rather than the page again.
    const r = await fetch(form.action, { method: "POST", body: data, credentials: "same-origin", redirect: "manual",
                                         headers: { "Accept": "text/plain" } });
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
  // The board follows every change; a habit's page only its own taps (its forms are
  // being filled in, and are not redrawn under the typing).
  if ("EventSource" in window && document.getElementById("board")) {
    const events = new EventSource("/api/v1/events");
    events.addEventListener("change", () => { refresh(); });
  }
})();

