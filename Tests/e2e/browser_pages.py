"""The web app's pages beyond the board, in chromium (issue 31): edit a habit through its
form, log an amount on the board, change a setting, import harsh's files (a dry run, then
"Import it"), the stats chart drawn; every page in German and Spanish with the words of
their catalogues; axe-core on every page, light and dark; the board offline.

Called from browser.py with its driver and habitd.
"""
import gettext
import json
import os
import sqlite3
import time

from browser_steady import steady

PAGES = ["/", "/add", "/stats", "/settings", "/import", "/sync", "/tokens", "/archived"]


def habit_pages(port, db):
    """The pages of the first habit: itself and its edit form."""
    hid = sqlite3.connect(db).execute("SELECT id FROM habit ORDER BY id LIMIT 1").fetchone()[0]
    return [f"/habits/{hid}", f"/habits/{hid}/edit"]


def forms_test(e, d, env, db, port):
    from selenium.webdriver.common.by import By
    base = f"http://127.0.0.1:{port}"
    # Edit: the form shows the habit as habitctl has it; a change is habitctl's edit.
    gid = sqlite3.connect(db).execute("SELECT id FROM habit WHERE name = 'Gym'").fetchone()[0]
    d.get(f"{base}/habits/{gid}")
    d.find_element(By.LINK_TEXT, "Edit").click()
    e.wait_for(lambda: d.find_elements(By.CSS_SELECTOR, ".times input[type=time]"), 5)
    # The script's controls: a time input per reminder time, and the weekdays as toggles.
    times = d.find_elements(By.CSS_SELECTOR, ".times input[type=time]")
    shown = [t.get_attribute("value") for t in times]
    d.execute_script("arguments[0].value = '07:30'; arguments[0].dispatchEvent(new Event('input'))", times[0])
    for day in ("mon", "wed"):
        d.find_element(By.CSS_SELECTOR, f'.toggles button[data-day="{day}"]').click()
    pressed = [b.get_attribute("data-day") for b in d.find_elements(By.CSS_SELECTOR, '.toggles button[aria-pressed="true"]')]
    d.find_element(By.ID, "name").send_keys(" class")
    d.find_element(By.CSS_SELECTOR, "button.primary").click()
    e.wait_for(lambda: d.current_url.endswith(f"/habits/{gid}"), 5)
    gym = json.loads(e.ctl(env, "show", "Gym class", "--json", db=db).stdout or "{}").get("habit", {})
    e.check("the edit form shows the habit's time (18:00) as a time input, and saves a rename, a new time and two weekdays "
            "toggled as habitctl edit would",
            shown == ["18:00"] and pressed == ["mon", "wed"] and gym.get("reminders") == [{"time": "07:30", "days": "mon,wed"}]
            and gym.get("schedule") == {"kind": "weekly", "value": 3}, (shown, pressed, gym))

    # The add form says what the name suggests as it is typed.
    d.get(base + "/add")
    d.find_element(By.ID, "name").send_keys("Drink water")
    e.wait_for(lambda: d.find_element(By.ID, "suggested").text, 5)
    hint = d.find_element(By.ID, "suggested").text
    e.check("typing a name in the add form says what add would take from it", hint.startswith("From the name: ") and "cups" in hint, hint)

    # An amount on the board for a habit with a goal.
    assert e.ctl(env, "add", "Run", "--plain", "--goal", "5", "--unit", "km", db=db).returncode == 0
    d.get(base + "/")
    rid = sqlite3.connect(db).execute("SELECT id FROM habit WHERE name = 'Run'").fetchone()[0]
    e.wait_for(lambda: d.find_elements(By.ID, f"amount-{rid}"), 5)

    def type_amount():
        field = d.find_element(By.ID, f"amount-{rid}")
        d.execute_script("arguments[0].scrollIntoView({block: 'center'})", field)
        field.clear()
        field.send_keys("2.5")
    # The live board may be redrawn under the test (the add above is news to it): what is
    # typed survives a redraw, the element does not.
    steady(type_amount)
    steady(lambda: d.find_element(By.ID, f"amount-{rid}").submit())
    runs = lambda: sqlite3.connect(db).execute(
        "SELECT value FROM completion c JOIN habit h ON h.id = c.habit_id WHERE h.name = 'Run'").fetchall()
    e.wait_for(runs, 5)
    logged = runs()
    e.check("an amount typed on the board is logged: 2.5 km of Run", logged == [(2.5,)], logged)
    e.wait_for(lambda: d.find_element(By.ID, "live").text, 5)
    said = d.find_element(By.ID, "live").text
    left = steady(lambda: d.find_element(By.ID, f"amount-{rid}").get_attribute("value"))
    e.check("and its box empties, the live line saying what was added", said == "Run: added 2.5 km" and left == "", (said, left))

    # A setting.
    d.get(base + "/settings")
    quiet = d.find_element(By.ID, "quiet-hours")
    quiet.send_keys("22:00-07:00")
    d.find_element(By.CSS_SELECTOR, "button.primary").click()
    e.wait_for(lambda: "saved" in d.current_url, 5)
    got = e.ctl(env, "config", "get", "quiet-hours", db=db).stdout.strip()
    e.check("a setting saved on the settings page is habitctl's", got == "22:00-07:00", got)

    # Import harsh's files: a dry run says what would happen, "Import it" does it.
    folder = os.path.join(e.TMP, "harsh-upload")
    os.makedirs(folder, exist_ok=True)
    open(os.path.join(folder, "habits"), "w").write("! Dailies\nMeditated: 1\n")
    open(os.path.join(folder, "log"), "w").write(time.strftime("%Y-%m-%d", time.gmtime()) + " : Meditated : y\n")
    d.get(base + "/import")
    d.find_element(By.CSS_SELECTOR, 'input[name="kind"][value="harsh"]').click()
    d.find_element(By.ID, "file").send_keys(os.path.join(folder, "habits"))
    d.find_element(By.ID, "log").send_keys(os.path.join(folder, "log"))
    d.find_element(By.CSS_SELECTOR, "button.primary").click()
    e.wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "ul.lines"), 5)
    dry = d.find_element(By.CSS_SELECTOR, "ul.lines").text
    before = sqlite3.connect(db).execute("SELECT COUNT(*) FROM habit WHERE name = 'Meditated'").fetchone()[0]
    d.find_element(By.CSS_SELECTOR, "button.primary").click()
    e.wait_for(lambda: "Imported from harsh" in d.page_source, 5)
    after = sqlite3.connect(db).execute("SELECT COUNT(*) FROM habit WHERE name = 'Meditated'").fetchone()[0]
    e.check("importing harsh's files through the page: a dry run that writes nothing, then 'Import it'",
            "Would import from harsh: 1 habits created" in dry and before == 0 and after == 1, (dry, before, after))

    # The stats page draws its chart.
    d.get(base + "/stats")
    width = lambda: d.execute_script("const i = document.querySelector('img.chart'); return i && i.complete && i.naturalWidth")
    e.wait_for(width, 5)
    drawn = width()
    e.check("the stats page shows stats' figures and draws its chart", bool(drawn) and "completion rate" in d.page_source, drawn)


def languages_test(e, env, db, port, driver):
    """Every page in each language habitd has a catalogue of: lang, and words from the
    installed catalogues."""
    from selenium.webdriver.common.by import By
    base = f"http://127.0.0.1:{port}"
    # Beside a build's programs, or where the package puts them (a run on the installed programs).
    locales = next(p for p in (os.path.join(e.BIN, "locale"), os.path.join(e.BIN, "..", "share", "locale"))
                   if os.path.isdir(p))
    for lang in sorted(os.listdir(locales)):
        words = gettext.translation("habitd", localedir=locales, languages=[lang])
        d = driver(1280, 900, lang=lang)
        try:
            d.get(e.ctl(env, "web", "login", db=db).stdout.strip().splitlines()[-1])
            bad = []
            for path in PAGES + habit_pages(port, db):
                d.get(base + path)
                h1 = d.find_elements(By.TAG_NAME, "h1")
                nav = d.find_element(By.CSS_SELECTOR, "nav").text
                if d.execute_script("return document.documentElement.lang") != lang or not h1 or words.gettext("Board") not in nav:
                    bad.append((path, d.execute_script("return document.documentElement.lang"), nav[:60]))
            d.get(base + "/")
            heading = d.find_element(By.TAG_NAME, "h1").text
            today = time.strftime("%Y-%m-%d", time.gmtime())
            # One script: the board is drawn again on every change habitd announces.
            label = d.execute_script(f"""const b = document.querySelector('button[aria-label^="Stretch, {today}, "]');
                return b ? b.getAttribute('aria-label') : ''""")
            e.check(f"every page in {lang}: lang=\"{lang}\", the navigation, the board's heading and a day's state in its words",
                    not bad and heading == words.gettext("Habits") and heading != "Habits" and words.gettext("Board") != "Board"
                    and label == f"Stretch, {today}, {words.gettext('done')}", (bad, heading, label))
            # Dates and decimals as the language writes them, whatever the machine's locale: the
            # catalogue's own fields, read back through Python's gettext (issue 43 part 7).
            header = words.info()
            date = d.find_element(By.CSS_SELECTOR, "header .date").text
            # Read in one script: the board may be drawn again between two WebDriver calls (a
            # minute turning), which made a row read one by one stale (CI, 2026-11-29).
            run = d.execute_script("""return [...document.querySelectorAll('#board .habit')]
                .filter(h => [...h.querySelectorAll('a')].some(a => a.innerText.trim() == 'Run')).map(h => h.innerText)""")
            sep = header.get("x-decimal-separator")
            e.check(f"in {lang} the board's date is {date} and Run's 2.5 km is written with '{sep}'",
                    date == time.strftime(header.get("x-date-format", "?"), time.gmtime()) and sep in (",", ".")
                    and run and f"2{sep}5 / 5 km" in run[0], (date, header.get("x-date-format"), run))
        finally:
            d.quit()
        # Each language's longer words on a phone (issue 43 part 5).
        phone = driver(360, 740, lang=lang)
        try:
            phone.get(e.ctl(env, "web", "login", db=db).stdout.strip().splitlines()[-1])
            phone_pages_test(e, phone, db, port, lang)
        finally:
            phone.quit()


def axe_test(e, d, db, port):
    """axe-core on every page, light and dark: no serious or critical violation."""
    from axe_selenium_python import Axe
    base = f"http://127.0.0.1:{port}"
    found = []
    for scheme in ("light", "dark"):
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        for path in PAGES + habit_pages(port, db):
            d.get(base + path)
            axe = Axe(d)
            axe.inject()
            results = axe.run()
            for v in results["violations"]:
                if v["impact"] in ("serious", "critical"):
                    found.append((scheme, path, v["id"], [n["target"] for n in v["nodes"]][:3]))
    d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    version = d.execute_script("return axe.version")
    e.check(f"axe-core {version} finds no serious or critical violation on {len(PAGES) + 2} pages, light and dark", not found, found[:8])


def phone_pages_test(e, d, db, port, lang="en"):
    """Every page at a phone's width: nothing wider than the screen, and no control reaching
    past its edge (cut off where the page does not scroll)."""
    base = f"http://127.0.0.1:{port}"
    wide = []
    for path in PAGES + habit_pages(port, db):
        d.get(base + path)
        # The page's width (clientWidth): a phone's browser widens its window (innerWidth) to
        # what overflows, which would hide the overflow from a test of innerWidth.
        width, inner, past = d.execute_script("""const w = document.documentElement.clientWidth;
            return [document.documentElement.scrollWidth, w,
            [...document.querySelectorAll('a, button, input, select, textarea, label, h1, h2, p')]
              .filter(el => el.getClientRects().length && el.getBoundingClientRect().right > w + 0.5)
              .map(el => el.tagName + ' ' + el.textContent.trim().slice(0, 30) + ' ' + Math.round(el.getBoundingClientRect().right))]""")
        if width > inner or past:
            wide.append((path, width, inner, past[:3]))
    e.check(f"at 360 px wide in {lang} none of the {len(PAGES) + 2} pages scrolls sideways or cuts a control at its edge", not wide, wide)


def offline_test(e, d, env, db, port, daemon):
    """The phone's board with habitd gone: the kept board, saying it is offline; taps made
    there wait, shown, and are sent in order, each once, when habitd is back (issue 43
    part 4). Returns the habitd started again."""
    from selenium.webdriver.common.by import By
    base = f"http://127.0.0.1:{port}"
    today = time.strftime("%Y-%m-%d", time.gmtime())
    ids = dict(sqlite3.connect(db).execute("SELECT name, id FROM habit").fetchall())
    rows = lambda name: sqlite3.connect(db).execute(  # noqa: E731
        "SELECT COUNT(*), GROUP_CONCAT(source) FROM completion WHERE habit_id = ? AND date = ?", (ids[name], today)).fetchone()
    read_before, journal_before = rows("Read"), rows("Journal")
    controlled = e.wait_for(lambda: d.execute_script("return !!navigator.serviceWorker.controller"), 10)
    d.get(base + "/")   # through the worker now: it keeps this board
    e.wait_for(lambda: d.find_elements(By.ID, "board"), 5)
    e.stop(daemon)
    d.get(base + "/")
    shown = lambda: [p for p in d.find_elements(By.ID, "offline") if p.is_displayed()]
    e.wait_for(shown, 5)
    notice = shown()
    e.check("offline (habitd stopped), the phone shows the last board and says so",
            bool(controlled) and bool(notice) and "Stretch" in d.find_element(By.ID, "board").text
            and notice[0].text.startswith("Offline:"), (controlled, notice and notice[0].text))
    # Journal's today once; Read's today twice (a mistake taken back): three taps wait.
    for name in ("Journal", "Read", "Read"):
        before = len(d.find_elements(By.CSS_SELECTOR, "#waiting li"))
        # In the middle of the window, as a thumb taps it: not under the list at its foot.
        square = d.find_element(By.ID, f"d{ids[name]}-{today}")
        d.execute_script("arguments[0].scrollIntoView({block: 'center'})", square)
        square.click()
        e.wait_for(lambda: len(d.find_elements(By.CSS_SELECTOR, "#waiting li")) > before, 5)
    waiting = d.execute_script("""const w = document.getElementById('waiting'), r = w.getBoundingClientRect();
        return [!w.hidden && r.top >= 0 && r.bottom <= window.innerHeight, [...w.querySelectorAll('li')].map(l => l.textContent),
                [...document.querySelectorAll('button.cell.waiting')].map(b => b.id)]""")
    e.check("offline, each tap waits, listed in sight at 360 px and its square marked, and nothing reached the store",
            waiting[0] and [w.split(",")[0] for w in waiting[1]] == ["Journal", "Read", "Read"]
            and waiting[1][0] == f"Journal, {today} (tapped when due)" and waiting[1][2] == f"Read, {today} (tapped again)"
            and sorted(waiting[2]) == sorted([f"d{ids['Journal']}-{today}", f"d{ids['Read']}-{today}"])
            and (rows("Read"), rows("Journal")) == (read_before, journal_before), waiting)
    # habitd back on the same port and store: the page sends them, in order, each once.
    log = os.path.join(e.TMP, "habitd-browser-again.log")
    again = e.start([e.HABITD, "--db", db, "--config", os.path.join(e.TMP, "browser.toml")], env, log=log)
    e.wait_for(lambda: f"127.0.0.1:{port}/api/v1/" in e.log_text(log), 30)
    e.wait_for(lambda: d.execute_script("return document.getElementById('waiting').hidden"), 20)
    sent = d.execute_script("return [document.getElementById('waiting').hidden, document.querySelectorAll('button.cell.waiting').length]")
    journal, read = rows("Journal"), rows("Read")
    # Read was done (habitctl's, earlier): taken back, then done again, now from the web.
    e.check("habitd back, the waiting taps are sent: Journal done from the web, Read as it was (its two taps, in order, each once)",
            sent == [True, 0] and journal[0] == journal_before[0] + 1 and (journal[1] or "").endswith("web")
            and read_before[0] == 1 and read == (1, "web"), (sent, journal_before, journal, read_before, read))
    return again
