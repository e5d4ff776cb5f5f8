/// The web app's style and script, in the binary: nothing is fetched from anywhere else,
/// and the Content-Security-Policy ('self') would refuse it.
enum WebAssets {
    /// Light and dark follow the system; every target is at least 44 px; one column fits
    /// 360 px without scrolling sideways. Text colours read at 4.5:1 or more on both grounds.
    static let css = """
    :root { color-scheme: light dark; --bg: #ffffff; --fg: #1b1b1f; --dim: #55555e; --line: #d9d9e0; --open: #ffffff;
      --done: #1f7a3a; --skip: #8a8a94; --no: #b3261e; --focus: #1a56db; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #131316; --fg: #ececf1; --dim: #b4b4bf; --line: #3a3a44; --open: #1d1d22;
        --done: #4fbf6b; --skip: #8a8a94; --no: #ff8a80; --focus: #8ab4ff; }
    }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 46rem; padding: 0.75rem; background: var(--bg); color: var(--fg);
      font: 16px/1.4 system-ui, sans-serif; }
    header { display: flex; align-items: baseline; justify-content: space-between; gap: 1rem; }
    h1 { font-size: 1.4rem; margin: 0.25rem 0; }
    h2 { font-size: 1rem; color: var(--dim); margin: 1rem 0 0.25rem; }
    .date, .words, .live, .empty { color: var(--dim); }
    .habit { display: grid; grid-template-columns: 2rem 1fr; grid-template-areas: "mark name" "mark words" "week week";
      gap: 0 0.5rem; padding: 0.5rem 0; border-bottom: 1px solid var(--line); }
    .habit.member { padding-left: 1.25rem; }
    .mark { grid-area: mark; font-size: 1.3rem; color: var(--c, var(--fg)); text-align: center; }
    @media (prefers-color-scheme: dark) { .mark { color: var(--cd, var(--fg)); } }
    .name { grid-area: name; font-weight: 600; overflow-wrap: anywhere; }
    .words { grid-area: words; font-size: 0.9rem; }
    .week { grid-area: week; display: grid; grid-template-columns: repeat(7, minmax(44px, 1fr)); gap: 4px; margin: 0.4rem 0 0; }
    .cell { min-height: 44px; min-width: 44px; border: 2px solid var(--line); border-radius: 8px; background: var(--open);
      padding: 0; cursor: pointer; }
    .cell.done { background: var(--done); border-color: var(--done); }
    .cell.skipped, .cell.paused { background: repeating-linear-gradient(45deg, var(--open), var(--open) 4px, var(--skip) 4px, var(--skip) 6px); }
    .cell.declined { border-color: var(--no); }
    .cell.not_due { opacity: 0.45; }
    .cell.today { outline: 2px solid var(--fg); outline-offset: 1px; }
    .cell:disabled { cursor: default; opacity: 0.35; }
    .cell:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
    a { color: inherit; }
    header.page { display: block; }
    a.button, button.primary { display: inline-block; min-height: 44px; padding: 0.6rem 1rem; border-radius: 8px;
      border: 2px solid var(--fg); background: var(--bg); color: var(--fg); font: inherit; text-decoration: none; cursor: pointer; }
    form.edit .field { display: flex; flex-direction: column; gap: 0.2rem; margin: 0.6rem 0; }
    form.edit input, form.edit select, form.edit textarea { font: inherit; min-height: 44px; padding: 0.4rem; border: 1px solid var(--dim);
      border-radius: 6px; background: var(--bg); color: var(--fg); max-width: 100%; }
    form.edit fieldset { border: 1px solid var(--line); border-radius: 8px; margin: 0.6rem 0; }
    label.choice { display: flex; align-items: center; gap: 0.5rem; min-height: 44px; }
    label.choice input { min-height: 0; width: 1.2rem; height: 1.2rem; }
    form.edit legend { font-weight: 600; padding: 0 0.3rem; }
    form.edit details { margin: 0.6rem 0; }
    form.edit summary { min-height: 44px; display: flex; align-items: center; cursor: pointer; font-weight: 600; }
    .palette { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; }
    .palette > legend { width: 100%; }
    .palette > label.choice { flex-basis: 100%; }
    form.edit fieldset.choices { border: none; padding: 0; margin: 0.3rem 0; }
    form.edit fieldset.choices legend { padding: 0; font-weight: normal; color: var(--dim); }
    label.swatch { display: flex; align-items: center; gap: 0.35rem; min-height: 44px; min-width: 44px; }
    label.swatch input { width: 1.2rem; height: 1.2rem; min-height: 0; }
    .sw { display: inline-block; width: 1.6rem; height: 1.6rem; border-radius: 50%; background: var(--c); border: 1px solid var(--line); }
    @media (prefers-color-scheme: dark) { .sw { background: var(--cd); } }
    .confirm { border: 2px solid var(--no); border-radius: 8px; padding: 0.25rem 0.5rem; }
    .warnings li { margin: 0.3rem 0; }
    form.quick { grid-column: 2 / -1; display: flex; gap: 0.4rem; margin: 0.4rem 0 0; }
    form.quick input { font: inherit; width: 6rem; min-height: 44px; padding: 0.3rem; border: 1px solid var(--dim); border-radius: 6px;
      background: var(--bg); color: var(--fg); }
    form.quick button { min-height: 44px; min-width: 44px; padding: 0 0.8rem; border: 2px solid var(--fg); border-radius: 8px;
      background: var(--bg); color: var(--fg); font: inherit; cursor: pointer; }
    .hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    img.chart { max-width: 100%; height: auto; }
    .history { list-style: none; padding: 0; }
    .history li { padding: 0.3rem 0; border-bottom: 1px solid var(--line); }
    .history .when { color: var(--dim); margin-right: 0.5rem; }
    .actions { margin: 0.5rem 0; }
    nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0 0.25rem; margin: 0 0 0.5rem; padding: 0; border-bottom: 1px solid var(--line); }
    nav a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 0.5rem; text-decoration: none; }
    nav a:hover, nav a:focus-visible { text-decoration: underline; }
    a.skip { position: absolute; left: -100vw; }
    a.skip:focus { position: static; display: inline-block; min-height: 44px; padding: 0.6rem; }
    table.per-habit { border-collapse: collapse; width: 100%; margin: 1rem 0; }
    table.per-habit caption { text-align: left; font-weight: 600; color: var(--dim); }
    table.per-habit th, table.per-habit td { text-align: left; padding: 0.4rem 0.3rem; border-bottom: 1px solid var(--line); }
    ul.lines, ul.tokens { list-style: none; padding: 0; }
    ul.lines li { padding: 0.25rem 0; overflow-wrap: anywhere; }
    ul.tokens li { display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; border-bottom: 1px solid var(--line); }
    ul.tokens button { min-height: 44px; padding: 0 0.8rem; border: 2px solid var(--no); border-radius: 8px; background: var(--bg);
      color: var(--fg); font: inherit; cursor: pointer; }
    code.secret { font-size: 1.05rem; overflow-wrap: anywhere; user-select: all; }
    .saved { color: var(--done); font-weight: 600; }
    .offline { position: sticky; bottom: 0; margin: 0; padding: 0.75rem; border: 2px solid var(--no); border-radius: 8px;
      background: var(--bg); font-weight: 600; }
    .offline[hidden] { display: none; }
    .status.due { color: var(--fg); font-weight: 700; }
    .status.done, .status.period_met { color: var(--done); font-weight: 600; }
    .problem { color: var(--no); font-weight: 600; margin: 0.2rem 0; }
    [aria-invalid="true"] { border-color: var(--no) !important; border-width: 2px !important; }
    a.name { text-decoration: none; }
    a.name:hover, a.name:focus-visible { text-decoration: underline; }
    .facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
    .facts dt { color: var(--dim); }
    .facts dd { margin: 0; overflow-wrap: anywhere; }
    .dim { color: var(--dim); }
    .days { list-style: none; padding: 0; }
    .days li { display: flex; justify-content: space-between; padding: 0.3rem 0; border-bottom: 1px solid var(--line); }
    .days li.today { font-weight: 600; }
    .heat { display: grid; grid-template-rows: repeat(7, 12px); grid-auto-flow: column; grid-auto-columns: 12px; gap: 2px;
      overflow-x: auto; max-width: 100%; }
    .heat .cell { min-width: 0; min-height: 0; border: 1px solid var(--line); border-radius: 2px; }
    .heat .cell.future { visibility: hidden; }
    @media (min-width: 40rem) {
      .habit { grid-template-columns: 2rem 1fr auto; grid-template-areas: "mark name week" "mark words week"; }
      .week { grid-template-columns: repeat(7, 44px); margin: 0; }
    }

    """

    /// Live: every change habitd hears of (a Mark done, habitctl, another device) reloads
    /// the board in place; a tap on a day goes through fetch so the page does not jump.
    /// Without this script the forms work as they are (and the others always post as forms).
    static let js = """
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
      const board = () => document.getElementById("board");
      if (!board()) return;
      async function refresh() {
        const r = await fetch(location.pathname, { credentials: "same-origin", headers: { "Accept": "text/html" } });
        if (!r.ok) return;
        const doc = new DOMParser().parseFromString(await r.text(), "text/html");
        const fresh = doc.getElementById("board");
        if (!fresh) return;
        // What is being typed (an amount) survives the redraw, and so does the focus.
        const active = document.activeElement && document.activeElement.id;
        for (const input of board().querySelectorAll("input[id]")) {
          const twin = fresh.querySelector("#" + CSS.escape(input.id));
          if (twin && input.value) twin.value = input.value;
        }
        board().replaceWith(fresh);
        if (active && fresh.querySelector("#" + CSS.escape(active))) document.getElementById(active).focus();
      }
      document.addEventListener("submit", async (e) => {
        const form = e.target;
        if (!(form instanceof HTMLFormElement) || !(form.classList.contains("week") || form.classList.contains("quick"))) return;
        e.preventDefault();
        const data = new URLSearchParams(new FormData(form, e.submitter));
        const r = await fetch(form.action, { method: "POST", body: data, credentials: "same-origin", redirect: "manual" });
        if (r.type === "opaqueredirect" || r.ok) { await refresh(); } else { document.getElementById("live").textContent = await r.text(); }
      });
      if ("EventSource" in window) {
        const events = new EventSource("/api/v1/events");
        events.addEventListener("change", () => { refresh(); });
      }
    })();

    """
}
