"""Attacks that once crashed, flooded or locked out a real habitd (issue 41 part 1), tried
again on the running server: each must now get its clear answer while habitd goes on.

Called from web.py's api_test with its running habitd; `e` is run.py's module.
"""
import http.client
import io
import json
import os
import socket
import time
import zipfile

import web


def peak_rss_mb(pid):
    """The most resident memory the process has had (VmHWM), in MB."""
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return None


def alive(port, token):
    return web.request(port, "GET", "habits", token)[0] == 200


def raw(port, data, timeout=5, source="127.0.0.1"):
    """What the server answers to the bytes `data` before it closes or `timeout` passes."""
    s = socket.socket()
    s.bind((source, 0))
    s.settimeout(timeout)
    s.connect(("127.0.0.1", port))
    s.sendall(data)
    got = b""
    try:
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            got += chunk
    except OSError:
        pass
    s.close()
    return got


def session_cookie(e, env, db, port):
    """A browser's session cookie, from a login link habitctl makes."""
    link = e.ctl(env, "web", "login", db=db).stdout.strip().splitlines()[-1]
    _, headers, _ = web.get_raw("127.0.0.1", port, link.split(f":{port}", 1)[-1])
    return next(v for k, v in headers if k.lower() == "set-cookie").split(";")[0]


def upload(port, cookie, kind, name, data):
    """The import page's form, as a browser posts it: (status, page text, seconds)."""
    boundary = "----habitd-e2e"
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"kind\"\r\n\r\n{kind}\r\n"
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\n"
            "Content-Type: application/octet-stream\r\n\r\n").encode() + data + f"\r\n--{boundary}--\r\n".encode()
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    t0 = time.monotonic()
    c.request("POST", "/import", body=body, headers={"Host": f"127.0.0.1:{port}", "Cookie": cookie, "Origin": f"http://127.0.0.1:{port}",
                                                      "Content-Type": f"multipart/form-data; boundary={boundary}"})
    r = c.getresponse()
    page = r.read().decode(errors="replace")
    c.close()
    return r.status, page, time.monotonic() - t0


def hostile_test(e, env, db, port, token, daemon, prior_guesses):
    # The 200 KB import that killed habitd with SIGSEGV.
    deep = b'{"x":' + b"[" * 200_000
    s, _, body = web.request(port, "POST", "import?dry_run=true", token, deep)
    e.check("200,000 nested brackets in an import: one clear refusal, and habitd goes on",
            s in (400, 422) and "nested deeper than" in (body or {}).get("detail", "") and daemon.poll() is None and alive(port, token),
            (s, str(body)[:300], daemon.poll()))

    # Zip bombs on the import page: a Habits.csv of 256 MiB, and 40 habits naming one folder.
    cookie = session_cookie(e, env, db, port)
    bomb = io.BytesIO()
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        z.writestr("Habits.csv", b"Position,Name\n" + b"\n" * (256 << 20))
    before = peak_rss_mb(daemon.pid)
    s, page, took = upload(port, cookie, "loop", "bomb.zip", bomb.getvalue())
    grown = peak_rss_mb(daemon.pid) - before
    e.check(f"a {len(bomb.getvalue()) >> 10} KiB zip that inflates to 256 MiB: refused in {took:.2f} s, habitd's peak memory "
            f"{grown:+.0f} MB", s == 422 and "unpacks to more than 64 MiB" in page and took < 5 and grown < 64 and alive(port, token),
            (s, page[-400:], took, grown))
    shared = io.BytesIO()
    with zipfile.ZipFile(shared, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("Habits.csv", "Position,Name\n" + "".join(f"001,Habit {i}\n" for i in range(40)))
        z.writestr("001 Habit 0/Checkmarks.csv", "Date,Value\n" + "2026-01-01,2\n" * (1 << 16))
    s, page, took = upload(port, cookie, "loop", "shared.zip", shared.getvalue())
    e.check(f"40 Loop habits naming one Checkmarks.csv: refused in {took:.2f} s", s == 422 and "is another habit" in page and took < 5,
            (s, page[-400:], took))

    # 413 as soon as the head says the body is too large: no body is sent at all.
    t0 = time.monotonic()
    answer = raw(port, f"POST /api/v1/habits/Read/done HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: Bearer {token}\r\n"
                       "Content-Length: 100000000\r\n\r\n".encode())
    e.check(f"a body announced over the limit: 413 from the head alone ({(time.monotonic() - t0) * 1000:.0f} ms)",
            answer.startswith(b"HTTP/1.1 413") and time.monotonic() - t0 < 2, answer[:200])

    # Wrong guesses from all over the loopback range are one address's, and slow down the
    # guesses only: the owner's token and cookie still pass.
    statuses = []
    allowed = 5 - prior_guesses
    for i in range(allowed + 2):
        source = f"127.0.{i}.{i + 2}"
        answer = raw(port, f"GET /api/v1/habits HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: Bearer hd_guess{i}\r\n"
                           "Connection: close\r\n\r\n".encode(), source=source)
        statuses.append(int(answer.split(b" ", 2)[1]) if answer else None)
    owner = web.request(port, "GET", "habits", token)[0]
    browser = web.get_raw("127.0.0.1", port, "/api/v1/board", {"Cookie": cookie})[0]
    e.check("wrong tokens from several loopback addresses count as one's: slowed after five; the owner's token and cookie still pass",
            statuses == [401] * allowed + [429, 429] and owner == 200 and browser == 200, (statuses, owner, browser))
