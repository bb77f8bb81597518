#!/usr/bin/env python3
"""What each kind of owner's edit costs an incremental build: the pages it
makes again and the files it changes (docs/performance.md, "What an edit
costs, by kind of edit"). Each edit is made to CONTENT, built into OUTPUT
(which a build of CONTENT made), undone and built again; run from the
repository, whose templates/ it builds with.

    scripts/edit_costs.py JOKESITE CONTENT OUTPUT DATE
"""
import datetime
import json
import pathlib
import subprocess
import sys

jokesite, content, output, date = sys.argv[1], pathlib.Path(sys.argv[2]), sys.argv[3], sys.argv[4]
FILES = ["jokes.json", "daily_jokes.json", "characters.json", "site.json"]


def build(day=date):
    """The summary line of an incremental build: pages made, files written, seconds."""
    result = subprocess.run([jokesite, "build", "--content", str(content), "--output", output, "--date", day, "-v"],
                            capture_output=True, text=True)
    lines = result.stdout.splitlines() + result.stderr.splitlines()
    return next((line for line in lines if line.startswith("built")), result.stderr[-300:])


def load(name):
    return json.loads((content / name).read_text(encoding="utf-8"))


def save(name, data):
    (content / name).write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


build()
jokes = load("jokes.json")
assigned = {day["joke_id"] for day in load("daily_jokes.json").values()}
# A safe-for-work joke no day shows, a few documents into the file.
jid = next(joke for joke in list(jokes)[5:] if jokes[joke].get("sfw", True) and joke not in assigned)


def edited(change):
    def edit():
        data = load("jokes.json")
        change(data)
        save("jokes.json", data)
    return edit


def new_joke(at_start):
    def change(data):
        new = {"new_joke": dict(data[jid], text="A brand new joke. It works!", created_at="2026-11-20T12:00:00Z")}
        data.update(new) if not at_start else (data.clear(), data.update({**new, **jokes}))
    return edited(change)


def day_set():
    days = load("daily_jokes.json")
    days[(datetime.date.fromisoformat(date) - datetime.timedelta(days=1)).isoformat()] = {"joke_id": jid}
    save("daily_jokes.json", days)


def personality():
    characters = load("characters.json")
    first = next(iter(characters))
    characters[first]["personality"] = characters[first].get("personality", "") + " Edited."
    save("characters.json", characters)


EDITS = [
    ("one joke's text", edited(lambda data: data[jid].update(text="Edited. " + data[jid]["text"]))),
    ("one joke's tags", edited(lambda data: data[jid].update(tags=data[jid].get("tags", [])[:1] + ["brand-new-tag"]))),
    ("one joke's likes", edited(lambda data: data[jid].update(likes=data[jid].get("likes", 0) + 1))),
    ("one joke's created_at", edited(lambda data: data[jid].update(created_at="2026-11-01T12:00:00Z"))),
    ("a joke deleted", edited(lambda data: data.pop(jid))),
    ("a new joke, end of file", new_joke(at_start=False)),
    ("a new joke, start of file", new_joke(at_start=True)),
    ("a day set", day_set),
    ("a character's personality", personality),
]
for label, edit in EDITS:
    kept = {name: (content / name).read_text(encoding="utf-8") for name in FILES if (content / name).exists()}
    edit()
    print(f"{label:28s} {build()}")
    for name, text in kept.items():
        (content / name).write_text(text, encoding="utf-8")
    build()
next_day = (datetime.date.fromisoformat(date) + datetime.timedelta(days=1)).isoformat()
print(f"{'a new day':28s} {build(next_day)}")
build()
