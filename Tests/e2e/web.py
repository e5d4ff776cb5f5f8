"""habitd's HTTP API end to end (issue 30): the real habitd on a private session with dunst,
real requests over loopback, real database files; what the API writes is what habitctl
reads, and the hostile requests are refused by the running server.

Called from run.py (E2E_ONLY=web runs it alone); `e` is run.py's module.
"""
import http.client
import json
import importlib.util
import os
import re
import sys
import socket
import ssl
import subprocess
import time
from datetime import timedelta

import hostile


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def serve(e, env, db, tag):
    """habitd on `db`, serving the web on a free loopback port: (process, port, log)."""
    port = free_port()
    config = os.path.join(e.TMP, f"{tag}.toml")
    open(config, "w").write(f'[web]\nlisten = "127.0.0.1:{port}"\n')
    log = os.path.join(e.TMP, f"habitd-{tag}.log")
    daemon = e.start([e.HABITD, "--db", db, "--config", config], env, log=log)
    e.wait_for(lambda: f"127.0.0.1:{port}/api/v1/" in e.log_text(log), 30)
    return daemon, port, log


def request(port, method, path, token=None, body=None, headers=None, host=None):
    """(status, headers, body as JSON or text)."""
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    h = {"Host": host or f"127.0.0.1:{port}"}
    if token:
        h["Authorization"] = f"Bearer {token}"
    if body is not None:
        h["Content-Type"] = "application/json"
    h.update(headers or {})
    c.request(method, "/api/v1/" + path, body=body, headers=h)
    r = c.getresponse()
    data = r.read()
    c.close()
    try:
        parsed = json.loads(data) if data else None
    except ValueError:
        parsed = data.decode(errors="replace")
    return r.status, dict(r.getheaders()), parsed


def scenario(e, env, db, do):
    """One person's day, through `do` (habitctl or the API): the same steps either way."""
    do("done", "Read", {"note": "chapter 3", "mood": "good"})
    do("done", "Water", {"count": 2})
    do("done", "Run", {"value": 2.5})
    do("undo", "Water", {})
    do("done", "Run", {"value": 1.5, "date": e.str_yesterday})
    do("add", "Gym", {"weekly": 3, "remind": "18:00", "remind_days": "mon,wed,fri", "category": "Sport", "new_category": True})
    do("edit", "Gym", {"add_remind": "07:00", "remind_days": "sat", "icon": "🏋"})
    do("toggle", "Gym", {})
    do("add", "Sweets", {"quit": True, "start": e.str_yesterday})
    do("slip", "Sweets", {"note": "cake"})
    do("pin", "Sweets", {})
    do("move", "Run", {"top": True})
    do("add", "Tea", {"plain": True})
    do("archive", "Tea", {})


def comparable(e, env, db):
    """`list --json` and the history without what differs by nature (ids, times of writing)."""
    entries = json.loads(e.ctl(env, "list", "--json", "--all", db=db).stdout)
    for x in entries:
        for k in ("uuid", "created_at", "updated_at", "id"):
            x.pop(k, None)
    history = []
    for name in ("Read", "Water", "Run", "Gym", "Sweets", "Tea", "Stretch"):
        for x in json.loads(e.ctl(env, "history", name, "--json", "--limit", "0", db=db).stdout):
            for k in ("recorded_at", "source", "memo_at"):
                x.pop(k, None)
            history.append([name, x])
    return entries, history


def api_test(e):
    env, bus_pid = e.session("-web")
    mon_log = os.path.join(e.TMP, "monitor-web.log")
    e.start(["dbus-monitor", "--session", "interface='org.freedesktop.Notifications'"], env, log=mon_log)
    mon = e.Monitor(mon_log)
    dunst = e.start_dunst(env)
    api_db = os.path.join(e.TMP, "web-api.sqlite")
    ctl_db = os.path.join(e.TMP, "web-ctl.sqlite")
    m = e.next_minute(40)
    start = str(m.date() - timedelta(days=3))
    e.str_yesterday = str(m.date() - timedelta(days=1))
    for db in (api_db, ctl_db):
        assert e.ctl(env, "add", "Read", "--plain", "--start", start, db=db).returncode == 0
        assert e.ctl(env, "add", "Water", "--plain", "--times", "3", "--start", start, db=db).returncode == 0
        assert e.ctl(env, "add", "Run", "--plain", "--goal", "5", "--unit", "km", "--start", start, db=db).returncode == 0
    # Reminded at the minute, and done through the API before it: never raised.
    for db in (api_db, ctl_db):
        assert e.ctl(env, "add", "Stretch", "--plain", "--remind", e.hm(m), "--start", start, db=db).returncode == 0
    token = e.ctl(env, "web", "token", "new", "--name", "e2e", db=api_db).stdout.strip().splitlines()[-1]
    reader = e.ctl(env, "web", "token", "new", "--name", "phone", "--read-only", db=api_db).stdout.strip().splitlines()[-1]
    port = free_port()
    config = os.path.join(e.TMP, "web.toml")
    open(config, "w").write(f'[web]\nlisten = "127.0.0.1:{port}"\n')
    log = os.path.join(e.TMP, "habitd-web.log")
    daemon = e.start([e.HABITD, "--db", api_db, "--config", config], env, log=log)
    listening = e.wait_for(lambda: f"web: listening on http://127.0.0.1:{port}/api/v1/" in e.log_text(log), 20)
    e.check("habitd serves the API where [web] listen says", listening, e.log_text(log)[-400:])

    status, headers, doc = request(port, "GET", "openapi.json")
    e.check("the OpenAPI document is served without a token", status == 200 and doc.get("openapi") == "3.1.0", status)
    repo_doc = json.load(open(os.path.join(os.path.dirname(__file__), "..", "..", "docs", "openapi.json")))
    e.check("it is docs/openapi.json", doc == repo_doc)
    refused = []
    for path, ops in doc["paths"].items():
        for method in ops:
            if path == "/openapi.json":
                continue
            s, h, body = request(port, method.upper(), path.lstrip("/").replace("{habit}", "Read").replace("{key}", "theme"))
            if s != 401 or "Bearer" not in h.get("WWW-Authenticate", "") or body.get("status") != 401:
                refused.append((method, path, s))
    e.check("every other route of the document answers 401 without a token", refused == [], refused)

    # The scenario through the API and through habitctl leaves the same database.
    def by_api(verb, name, body):
        if verb == "add":
            s, _, answer = request(port, "POST", "habits", token, json.dumps({"name": name, **body}))
        elif verb == "edit":
            s, _, answer = request(port, "PATCH", f"habits/{name}", token, json.dumps(body))
        else:
            s, _, answer = request(port, "POST", f"habits/{name}/{verb}", token, json.dumps(body))
        assert s in (200, 201), (verb, name, s, answer)

    def by_ctl(verb, name, body):
        args = [verb, name]
        for k, v in body.items():
            args += [f"--{k.replace('_', '-')}"] + ([] if v is True else [str(v)])
        r = e.ctl(env, *args, db=ctl_db)
        assert r.returncode == 0, (args, r.stderr)

    scenario(e, env, api_db, by_api)
    scenario(e, env, ctl_db, by_ctl)

    # Done through the API before its reminder: habitd notices the write and stays quiet.
    s, _, answer = request(port, "POST", "habits/Stretch/done", token, "{}")
    e.check("done through the API: 201 and the ledger's verdict", s == 201 and answer["habit"]["status"] == "done", answer)
    by_ctl("done", "Stretch", {})
    api_view, ctl_view = comparable(e, env, api_db), comparable(e, env, ctl_db)
    e.check("a scenario through the API and through habitctl: the same verdicts in list --json",
            api_view[0] == ctl_view[0], json.dumps([api_view[0], ctl_view[0]])[:1500])
    e.check("... and the same history", api_view[1] == ctl_view[1], json.dumps([api_view[1], ctl_view[1]])[:1500])
    s, _, one = request(port, "GET", "habits/read", token)
    shown = e.ctl(env, "list", "--json", db=api_db).stdout
    e.check("GET habits/read is list --json's entry", s == 200 and one in json.loads(shown), one)
    e.sleep_until(m + timedelta(seconds=8))
    e.check("a habit done through the API is not reminded at its minute",
            not any(n["summary"] == "Stretch" for n in mon.notifies()), [n["summary"] for n in mon.notifies()])

    # A change made anywhere reaches an open event stream within a second.
    stream = socket.create_connection(("127.0.0.1", port), timeout=10)
    stream.sendall(f"GET /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: Bearer {token}\r\n"
                   "Accept: text/event-stream\r\n\r\n".encode())
    got = b""
    while b": connected" not in got:
        got += stream.recv(4096)
    e.check("GET events answers 200 with a text/event-stream", b" 200 " in got.split(b"\r\n")[0] and b"text/event-stream" in got, got[:300])
    t0 = time.time()
    r = e.ctl(env, "done", "Water", db=api_db)
    while b"event: change" not in got:
        got += stream.recv(4096)
    latency = time.time() - t0
    e.check(f"a habitctl done reaches an open event stream in {latency * 1000:.0f} ms (within a second)",
            r.returncode == 0 and latency < 1.0, got[-200:])
    s, _, _ = request(port, "POST", "habits/Read/toggle", token, "{}")
    t0 = time.time()
    got = b""
    while b"event: change" not in got:
        got += stream.recv(4096)
    e.check(f"... and so does a change through the API ({(time.time() - t0) * 1000:.0f} ms after its answer)", s == 200 and time.time() - t0 < 1.0)
    stream.close()

    # Problems in the language asked for, from the installed catalogues.
    said = {}
    # Japanese: a language habitd has no catalogue of, so English it is.
    for language in ("de-DE,de;q=0.9", "es", "ru-RU", "ja, en;q=0.5"):
        s, h, body = request(port, "GET", "habits/Nope", token, headers={"Accept-Language": language})
        said[language] = (s, body.get("detail"), h.get("Content-Language"))
    e.check("a problem speaks the language Accept-Language asks for", said == {
        "de-DE,de;q=0.9": (404, "Keine Gewohnheit namens „Nope“", "de"),
        "es": (404, "No hay ningún hábito llamado «Nope»", "es"),
        "ru-RU": (404, "Нет привычки с именем 'Nope'", "ru"),
        "ja, en;q=0.5": (404, "No habit named 'Nope'", "en")}, said)

    # Hostile requests, on the running server.
    s, _, body = request(port, "GET", "habits", token, host="evil.example")
    e.check("a foreign Host header (DNS rebinding) is refused", s == 421, (s, body))
    s, _, body = request(port, "POST", "habits/Read/undo", token, "{}", headers={"Origin": "http://evil.example"})
    e.check("a change from another site's Origin (CSRF) is refused", s == 403, (s, body))
    s, _, body = request(port, "POST", "habits/Read/done", token, "x" * (1 << 20))
    e.check("a body over the limit: 413", s == 413, (s, body))
    s, _, body = request(port, "POST", "habits/Read/done", token, "[" * 1000)
    e.check("JSON nested too deep: 400", s == 400 and "nested deeper" in body.get("detail", ""), (s, body))
    s, _, body = request(port, "GET", "../../../etc/passwd", token)
    e.check("a path outside the API: 404, no file", s == 404 and "root:" not in json.dumps(body), (s, body))
    s, _, body = request(port, "GET", f"habits?token={token}")
    e.check("a token in the URL is refused", s == 400, (s, body))
    tried = {f"{method} {path}": request(port, method, path, reader, body) for method, path, body in (
        ("POST", "habits/Read/undo", "{}"), ("PATCH", "habits/Read", '{"icon": "x"}'), ("PUT", "settings/theme", '{"value": "dark"}'),
        ("DELETE", "habits/Tea", None), ("POST", "import?dry_run=true", "{}"))}
    e.check("a read-only token changes nothing, by any method", all(s == 403 and "read-only" in b["detail"] for s, _, b in tried.values())
            and json.loads(e.ctl(env, "show", "Tea", "--json", db=api_db).stdout)["habit"]["name"] == "Tea",
            {k: (s, b) for k, (s, _, b) in tried.items()})
    # A token revoked with habitctl is refused on its next request.
    assert e.ctl(env, "web", "token", "revoke", "phone", db=api_db).returncode == 0
    s, _, body = request(port, "GET", "habits", reader)
    e.check("a token revoked with habitctl is refused on its next request", s == 401, (s, body))
    slow = socket.create_connection(("127.0.0.1", port))
    slow.sendall(b"GET /api/v1/habits HTTP/1.1\r\nHost: 127.0.0.1\r\n")
    slow.settimeout(20)
    t0 = time.time()
    try:
        closed = slow.recv(1) == b""
    except OSError:
        closed = True
    e.check(f"a slow client is closed ({time.time() - t0:.1f} s after its last byte)", closed and time.time() - t0 < 15)
    slow.close()
    # The revoked token's request was one wrong guess from loopback: hostile_test's count on.
    hostile.hostile_test(e, env, api_db, port, token, daemon, prior_guesses=1)

    # Reload moves the server, here to every address (a phone's way in).
    port2 = free_port()
    open(config, "w").write(f'[web]\nlisten = "0.0.0.0:{port2}"\nallow_plain_http = true\n')
    r = e.ctl(env, "daemon", "reload", db=api_db)
    moved = e.wait_for(lambda: f"web: listening on http://0.0.0.0:{port2}/api/v1/" in e.log_text(log), 10)
    try:
        request(port, "GET", "openapi.json")
        old_closed = False
    except OSError:
        old_closed = True
    e.check("habitctl daemon reload moves the server to the new listen address", r.returncode == 0 and moved and old_closed,
            r.stdout + r.stderr + e.log_text(log)[-400:])
    login_test(e, env, api_db, port2)
    open(config, "w").write('[web]\nenabled = false\n')
    e.ctl(env, "daemon", "reload", db=api_db)
    off = e.wait_for(lambda: "web: stopped listening" in e.log_text(log).split(f"{port2}/api/v1/")[-1], 10)
    e.check("[web] enabled = false stops the server at a reload", off, e.log_text(log)[-400:])
    e.stop(daemon)
    e.check("habitd with the API stops cleanly on SIGTERM", daemon.returncode == 0, e.log_text(log)[-400:])
    tls_test(e, env)
    schemathesis(e, env)
    e.stop(dunst)
    os.kill(bus_pid, 15)


def schemathesis(e, env):
    """schemathesis runs the document against a live habitd of its own (it adds, edits and
    deletes at random): no server error, and every answer as the document says."""
    db = os.path.join(e.TMP, "web-schemathesis.sqlite")
    for args in (["add", "Read", "--plain"], ["add", "Run", "--goal", "5", "--unit", "km"], ["add", "Sweets", "--quit", "--plain"],
                 ["done", "Read"]):
        assert e.ctl(env, *args, db=db).returncode == 0
    token = e.ctl(env, "web", "token", "new", "--name", "schemathesis", db=db).stdout.strip().splitlines()[-1]
    daemon, port, _ = serve(e, env, db, "schemathesis")
    # The python running these tests, if it has schemathesis (scripts/setup.sh installs it).
    st = [sys.executable, "-m", "schemathesis.cli"]
    out = os.path.join(e.TMP, "schemathesis.out")
    rc = None
    if importlib.util.find_spec("schemathesis"):
        here = os.path.dirname(os.path.abspath(__file__))
        with open(out, "w") as f:
            rc = subprocess.run(st + ["--config-file", os.path.join(here, "schemathesis.toml"), "run",
                                 f"http://127.0.0.1:{port}/api/v1/openapi.json", "--url", f"http://127.0.0.1:{port}/api/v1",
                                 "-H", f"Authorization: Bearer {token}", "--checks", "all", "--exclude-checks", "ignored_auth",
                                 "-n", os.environ.get("SCHEMATHESIS_EXAMPLES", "25"), "--seed", "1", "--request-timeout", "5",
                                 "--generation-with-security-parameters", "false", "--no-color"],
                                stdout=f, stderr=subprocess.STDOUT, timeout=900, cwd=e.TMP, env={**os.environ, "HOME": e.TMP}).returncode
    text = open(out).read() if os.path.exists(out) else "st not found: pip install schemathesis (scripts/setup.sh does)"
    cases = re.search(r"(\d+) generated, (\d+) passed", text)
    e.check(f"schemathesis against the live habitd: {cases.group(1) if cases else '?'} test cases, none failed, no server error",
            rc == 0 and cases is not None, text[-1500:])
    # The stateful phase walks the document's links (add, then done, detail and delete on the
    # habit added): it must have run scenarios and followed links, not passed over them.
    scenarios = re.search(r"Scenarios:\s+(\d+)", text)
    followed = re.search(r"API Links:\s+(\d+) covered", text)
    e.check(f"schemathesis's stateful phase: {scenarios.group(1) if scenarios else 0} scenarios, "
            f"{followed.group(1) if followed else 0} links followed",
            scenarios and int(scenarios.group(1)) > 0 and followed and int(followed.group(1)) > 0, text[-1500:])
    e.stop(daemon)


def get_raw(host, port, target, headers=None):
    """(status, headers as a list of pairs, body) without following a redirect."""
    c = http.client.HTTPConnection(host, port, timeout=10)
    c.request("GET", target, headers={"Host": f"{host}:{port}", **(headers or {})})
    r = c.getresponse()
    body = r.read()
    c.close()
    return r.status, r.getheaders(), body


def qr_text(e, terminal_output):
    """What a camera reads in `habitctl web pair`'s code: its half blocks turned back into
    pixels (ImageMagick) and decoded by zbarimg."""
    rows = []
    for line in terminal_output.split("\n"):
        cells = re.findall(r"\x1b\[(\d+);(\d+)m\u2580", line)
        if cells:
            rows += [[fg == "30" for fg, _ in cells], [bg == "40" for _, bg in cells]]
    if not rows:
        return None
    scale = 6
    pbm = os.path.join(e.TMP, "pair.pbm")
    with open(pbm, "w") as f:
        f.write(f"P1\n{len(rows[0]) * scale} {len(rows) * scale}\n")
        for row in rows:
            line = " ".join("1" if d else "0" for d in row for _ in range(scale))
            for _ in range(scale):
                f.write(line + "\n")
    png = os.path.join(e.TMP, "pair.png")
    subprocess.run(["convert", pbm, "-bordercolor", "white", "-border", "24", png], check=True)
    out = subprocess.run(["zbarimg", "--raw", "-q", png], capture_output=True, text=True)
    return out.stdout.strip() or None


def login_test(e, env, db, port):
    """The one-time login link, its cookie, and the phone's QR code, on habitd listening on
    every address."""
    status = e.ctl(env, "daemon", "status", db=db).stdout
    e.check("daemon status says where the web is served", f"http://0.0.0.0:{port}/api/v1/" in status, status)
    r = e.ctl(env, "web", "login", db=db)
    link = r.stdout.strip().splitlines()[-1] if r.returncode == 0 else ""
    e.check("habitctl web login prints a loopback link on its last line", link.startswith(f"http://127.0.0.1:{port}/login?code=hl_"),
            r.stdout + r.stderr)
    target = link.split(f":{port}", 1)[-1]
    s, h, _ = get_raw("127.0.0.1", port, target)
    cookie = next((v for k, v in h if k.lower() == "set-cookie"), "")
    e.check("the link logs the browser in: 303 and an HttpOnly, SameSite=Strict session cookie",
            s == 303 and cookie.startswith("habitd_session=hd_") and "HttpOnly" in cookie and "SameSite=Strict" in cookie, (s, h))
    session = cookie.split(";")[0]
    s, _, body = get_raw("127.0.0.1", port, "/api/v1/board", {"Cookie": session})
    e.check("the cookie reads the board", s == 200 and b'"sections"' in body, (s, body[:200]))
    s, _, _ = get_raw("127.0.0.1", port, target)
    e.check("the link works once", s == 401, s)
    names = json.loads(e.ctl(env, "web", "token", "list", "--json", db=db).stdout)
    e.check("the browser's session is a token habitctl lists (and can revoke)", any(t["name"].startswith("browser-") for t in names), names)

    # The phone: a QR code a camera reads, whose link works from the network address.
    pair = subprocess.run(["script", "-qec", f"{e.HABITCTL} --db {db} web pair", "/dev/null"], capture_output=True, text=True,
                          env=env, timeout=30)
    lines = pair.stdout.replace("\r", "").strip().split("\n")
    printed = lines[-1] if lines else ""
    decoded = qr_text(e, pair.stdout)
    e.check("habitctl web pair draws a QR code a camera reads as the link it prints", decoded is not None and decoded == printed,
            (decoded, printed, pair.stderr[-300:]))
    host = printed.split("//", 1)[-1].split(":", 1)[0] if printed.startswith("http://") else "127.0.0.1"
    s, h, _ = get_raw(host, port, printed.split(f":{port}", 1)[-1])
    e.check(f"... and that link logs a phone in from {host}", s == 303 and any(k.lower() == "set-cookie" for k, _ in h), (s, printed))
    e.check("habitd warns that it listens beyond this machine without TLS",
            "without TLS (allow_plain_http)" in e.log_text(os.path.join(e.TMP, "habitd-web.log")))


def tls_handshake(port, version):
    """The version a handshake offering `version` alone agrees on, or the server's refusal.
    The client allows every cipher (security level 0), so that only the server can refuse."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    context.set_ciphers("ALL:@SECLEVEL=0")
    context.minimum_version = context.maximum_version = version
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=10) as s, context.wrap_socket(s) as t:
            return t.version()
    except (ssl.SSLError, OSError) as error:
        return str(error)


def tls_test(e, env):
    """[web] certificate and key: habitd serves https beyond this machine, with no warning,
    and its cookies are Secure; half a TLS setting is refused at start."""
    cert, key = os.path.join(e.TMP, "web-cert.pem"), os.path.join(e.TMP, "web-key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
                    "-keyout", key, "-out", cert, "-subj", "/CN=habitd-test", "-addext", "subjectAltName=IP:127.0.0.1"],
                   check=True, capture_output=True)
    db = os.path.join(e.TMP, "web-tls.sqlite")
    assert e.ctl(env, "add", "Read", "--plain", db=db).returncode == 0
    token = e.ctl(env, "web", "token", "new", "--name", "tls", db=db).stdout.strip().splitlines()[-1]
    config = os.path.join(e.TMP, "web-tls.toml")
    open(config, "w").write(f'[web]\nlisten = "0.0.0.0:{free_port()}"\ncertificate = "{cert}"\n')
    half = subprocess.run([e.HABITD, "--db", db, "--config", config], env=env, capture_output=True, text=True, timeout=30)
    e.check("a certificate without its key: habitd refuses to start, in one line", half.returncode != 0
            and half.stderr.count("\n") == 1 and "TLS needs both a certificate and its key" in half.stderr, half.stderr)
    port = free_port()
    open(config, "w").write(f'[web]\nlisten = "0.0.0.0:{port}"\ncertificate = "{cert}"\nkey = "{key}"\n')
    log = os.path.join(e.TMP, "habitd-tls.log")
    daemon = e.start([e.HABITD, "--db", db, "--config", config], env, log=log)
    up = e.wait_for(lambda: f"web: listening on https://0.0.0.0:{port}/api/v1/" in e.log_text(log), 20)
    e.check("with a certificate and key habitd serves https on every address, and warns of nothing",
            up and "without TLS" not in e.log_text(log), e.log_text(log)[-400:])
    context = ssl.create_default_context(cafile=cert)
    c = http.client.HTTPSConnection("127.0.0.1", port, timeout=10, context=context)
    c.request("GET", "/api/v1/habits", headers={"Authorization": f"Bearer {token}"})
    r = c.getresponse()
    body = json.loads(r.read())
    c.close()
    e.check("the API answers over TLS, verified against the certificate", r.status == 200 and body[0]["name"] == "Read", (r.status, body))
    link = e.ctl(env, "web", "login", db=db).stdout.strip().splitlines()[-1]
    c = http.client.HTTPSConnection("127.0.0.1", port, timeout=10, context=context)
    c.request("GET", link.split(f":{port}", 1)[-1])
    r = c.getresponse()
    r.read()
    c.close()
    cookie = r.getheader("Set-Cookie") or ""
    e.check("its login link is https and its cookie Secure", link.startswith(f"https://127.0.0.1:{port}/login?code=")
            and r.status == 303 and cookie.endswith("; Secure"), (link, r.status, cookie))
    try:
        plain = request(port, "GET", "openapi.json")[0]
    except (OSError, http.client.HTTPException):
        plain = None
    e.check("plain HTTP to the TLS port gets no answer", plain is None, plain)
    versions = {name: tls_handshake(port, version) for name, version in (("1.0", ssl.TLSVersion.TLSv1), ("1.1", ssl.TLSVersion.TLSv1_1),
                                                                         ("1.2", ssl.TLSVersion.TLSv1_2), ("1.3", ssl.TLSVersion.TLSv1_3))}
    e.check("TLS 1.2 at the least: 1.0 and 1.1 are refused by the server, 1.2 and 1.3 are taken",
            versions["1.2"] == "TLSv1.2" and versions["1.3"] == "TLSv1.3" and all("PROTOCOL_VERSION" in versions[v] for v in ("1.0", "1.1")),
            versions)
    e.stop(daemon)
