"""Every action of the action table clicked on a habit's page in chromium (issue 42): the
controls the page draws from the table, each found by its data-action, each one's effect
read back from the database. The actions expected are the document's (the habit's POST
operations and its DELETE), so a page that lacks one fails here.

Called from browser.py with its driver and habitd.
"""
import json
import sqlite3
import time
import urllib.request

from browser_steady import steady


def actions_test(e, d, env, db, port):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.expected_conditions import staleness_of
    from selenium.webdriver.support.ui import Select, WebDriverWait
    base = f"http://127.0.0.1:{port}"
    start = time.strftime("%Y-%m-%d", time.gmtime(time.time() - 6 * 86400))
    for args in (["add", "Walk", "--plain", "--start", start], ["add", "Smoking", "--plain", "--quit", "--start", start]):
        assert e.ctl(env, *args, db=db).returncode == 0
    sql = lambda q, *a: sqlite3.connect(db).execute(q, a).fetchall()
    walk = sql("SELECT id FROM habit WHERE name = 'Walk'")[0][0]
    smoking = sql("SELECT id FROM habit WHERE name = 'Smoking'")[0][0]
    today = time.strftime("%Y-%m-%d", time.gmtime())
    yesterday = time.strftime("%Y-%m-%d", time.gmtime(time.time() - 86400))
    tomorrow = time.strftime("%Y-%m-%d", time.gmtime(time.time() + 86400))
    seen = set()

    def page(hid):
        d.get(f"{base}/habits/{hid}")
        e.wait_for(lambda: d.find_elements(By.CSS_SELECTOR, "[data-action]"), 5)
        seen.update(b.get_attribute("data-action") for b in d.find_elements(By.CSS_SELECTOR, "[data-action]"))

    def fill(field_id, text):
        field = d.find_element(By.ID, field_id)
        # A date field takes typed digits in the locale's order: its value is set as a script would.
        d.execute_script("arguments[0].value = arguments[1]", field, text)

    def click(action, hid=walk, **fields):
        page(hid)
        for field_id, text in fields.items():
            if field_id == "before":
                Select(d.find_element(By.ID, "move-before")).select_by_visible_text(text)
            else:
                fill(field_id.replace("_", "-"), text)
        button = d.find_element(By.CSS_SELECTOR, f'button[data-action="{action}"]')
        d.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
        steady(button.click)
        # The form posts and habitd answers with the page again: wait for the new page (the
        # button clicked gone from the document), not for a URL that was already this one.
        WebDriverWait(d, 10).until(staleness_of(button))
        e.wait_for(lambda: d.current_url.rstrip("/").endswith(f"/habits/{hid}"), 5)

    day = lambda t: sql("SELECT count, note, mood FROM completion WHERE habit_id = ? AND date = ?", walk, t)
    declined = lambda t: sql("SELECT COUNT(*) FROM decline WHERE habit_id = ? AND date = ?", walk, t)[0][0]
    results = []
    click("done", day_date=yesterday, day_note="late", day_mood="good")
    results.append(("done with a note and a mood", day(yesterday) == [(1, "late", 4)], day(yesterday)))
    click("undo", day_date=yesterday)
    results.append(("undo", day(yesterday) == [], day(yesterday)))
    click("fail", day_date=yesterday)
    results.append(("fail", declined(yesterday) == 1, declined(yesterday)))
    click("toggle", day_date=yesterday)
    results.append(("toggle a no: done, the no taken back", declined(yesterday) == 0 and len(day(yesterday)) == 1, day(yesterday)))
    click("toggle", day_date=yesterday)
    results.append(("toggle again: nothing (seed 000's tap)", declined(yesterday) == 0 and day(yesterday) == [], day(yesterday)))
    click("skip", day_date=tomorrow, day_note="trip")
    skipped = sql("SELECT note FROM skip WHERE habit_id = ? AND date = ?", walk, tomorrow)
    results.append(("skip a day to come with its note", skipped == [("trip",)], skipped))
    click("unskip", day_date=tomorrow)
    results.append(("unskip", sql("SELECT COUNT(*) FROM skip WHERE habit_id = ?", walk) == [(0,)], None))
    click("pin")
    results.append(("pin", sql("SELECT pinned FROM habit WHERE id = ?", walk) == [(1,)], None))
    click("unpin")
    results.append(("unpin", sql("SELECT pinned FROM habit WHERE id = ?", walk) == [(0,)], None))
    click("move", before="Stretch")
    order = [h["name"] for h in json.loads(e.ctl(env, "list", "--json", db=db).stdout)]
    results.append(("move before Stretch", order.index("Walk") + 1 == order.index("Stretch"), order))
    click("pause", pause_from=today, pause_to=tomorrow, pause_note="rest")
    paused = json.loads(e.ctl(env, "show", "Walk", "--json", db=db).stdout)["habit"].get("pauses")
    results.append(("pause with its note", paused == [{"first": today, "last": tomorrow, "note": "rest"}], paused))
    click("resume")
    resumed = json.loads(e.ctl(env, "show", "Walk", "--json", db=db).stdout)["habit"].get("pauses")
    results.append(("resume", not resumed, resumed))
    click("archive")
    results.append(("archive", sql("SELECT archived FROM habit WHERE id = ?", walk) == [(1,)], None))
    d.get(f"{base}/")
    d.find_element(By.CSS_SELECTOR, 'a[href="/archived"]').click()
    e.wait_for(lambda: d.current_url.endswith("/archived"), 5)
    listed = [a.text for a in d.find_elements(By.CSS_SELECTOR, "ul.archived a.name")]
    offered = d.find_elements(By.CSS_SELECTOR, f'button[formaction="/habits/{walk}/unarchive"]')
    results.append(("the board links the archived page, which lists it with Unarchive", listed == ["Walk"] and len(offered) == 1, listed))
    click("unarchive")
    results.append(("unarchive", sql("SELECT archived FROM habit WHERE id = ?", walk) == [(0,)], None))
    click("slip", hid=smoking, day_date=today)
    slipped = json.loads(e.ctl(env, "show", "Smoking", "--json", db=db).stdout).get("status")
    results.append(("slip (a quit habit's)", slipped == "slip", slipped))
    page(walk)
    steady(lambda: d.find_element(By.CSS_SELECTOR, 'a[data-action="delete"]').click())
    e.wait_for(lambda: d.current_url.endswith(f"/habits/{walk}/delete"), 5)
    warned = "Deleting Walk loses its history" in d.find_element(By.TAG_NAME, "main").text
    steady(lambda: d.find_element(By.CSS_SELECTOR, 'button[data-action="delete"]').click())
    e.wait_for(lambda: d.current_url == base + "/", 5)
    results.append(("delete, after a page that names what is lost", warned and sql("SELECT COUNT(*) FROM habit WHERE name = 'Walk'") == [(0,)],
                    (warned, d.current_url)))
    failed = [(what, got) for what, ok, got in results if not ok]
    e.check(f"{len(results)} actions clicked on a habit's page each did what habitctl's would", not failed, failed)

    with urllib.request.urlopen(base + "/api/v1/openapi.json") as r:
        paths = json.load(r)["paths"]
    table = {op["operationId"] for p, item in paths.items() if p.startswith("/habits/{habit}/") and p != "/habits/{habit}/detail"
             for m, op in item.items() if m == "post"}
    table.add("delete")
    e.check(f"the pages offer every one of the document's {len(table)} actions", table == seen, sorted(table ^ seen))
    assert e.ctl(env, "rm", "Smoking", "--yes", db=db).returncode == 0
