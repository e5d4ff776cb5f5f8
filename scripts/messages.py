#!/usr/bin/env python3
"""The message catalogues: every tr("…") and trn("…", "…", n) in Sources/ is a message.

  messages.py extract          writes po/habitd.pot from the sources
  messages.py update           extract, then brings every po/LANG.po in step with it
                               (translations kept, new messages empty, gone ones dropped)
  messages.py check            the template holds the sources' messages, every one of every language is
                               translated (no empty or fuzzy entry) with the English's placeholders
                               (the same arguments, by position, in every plural form), and
                               msgfmt --check passes;
                               prints what is wrong and exits 1
  messages.py compile DIR      msgfmt --check each po/LANG.po to DIR/LANG/LC_MESSAGES/habitd.mo

xgettext has no Swift parser, so this reads the calls itself: the first argument of tr (the
first two of trn) must be one plain string literal each, with no interpolation;
anything else stops `extract` with the file and line. Arguments may wrap over lines.
"""
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PO_DIR = os.path.join(ROOT, "po")
POT = os.path.join(PO_DIR, "habitd.pot")
DOMAIN = "habitd"
CALL = re.compile(r'(?<![A-Za-z0-9_.])(trn?|trLater)\(')
LITERAL = re.compile(r'\s*"((?:[^"\\]|\\.)*)"')
SWIFT_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "'": "'", "0": "\0", "r": "\r"}

HEADER = """msgid ""
msgstr ""
"Project-Id-Version: habitd 0.1.0\\n"
"Report-Msgid-Bugs-To: \\n"
"PO-Revision-Date: 2026-11-24 00:00+0000\\n"
"Last-Translator: habitd developers\\n"
"Language-Team: {team}\\n"
"Language: {lang}\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: {plural}\\n"
{conventions}"""
# Each language: its team, its plural forms, and the conventions a web page in it writes
# dates and decimals by (habitd's own header fields, read by MOFile: a page follows its
# language, not the machine's locale).
LANGUAGES = {
    "cs": ("Czech", "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;", "%d. %m. %Y", ","),
    "de": ("German", "nplurals=2; plural=(n != 1);", "%d.%m.%Y", ","),
    "es": ("Spanish", "nplurals=2; plural=(n != 1);", "%d/%m/%Y", ","),
    "fr": ("French", "nplurals=2; plural=(n > 1);", "%d/%m/%Y", ","),
    "it": ("Italian", "nplurals=2; plural=(n != 1);", "%d/%m/%Y", ","),
    "nl": ("Dutch", "nplurals=2; plural=(n != 1);", "%d-%m-%Y", ","),
    "pl": ("Polish", "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);", "%d.%m.%Y", ","),
    "pt": ("Portuguese", "nplurals=2; plural=(n != 1);", "%d/%m/%Y", ","),
    "ru": ("Russian", "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
           "%d.%m.%Y", ","),
    "sv": ("Swedish", "nplurals=2; plural=(n != 1);", "%Y-%m-%d", ","),
    "uk": ("Ukrainian", "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
           "%d.%m.%Y", ","),
}
CONVENTIONS = '"X-Date-Format: {date}\\n"\n"X-Decimal-Separator: {decimal}\\n"\n'



class ExtractError(Exception):
    pass


def unescape_swift(text, where):
    out, i = [], 0
    while i < len(text):
        c = text[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        nxt = text[i + 1]
        if nxt == "(":
            raise ExtractError(f"{where}: interpolation in a message; use %s and pass the value")
        if nxt == "u":
            end = text.index("}", i)
            out.append(chr(int(text[i + 3:end], 16)))
            i = end + 1
            continue
        out.append(SWIFT_ESCAPES[nxt])
        i += 2
    return "".join(out)


def strip_comments(line):
    """The line without a // comment (outside string literals)."""
    in_string = False
    i = 0
    while i < len(line):
        c = line[i]
        if c == "\\" and in_string:
            i += 2
            continue
        if c == '"':
            in_string = not in_string
        elif not in_string and line.startswith("//", i):
            return line[:i]
        i += 1
    return line


def extract():
    """[(msgid, plural or None, [references])] in order of first appearance."""
    found = {}
    for path in sorted(glob.glob(os.path.join(ROOT, "Sources", "**", "*.swift"), recursive=True)):
        rel = os.path.relpath(path, ROOT)
        with open(path, encoding="utf-8") as f:
            # Comments out, lines kept, so that a call's arguments may wrap.
            code = "".join(strip_comments(line.rstrip("\n")) + "\n" for line in f)
        for m in CALL.finditer(code):
            if "func " in code[max(0, m.start() - 12):m.start()]:
                continue  # the declarations themselves
            where = f"{rel}:{code.count(chr(10), 0, m.start()) + 1}"
            rest = code[m.end():]
            first = LITERAL.match(rest)
            if not first:
                raise ExtractError(f"{where}: {m.group(1)}( needs a string literal first")
            msgid = unescape_swift(first.group(1), where)
            plural = None
            if m.group(1) == "trn":
                second = re.match(r'\s*,' + LITERAL.pattern, rest[first.end():])
                if not second:
                    raise ExtractError(f"{where}: trn( needs two string literals first")
                plural = unescape_swift(second.group(1), where)
            if not msgid:
                raise ExtractError(f"{where}: an empty message")
            # tr fills its placeholders from the arguments that follow: none would fill them
            # with nothing (the translation is looked up and filled in one call).
            after = rest[first.end():] if plural is None else skip_argument(rest[first.end():][second.end():])
            if re.search(r"%(\d+\$)?s", msgid) and re.match(r"\s*\)", after):
                raise ExtractError(f"{where}: {msgid!r} has placeholders but {m.group(1)}( is given no values for them")
            found.setdefault((msgid, plural), []).append(where)
    return [(k[0], k[1], refs) for k, refs in found.items()]


def skip_argument(text):
    """`text` after its first argument (", n" or ", Int(x.count)"), nested brackets kept whole."""
    depth, i = 0, text.index(",") + 1 if text.lstrip().startswith(",") else 0
    while i < len(text):
        c = text[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                break
            depth -= 1
        elif c == "," and depth == 0:
            break
        i += 1
    return text[i:]


def quote(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t") + '"'


PLACEHOLDER = re.compile(r"%(?:(\d+)\$)?[-+ #0]*\d*(?:\.\d+)?(?:ll|l|h)?([a-zA-Z@%])")


def placeholders(text):
    """The arguments a message takes, as {(position, conversion)}: "%s of %s" and
    "%2$s, %1$s" both take arguments 1 and 2 as strings; "%%" takes none."""
    taken, next_position = set(), 1
    for m in PLACEHOLDER.finditer(text):
        if m.group(2) == "%":
            continue
        position = int(m.group(1)) if m.group(1) else next_position
        next_position = position + 1
        taken.add((position, m.group(2)))
    return taken


def placeholder_problem(msgid, plural, translation):
    """Why a translation's placeholders differ from the English, or None. Each plural form
    takes the arguments the English plural takes (msgid_plural, a superset of msgid's)."""
    if plural is None:
        want, forms = placeholders(msgid), [translation]
    else:
        want, forms = placeholders(plural) | placeholders(msgid), translation
    for form in forms:
        got = placeholders(form)
        if got != want:
            return f"placeholders {sorted(got)} where the English has {sorted(want)}: {form!r}"
    return None


def is_c_format(*texts):
    return any("%" in t for t in texts if t)


def render_entry(msgid, plural, refs, translation, fuzzy=False):
    lines = []
    for i in range(0, len(refs), 4):
        lines.append("#: " + " ".join(refs[i:i + 4]))
    flags = (["fuzzy"] if fuzzy else []) + (["c-format"] if is_c_format(msgid, plural) else [])
    if flags:
        lines.append("#, " + ", ".join(flags))
    lines.append("msgid " + quote(msgid))
    if plural is None:
        lines.append("msgstr " + quote(translation or ""))
    else:
        lines.append("msgid_plural " + quote(plural))
        forms = translation if isinstance(translation, list) else ["", ""]
        for i, form in enumerate(forms):
            lines.append(f"msgstr[{i}] " + quote(form))
    return "\n".join(lines) + "\n"


def write_pot(entries):
    text = HEADER.format(team="none", lang="", plural="nplurals=2; plural=(n != 1);", conventions="")
    text = text.replace('"Language: \\n"\n', '"Language: \\n"\n')
    for msgid, plural, refs in entries:
        text += "\n" + render_entry(msgid, plural, refs, None)
    return text


def unquote(s):
    s = s.strip()
    assert s.startswith('"') and s.endswith('"'), s
    body, out, i = s[1:-1], [], 0
    while i < len(body):
        if body[i] == "\\":
            out.append({"n": "\n", "t": "\t", '"': '"', "\\": "\\"}[body[i + 1]])
            i += 2
        else:
            out.append(body[i])
            i += 1
    return "".join(out)


def read_po(path):
    """{(msgid, plural): (translation, fuzzy)}; the header left out."""
    entries, cur, field, fuzzy = {}, {}, None, False

    def flush():
        nonlocal cur, fuzzy
        if "msgid" in cur and cur["msgid"] != "":
            plural = cur.get("msgid_plural")
            if plural is None:
                translation = cur.get("msgstr", "")
            else:
                translation = [cur.get(f"msgstr[{i}]", "") for i in range(max(2, sum(1 for k in cur if k.startswith("msgstr["))))]
            entries[(cur["msgid"], plural)] = (translation, fuzzy)
        cur, fuzzy = {}, False

    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if not line.strip():
                flush()
                field = None
                continue
            if line.startswith("#,") and "fuzzy" in line:
                fuzzy = True
                continue
            if line.startswith("#"):
                continue
            m = re.match(r'(msgid_plural|msgid|msgstr\[\d+\]|msgstr)\s+(".*")$', line)
            if m:
                field = m.group(1)
                cur[field] = unquote(m.group(2))
            elif line.startswith('"') and field:
                cur[field] += unquote(line)
    flush()
    return entries


def write_po(lang, entries, old):
    team, plural_forms, date, decimal = LANGUAGES[lang]
    text = HEADER.format(team=team, lang=lang, plural=plural_forms, conventions=CONVENTIONS.format(date=date, decimal=decimal))
    for msgid, plural, refs in entries:
        translation, fuzzy = old.get((msgid, plural), (None, False))
        text += "\n" + render_entry(msgid, plural, refs, translation, fuzzy)
    return text


def languages():
    return sorted(os.path.basename(p)[:-3] for p in glob.glob(os.path.join(PO_DIR, "*.po")))


def main(argv):
    command = argv[1] if len(argv) > 1 else ""
    try:
        entries = extract()
    except ExtractError as e:
        print(f"messages: {e}", file=sys.stderr)
        return 1
    if command in ("extract", "update"):
        os.makedirs(PO_DIR, exist_ok=True)
        with open(POT, "w", encoding="utf-8") as f:
            f.write(write_pot(entries))
        if command == "update":
            for lang in sorted(set(languages()) | set(LANGUAGES)):
                path = os.path.join(PO_DIR, lang + ".po")
                old = read_po(path) if os.path.exists(path) else {}
                with open(path, "w", encoding="utf-8") as f:
                    f.write(write_po(lang, entries, old))
        print(f"{len(entries)} messages")
        return 0
    if command == "check":
        problems = []
        # The messages, not their file:line references (those move with every edit above them).
        if set(read_po(POT)) != {(msgid, plural) for msgid, plural, _ in entries}:
            problems.append("po/habitd.pot is not the sources' messages: run python3 scripts/messages.py update")
        for lang in languages():
            path = os.path.join(PO_DIR, lang + ".po")
            po = read_po(path)
            for msgid, plural, refs in entries:
                translation, fuzzy = po.get((msgid, plural), (None, False))
                missing = translation is None or translation == "" or (isinstance(translation, list) and not all(translation))
                if missing or fuzzy:
                    problems.append(f"{lang}: {'fuzzy' if fuzzy and not missing else 'untranslated'}: {msgid!r} ({refs[0]})")
                elif (why := placeholder_problem(msgid, plural, translation)):
                    problems.append(f"{lang}: {why} ({refs[0]})")
            r = subprocess.run(["msgfmt", "--check", "-o", os.devnull, path], capture_output=True, text=True)
            if r.returncode != 0:
                problems.append(f"{lang}: msgfmt --check: {r.stderr.strip()}")
        for p in problems:
            print(p)
        print(f"{len(entries)} messages, {len(languages())} languages: {len(problems)} problems")
        return 1 if problems else 0
    if command == "compile" and len(argv) == 3:
        for lang in languages():
            out = os.path.join(argv[2], lang, "LC_MESSAGES")
            os.makedirs(out, exist_ok=True)
            subprocess.run(["msgfmt", "--check", "-o", os.path.join(out, DOMAIN + ".mo"),
                            os.path.join(PO_DIR, lang + ".po")], check=True)
        return 0
    print(__doc__.strip(), file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
