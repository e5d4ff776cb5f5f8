#!/usr/bin/env python3
"""Screenshots of the web app (issue 31) into docs/: the board and a habit, at a desktop's
width and a phone's, light and dark, in headless chromium on the real habitd with a week
of history.

    swift build && python3 scripts/web-screenshots.py .build/debug
"""
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "e2e"))
import run as e2e  # noqa: E402
import web  # noqa: E402
from browser import driver  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from benchlib import run_under_e2e  # noqa: E402

DOCS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs")


def day(n):
    return time.strftime("%Y-%m-%d", time.gmtime(time.time() - n * 86400))


def main():
    env, bus_pid = e2e.session("-shots")
    db = os.path.join(e2e.TMP, "shots.sqlite")
    start = day(40)
    for args in (["add", "Stretch", "--start", start, "--remind", "07:30", "--category", "Health", "--new-category"],
                 ["add", "Read", "--start", start, "--remind", "21:00"],
                 ["add", "Water", "--times", "3", "--start", start, "--category", "Health"],
                 ["add", "Gym", "--weekly", "3", "--start", start, "--category", "Health"],
                 ["add", "No sugar", "--quit", "--start", start],
                 ["add", "Piano", "--days", "mon,wed,fri", "--start", start],
                 ["add", "Run", "--plain", "--goal", "5", "--unit", "km", "--weekly", "3", "--start", start]):
        assert e2e.ctl(env, *args, db=db).returncode == 0
    e2e.ctl(env, "pin", "Read", db=db)
    for n in range(1, 40):
        for name, every in (("Stretch", 1), ("Read", 1), ("Water", 1), ("Gym", 2), ("Piano", 1)):
            if (n * 7 + len(name)) % 5 and n % every == 0:
                e2e.ctl(env, "done", name, "--date", day(n), db=db)
    e2e.ctl(env, "done", "Stretch", "--note", "Hamstrings felt better", "--mood", "good", db=db)
    e2e.ctl(env, "done", "Run", "--value", "3.2", "--date", day(1), db=db)
    # A day of each kind the board draws: a slip, a no, a skip, a pause to come.
    e2e.ctl(env, "slip", "No sugar", "--date", day(2), db=db)
    e2e.ctl(env, "fail", "Piano", "--date", day(3), db=db)
    e2e.ctl(env, "skip", "Read", "--date", day(2), db=db)
    e2e.ctl(env, "pause", "Gym", "--from", day(-1), "--to", day(-3), db=db)
    daemon, port, _ = web.serve(e2e, env, db, "shots")
    stretch = e2e.ctl(env, "list", "--json", db=db).stdout
    import json
    sid = next(h["id"] for h in json.loads(stretch) if h["name"] == "Stretch")
    for width, height, form in ((1100, 760, "desktop"), (360, 760, "phone")):
        for scheme in ("light", "dark"):
            d = driver(width, height)
            try:
                d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                d.get(e2e.ctl(env, "web", "login", db=db).stdout.strip().splitlines()[-1])
                time.sleep(0.5)
                d.save_screenshot(os.path.join(DOCS, f"web-board-{form}-{scheme}.png"))
                if form == "desktop" and scheme == "light":
                    # The whole board with its legend open.
                    d.set_window_size(width, 1500)
                    d.execute_script("document.querySelector('.legend').open = true")
                    time.sleep(0.3)
                    d.save_screenshot(os.path.join(DOCS, "web-board-legend.png"))
                if form == "desktop":
                    d.set_window_size(width, 2100)   # down to the history
                d.get(f"http://127.0.0.1:{port}/habits/{sid}")
                time.sleep(0.5)
                d.save_screenshot(os.path.join(DOCS, f"web-habit-{form}-{scheme}.png"))
                if form == "phone" and scheme == "light":
                    # The history calendar, each day a button.
                    d.get(f"http://127.0.0.1:{port}/habits/{sid}#calendar")
                    time.sleep(0.5)
                    d.save_screenshot(os.path.join(DOCS, "web-calendar-phone.png"))
                if scheme == "light":
                    # The add form, then refusing as habitctl does: said at the top, and beside the field.
                    from selenium.webdriver.common.by import By
                    d.set_window_size(width, 1300 if form == "desktop" else height)
                    d.get(f"http://127.0.0.1:{port}/add")
                    time.sleep(0.5)
                    d.save_screenshot(os.path.join(DOCS, f"web-add-{form}.png"))
                    d.find_element(By.ID, "name").send_keys("Swim")
                    d.find_element(By.CSS_SELECTOR, 'input[name="schedule"][value="weekly"]').click()
                    d.find_element(By.ID, "schedule_value").send_keys("9")
                    d.find_element(By.CSS_SELECTOR, "button.primary").click()
                    time.sleep(0.5)
                    d.save_screenshot(os.path.join(DOCS, "web-add-refused.png" if form == "desktop" else "web-add-refused-phone.png"))
                if form == "desktop" and scheme == "light":
                    d.set_window_size(width, 1000)
                    d.get(f"http://127.0.0.1:{port}/stats")
                    time.sleep(0.5)
                    d.save_screenshot(os.path.join(DOCS, "web-stats.png"))
            finally:
                d.quit()
    # The board in German and Russian on a phone and in Spanish on a desktop: their words, dates and decimals.
    for width, height, lang, name in ((360, 760, "de", "web-board-phone-de.png"), (1100, 760, "es", "web-board-desktop-es.png"),
                                      (360, 760, "ru", "web-board-phone-ru.png")):
        d = driver(width, height, lang=lang)
        try:
            d.get(e2e.ctl(env, "web", "login", db=db).stdout.strip().splitlines()[-1])
            time.sleep(0.5)
            d.save_screenshot(os.path.join(DOCS, name))
        finally:
            d.quit()
    e2e.stop(daemon)
    os.kill(bus_pid, 15)
    print("wrote docs/web-board-*.png, docs/web-board-legend.png, docs/web-habit-*.png, docs/web-calendar-phone.png, docs/web-add-*.png, docs/web-board-phone-de.png, docs/web-board-desktop-es.png, docs/web-board-phone-ru.png and docs/web-stats.png")


if __name__ == "__main__":
    run_under_e2e(main, e2e)
