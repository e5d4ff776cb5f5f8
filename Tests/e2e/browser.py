"""The web app in a real browser (issue 31): Debian's chromium, driven by Selenium through
chromedriver, against the real habitd: log in through the one-time link, tap a day and find
it in the database and in `habitctl show`, see a `habitctl done` arrive on the open page
without a reload, and fit a phone's width without scrolling sideways.

Called from run.py (E2E_ONLY=browser runs it alone); `e` is run.py's module.
"""
import json
import os
import sqlite3
import time

import browser_actions
import browser_pages
import browser_tasks
from browser_steady import steady
import web


def day_before(n):
    """The UTC date n days ago (the tests' TZ is UTC)."""
    return time.strftime("%Y-%m-%d", time.gmtime(time.time() - n * 86400))


def driver(width, height, lang="en-US"):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", f"--window-size={width},{height}", f"--lang={lang}"):
        options.add_argument(arg)
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    options.binary_location = "/usr/bin/chromium"
    d = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    if width < 500:
        # A headless window is at least 500 px wide: a phone's width is emulated, as DevTools does.
        d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": True})
    return d


HEAD_AND_COLOURS = """
    const centre = el => { const r = el.getBoundingClientRect(); return r.left + r.width / 2; };
    const head = [...document.querySelectorAll('.weekdays .wd')];
    const rows = [...document.querySelectorAll('.habit')];
    const offsets = rows.map(row => [...row.querySelectorAll('.week .cell')])
        .map(cells => Math.max(...head.map((h, i) => Math.abs(centre(h) - centre(cells[i])))));
    const done = name => { const row = rows.find(r => r.querySelector('.name').textContent == name);
        const cell = row.querySelector('.cell.done');
        return [getComputedStyle(row).getPropertyValue('--c').trim(), cell && getComputedStyle(cell).backgroundColor]; };
    return {letters: head.map(h => h.firstChild.textContent).join(''), days: head.map(h => h.querySelector('small').textContent),
            today: head.findIndex(h => h.classList.contains('today')), offset: Math.max(...offsets),
            stretch: done('Stretch'), read: done('Read')};
"""


LEGEND = """
    document.querySelector('.legend').open = true;
    const look = c => { const s = getComputedStyle(c), a = getComputedStyle(c, '::after');
        return [s.backgroundColor, s.backgroundImage, s.borderTopColor, s.borderTopStyle, s.opacity, a.content].join('|'); };
    const cells = [...document.querySelectorAll('.legend .cell')];
    const verdict = c => [...c.classList].find(k => k.startsWith('v-'));
    return {verdicts: cells.map(verdict), looks: cells.map(look), words: [...document.querySelectorAll('.legend li')].map(l => l.textContent),
            unjudged: [...document.querySelectorAll('#board .habit .cell')].filter(c => !verdict(c)).length};
"""
# The ledger's verdicts (DayVerdict), each of which the board draws its own way.
VERDICTS = ["done", "partly", "missed", "due", "upcoming", "not_due", "skipped", "paused", "declined", "slip", "kept", "covered"]


def legend(d):
    """Every verdict has a look of its own (background, stripes, border, opacity, mark: no two
    the same) and a word in the legend; every square on the board carries its verdict."""
    got = d.execute_script(LEGEND)
    ok = (sorted(got["verdicts"]) == sorted("v-" + v for v in VERDICTS) and len(set(got["looks"])) == len(VERDICTS)
          and all(w.strip() for w in got["words"]) and got["unjudged"] == 0)
    return ok, got


def week_head(d, start_day):
    """The week's letters and days above the squares, each over its column (within a pixel),
    and a done day in its habit's own colour: what the board shows, read in chromium."""
    got = d.execute_script(HEAD_AND_COLOURS)
    now = time.time()
    wday = time.gmtime(now).tm_wday                    # Monday 0
    since = (wday - start_day) % 7
    week = [time.gmtime(now + (i - since) * 86400) for i in range(7)]
    letters = "".join("MTWTFSS"[t.tm_wday] for t in week)
    rgb = lambda h: "rgb(%d, %d, %d)" % tuple(int(h[i:i + 2], 16) for i in (1, 3, 5))  # noqa: E731
    return (got["letters"] == letters and got["days"] == [str(t.tm_mday) for t in week] and got["today"] == since
            and got["offset"] <= 1 and got["stretch"][1] == rgb(got["stretch"][0]) and got["read"][1] == rgb(got["read"][0])
            and got["stretch"][1] != got["read"][1]), (got, letters)


def browser_test(e):
    from selenium.webdriver.common.by import By
    env, bus_pid = e.session("-browser")
    db = os.path.join(e.TMP, "browser.sqlite")
    start = time.strftime("%Y-%m-%d", time.gmtime(time.time() - 6 * 86400))
    for args in (["add", "Stretch", "--plain", "--start", start], ["add", "Read", "--plain", "--start", start],
                 ["add", "Water", "--plain", "--times", "3", "--start", start]):
        assert e.ctl(env, *args, db=db).returncode == 0
    # Today never the week's last day, so the board always shows days still to come (on a
    # Sunday, a week from Monday would show none, and "future days cannot be tapped" would
    # hold of an empty list).
    if time.gmtime().tm_wday == 6:
        assert e.ctl(env, "config", "set", "week-start", "sunday", db=db).returncode == 0
    daemon, port, _ = web.serve(e, env, db, "browser")
    link = e.ctl(env, "web", "login", db=db).stdout.strip().splitlines()[-1]
    today = time.strftime("%Y-%m-%d", time.gmtime())
    d = driver(1280, 900)
    try:
        d.get(f"http://127.0.0.1:{port}/")
        e.check("without logging in, the board says how to log in", "habitctl web login" in d.find_element(By.TAG_NAME, "body").text,
                d.page_source[:300])
        d.get(link)
        cookie = d.get_cookie("habitd_session")
        e.check("the one-time link logs chromium in (an HttpOnly cookie) and shows the board",
                cookie is not None and cookie.get("httpOnly") and d.current_url == f"http://127.0.0.1:{port}/"
                and "Stretch" in d.find_element(By.ID, "board").text, (d.current_url, cookie))
        label = f"Stretch, {today}, due"
        enabled = steady(lambda: d.find_element(By.CSS_SELECTOR, f'button[aria-label="{label}"]').is_enabled())
        e.check("each day is a button labelled with the habit, the date and the ledger's word", enabled, label)
        steady(lambda: d.find_element(By.CSS_SELECTOR, f'button[aria-label="{label}"]').click())
        done_label = f"Stretch, {today}, done"
        tapped = e.wait_for(lambda: d.find_elements(By.CSS_SELECTOR, f'button[aria-label="{done_label}"]'), 5)
        rows = sqlite3.connect(db).execute("SELECT COUNT(*) FROM completion c JOIN habit h ON h.id = c.habit_id "
                                           "WHERE h.name = 'Stretch' AND c.date = ?", (today,)).fetchone()[0]
        shown = json.loads(e.ctl(env, "show", "Stretch", "--json", db=db).stdout)
        e.check("a tap records the day: in the database, in habitctl show, and on the page", bool(tapped) and rows == 1
                and shown["status"] == "done", (rows, shown["status"]))
        focused = steady(lambda: d.execute_script("return document.activeElement.getAttribute('aria-label')"))
        e.check("and the focus stays on the tapped day, redrawn", focused == done_label, focused)
        d.execute_script("window.__same_page = 42")
        assert e.ctl(env, "done", "Read", db=db).returncode == 0
        arrived = e.wait_for(lambda: d.find_elements(By.CSS_SELECTOR, f'button[aria-label="Read, {today}, done"]'), 5)
        e.check("a habitctl done appears on the open page without a reload",
                bool(arrived) and d.execute_script("return window.__same_page") == 42)
        start_day = 6 if time.gmtime().tm_wday == 6 else 0
        ok, seen = week_head(d, start_day)
        e.check("the week's letters and days stand over its columns, today's marked; a done day is in its habit's colour", ok, seen)
        ok, seen = legend(d)
        e.check("each of the ledger's 12 verdicts has a square of its own look, named in the legend; every square carries its verdict",
                ok, seen)
        # The week before, a link away: a day there tapped, the page stays on that week.
        steady(lambda: d.find_element(By.PARTIAL_LINK_TEXT, "Previous week").click())
        e.wait_for(lambda: "week=" in d.current_url, 5)
        # The habits' first day, six days ago: always in the week before (on a Sunday the week starts on Sunday).
        last_week = start
        steady(lambda: d.find_element(By.CSS_SELECTOR, f'button[aria-label^="Read, {last_week}, "]').click())
        back = e.wait_for(lambda: d.find_elements(By.CSS_SELECTOR, f'button[aria-label="Read, {last_week}, done"]'), 5)
        recorded = sqlite3.connect(db).execute("SELECT COUNT(*) FROM completion c JOIN habit h ON h.id = c.habit_id "
                                               "WHERE h.name = 'Read' AND c.date = ?", (last_week,)).fetchone()[0]
        e.check("the week before is a link away; a day tapped there is recorded and the page stays on that week",
                bool(back) and recorded == 1 and "week=" in d.current_url, (recorded, d.current_url))
        d.get(f"http://127.0.0.1:{port}/")
        cells = d.execute_script("return [...document.querySelectorAll('button.cell')].map(b => [b.value, b.disabled])")
        future = [v for v, disabled in cells if v > today]
        e.check(f"the {len(future)} days still to come this week cannot be tapped; every day up to today can",
                future and all(disabled == (v > today) for v, disabled in cells), cells)
        steady(lambda: d.find_element(By.LINK_TEXT, "Stretch").click())
        e.wait_for(lambda: d.find_elements(By.CSS_SELECTOR, ".calendar"), 5)
        tappable = d.execute_script("return [...document.querySelectorAll('.calendar button.cell')].filter(b => !b.disabled).map(b => b.value)")
        today_cell = d.find_elements(By.CSS_SELECTOR, f'.calendar button[aria-label="Stretch, {today}, done"]')
        e.check("a habit's name opens its page: its history calendar, every day from its start to today a button, today done as tapped",
                # Sorted: the calendar draws its months newest first, so when the six days cross
                # a month's end (2026-12-05: 11-29 and 11-30 after December's days) the page's
                # order is not the days' order.
                sorted(tappable) == [day_before(n) for n in range(6, -1, -1)] and len(today_cell) == 1, (tappable, d.current_url))
        # Yesterday and the day before tapped on the calendar: the page stays, and the third
        # day in a row is celebrated where the tap was (habitd's 50 ms settle comes after the
        # answer, which records the milestone as said in the same request).
        d.execute_script("window.__same_page = 43")
        for n in (1, 2):
            steady(lambda: d.find_element(By.CSS_SELECTOR, f'.calendar button[value="{day_before(n)}"]').click())
            e.wait_for(lambda: d.find_elements(By.CSS_SELECTOR, f'.calendar button[aria-label="Stretch, {day_before(n)}, done"]'), 5)
        e.wait_for(lambda: d.find_element(By.ID, "live").text, 5)
        said = d.find_element(By.ID, "live").text
        kept = sqlite3.connect(db).execute("SELECT COUNT(*) FROM completion c JOIN habit h ON h.id = c.habit_id "
                                           "WHERE h.name = 'Stretch' AND c.date IN (?, ?)", (day_before(1), day_before(2))).fetchone()[0]
        e.check("days tapped on the calendar are recorded without leaving the page, and the milestone they reach is said there",
                kept == 2 and said == "Stretch: 🏆 3 days in a row" and d.execute_script("return window.__same_page") == 43, (kept, said))

        # Adding through the form: habitctl's refusal beside the field, then a habit.
        d.get(f"http://127.0.0.1:{port}/")
        steady(lambda: d.find_element(By.LINK_TEXT, "Add a habit").click())
        d.find_element(By.ID, "name").send_keys("read")
        d.find_element(By.CSS_SELECTOR, "button.primary").click()
        e.wait_for(lambda: d.find_elements(By.ID, "name-problem"), 5)
        problem = d.find_elements(By.ID, "name-problem")
        count = lambda: sqlite3.connect(db).execute("SELECT COUNT(*) FROM habit").fetchone()[0]
        e.check("a bad form shows habitctl's refusal beside its field and stores nothing",
                bool(problem) and problem[0].text == "A habit with this name already exists: Read" and count() == 3
                and d.find_element(By.ID, "name").get_attribute("aria-describedby") == "name-problem", problem and problem[0].text)
        focused = d.execute_script("const a = document.activeElement; return [a.tagName, a.getAttribute('href'), a.textContent, "
                                   "a.getBoundingClientRect().top]")
        e.check("and the refusal is said at the top too, focused, linking to the field's",
                focused[:3] == ["A", "#name-problem", "A habit with this name already exists: Read"] and 0 <= focused[3] < 900, focused)
        name = d.find_element(By.ID, "name")
        name.clear()
        name.send_keys("Gym")
        d.find_element(By.CSS_SELECTOR, 'input[name="schedule"][value="weekly"]').click()
        d.find_element(By.ID, "schedule_value").send_keys("3")
        # The reminder's time as a time input (the script's; the form's text field, hidden,
        # is what it writes and what is sent): its value set as a person's typing sets it.
        d.find_element(By.CSS_SELECTOR, "button.add-time").click()
        time_input = d.find_element(By.CSS_SELECTOR, ".times input[type=time]")
        d.execute_script("arguments[0].value = '18:00'; arguments[0].dispatchEvent(new Event('input'))", time_input)
        d.find_element(By.CSS_SELECTOR, "button.primary").click()
        e.wait_for(lambda: "/habits/" in d.current_url, 5)
        gym = json.loads(e.ctl(env, "show", "Gym", "--json", db=db).stdout or "{}").get("habit", {})
        e.check("a habit added through the form is habitctl's: 3 days a week, reminded at 18:00, its page shown",
                gym.get("schedule") == {"kind": "weekly", "value": 3} and gym.get("reminders") == [{"time": "18:00"}] and "/habits/" in d.current_url,
                (gym, d.current_url))
        browser_pages.forms_test(e, d, env, db, port)
        browser_actions.actions_test(e, d, env, db, port)
        browser_tasks.core_tasks_test(e, d, env, db, port)
        browser_tasks.board_weight_test(e, d, port)
        browser_tasks.drag_test(e, d, env, db, port)
        browser_pages.axe_test(e, d, db, port)
    finally:
        d.quit()
    browser_pages.languages_test(e, env, db, port, driver)
    # Eight habits on the phone's board, as a Loop user has them: two more, one in a section of its own.
    # Piano from ten weeks ago: its chart has all eight weeks, the widest a phone scales down.
    for args in (["add", "Piano", "--plain", "--days", "mon,wed,fri", "--start", day_before(70)],
                 ["add", "Journal", "--plain", "--category", "Evening", "--new-category", "--start", start]):
        assert e.ctl(env, *args, db=db).returncode == 0
    phone = driver(360, 740)
    try:
        phone.get(e.ctl(env, "web", "login", db=db).stdout.strip().splitlines()[-1])
        width = phone.execute_script("return document.documentElement.scrollWidth")
        inner = phone.execute_script("return document.documentElement.clientWidth")
        # Every control of the board a thumb may tap (a day, a name, an amount, the legend,
        # the weeks' links), not the skip link, which shows only when focused.
        small = phone.execute_script("""return [...document.querySelectorAll('button, a:not(.skip), input, select, summary')]
            .filter(b => b.getClientRects().length).map(b => [b.tagName + ' ' + b.textContent.trim().slice(0, 20), b.getBoundingClientRect()])
            .filter(([_, r]) => r.width < 44 || r.height < 43.5).map(([t, r]) => t + ' ' + Math.round(r.width) + 'x' + Math.round(r.height))""")
        e.check(f"at 360 px wide the board scrolls only down (page {width} px, window {inner} px) and every control on it is at least 44 px square",
                width <= inner and not small, (width, inner, small))
        ok, seen = week_head(phone, 6 if time.gmtime().tm_wday == 6 else 0)
        e.check("at 360 px the week's letters and days stand over its columns too", ok, seen)
        # Dense as Loop's list: the habits whose seven squares show whole on the first
        # screen, with this board's sections, amounts and a slip among them.
        whole = phone.execute_script("""return [...document.querySelectorAll('#board .habit')].filter(h => {
            const cells = [...h.querySelectorAll('.week .cell')];
            return cells.length == 7 && cells.every(c => c.getBoundingClientRect().bottom <= window.innerHeight); }).length""")
        total = len(phone.find_elements(By.CSS_SELECTOR, "#board .habit"))
        e.check(f"at 360x740 the first screen shows {whole} of the board's {total} habits with their seven days (at least six)",
                whole >= 6, (whole, total))
        # A habit's chart scaled to the phone: its smallest text at least 11 px (issue 43 part 5).
        sid = sqlite3.connect(db).execute("SELECT id FROM habit WHERE name = 'Piano'").fetchone()[0]
        phone.get(f"http://127.0.0.1:{port}/habits/{sid}")
        e.wait_for(lambda: phone.execute_script("const i = document.querySelector('img.chart'); return !!i && i.complete && i.naturalWidth > 0"), 5)
        smallest = phone.execute_async_script("""const done = arguments[arguments.length - 1], img = document.querySelector('img.chart');
            fetch(img.currentSrc).then(r => r.text()).then(t => {
                const sizes = [...t.matchAll(/font-size="([0-9.]+)"/g)].map(m => +m[1]);
                done(Math.min(...sizes) * img.getBoundingClientRect().width / img.naturalWidth); });""")
        # A week is a bar, or a dash when nothing in it was due yet (on a Sunday, with weeks
        # starting that day, Piano's Mon/Wed/Fri week has had no day due: a dash, not a bar).
        weeks = phone.execute_async_script("""const done = arguments[arguments.length - 1];
            fetch(document.querySelector('img.chart').currentSrc).then(r => r.text())
                .then(t => done(t.split('<rect x=').length - 1 + t.split('>–</text>').length - 1));""")
        e.check(f"at 360 px an 8-week chart's text is {smallest:.1f} px or more, at least 11", smallest >= 11 and weeks == 8, (smallest, weeks))
        browser_pages.phone_pages_test(e, phone, db, port)
        daemon = browser_pages.offline_test(e, phone, env, db, port, daemon)
    finally:
        phone.quit()
    e.stop(daemon)   # the one the offline check started again (or, had it failed before, the first)
    os.kill(bus_pid, 15)
