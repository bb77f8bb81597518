"""A synthetic catalogue of real files that Tests/incremental edits at
random as an owner does, and the `jokesite build` that builds it."""
import datetime
import json
import os
import pathlib
import shutil
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
JOKESITE = pathlib.Path(os.environ.get("JOKESITE", ROOT / ".build" / "release" / "jokesite"))
TODAY = "2026-11-22"
JOKES = 2000

CHARACTERS = ["mr_funny", "mr_bad", "mr_love", "mr_sad", "mr_calm"]
TAGS = ["animals", "food", "puns", "school", "work", "science", "music", "space", "sports", "weather"]
TYPES = ["dad_joke", "knock_knock", "pickup_line"]
TEMPLATES = ["partials/joke-card.mustache", "partials/joke.md.mustache", "joke.html.mustache", "character.md.mustache",
             "layout.html.mustache", "day.html.mustache", "tag.md.mustache", "home.html.mustache", "random.html.mustache"]
SETTINGS = {"title": "Random Edits", "base_url": "https://edits.example.org/", "search": False, "cards": True, "per_page": 20,
            "include_nsfw": True}


def day(offset):
    """TODAY minus `offset` days, as YYYY-MM-DD."""
    return (datetime.date.fromisoformat(TODAY) - datetime.timedelta(days=offset)).isoformat()


class Catalogue:
    """A synthetic catalogue in `folder`, edited at random, written as real files."""

    def __init__(self, folder, rng, jokes=JOKES, **settings):
        self.folder = folder
        self.content = folder / "content"
        self.templates = folder / "templates"
        self.rng = rng
        self.edited = 0
        # The day the site is built for: a new day is an edit too.
        self.today = TODAY
        shutil.copytree(ROOT / "templates", self.templates)
        self.site = {**SETTINGS, **settings}
        self.characters = {
            cid: {"name": f"Character {n}", "personality": f"Funny, *mostly* ({n}).", "joke_types": TYPES,
                  "color": f"#{40 * n:02X}80C0", "background_light": "#FFF6E5", "background_dark": "#3A2A0C"}
            for n, cid in enumerate(CHARACTERS)}
        self.jokes = {f"j{n:05d}": self.new_joke(n) for n in range(jokes)}
        safe = self.safe_jokes()
        self.daily = {day(offset): safe[(offset * 37) % len(safe)] for offset in range(0, 40, 3)}
        self.events = {}
        for _ in range(jokes // 4):
            self.add_event()

    def new_joke(self, n):
        kind = TYPES[n % 3]
        if kind == "knock_knock":
            text = f"Knock, knock. Who's there? Cow {n}. Cow {n} who? Cow {n} says moo!"
        else:
            text = f"Why did toaster number {n} go to the zoo? Because it was {self.rng.choice(['sleepy', 'cosmic', 'soggy'])} today."
        return {"character": self.rng.choice(CHARACTERS), "text": text, "type": kind,
                "tags": self.rng.sample(TAGS, 2), "sfw": n % 3 == 0, "source": "original",
                "created_at": self.created_at(), "likes": self.rng.randrange(500)}

    def created_at(self):
        return f"{day(self.rng.randrange(120))}T{self.rng.randrange(24):02d}:00:00Z"

    def safe_jokes(self):
        return sorted(jid for jid, joke in self.jokes.items() if joke["sfw"])

    def add_event(self):
        joke = self.rng.choice(sorted(self.jokes))
        device = f"d{self.rng.randrange(50)}"
        week = f"2026-W{30 + self.rng.randrange(17):02d}"
        self.events[f"{device}_{joke}_{week}"] = {"joke_id": joke, "rating": 1 + self.rng.randrange(5), "device_id": device,
                                                  "week_id": week, "timestamp": "2026-10-01T10:00:00Z"}

    def write(self):
        (self.content / "pages").mkdir(parents=True, exist_ok=True)
        files = {"site.json": self.site, "characters.json": self.characters, "jokes.json": self.jokes,
                 "daily_jokes.json": {d: {"joke_id": j} for d, j in self.daily.items()}, "rating_events.json": self.events}
        for name, value in files.items():
            path = self.content / name
            text = json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                path.write_text(text, encoding="utf-8")
        about = self.content / "pages" / "about.md"
        if not about.exists():
            about.write_text("---\ntitle: About\n---\n\nRandom edits.\n", encoding="utf-8")

    def edit(self):
        """One random edit, written to the files; what it did."""
        self.edited += 1
        rng, n = self.rng, self.edited
        jid = rng.choice(sorted(self.jokes))
        joke = self.jokes[jid]
        assigned = set(self.daily.values())
        choice = rng.randrange(17)
        if choice == 0:
            joke["text"] = f"Edit {n}: " + joke["text"] if rng.random() < 0.5 else joke["text"] + f" Edit {n}."
            done = f"text of {jid}"
        elif choice == 1:
            joke["tags"] = [] if rng.random() < 0.3 else rng.sample(TAGS, rng.randrange(1, 4))
            done = f"tags of {jid}"
        elif choice == 2:
            joke["character"] = rng.choice(CHARACTERS)
            done = f"character of {jid}"
        elif choice == 3 and jid not in assigned:
            joke["sfw"] = not joke["sfw"]
            done = f"sfw of {jid}"
        elif choice == 4:
            joke["created_at"] = self.created_at()
            done = f"created_at of {jid}"
        elif choice == 5:
            when = day(rng.randrange(45))
            self.daily[when] = rng.choice(self.safe_jokes())
            done = f"daily set {when}"
        elif choice == 6 and len(self.daily) > 1:
            when = rng.choice(sorted(self.daily))
            del self.daily[when]
            done = f"daily unset {when}"
        elif choice in (7, 8):
            self.add_event()
            done = "a rating event"
        elif choice == 9:
            key = rng.choice(["title", "per_page", "include_nsfw"])
            if key == "title":
                self.site["title"] = f"Random Edits {n}"
            elif key == "per_page":
                self.site["per_page"] = 15 + rng.randrange(10)
            else:
                self.site["include_nsfw"] = not self.site.get("include_nsfw", False)
            done = f"site.json {key}"
        elif choice == 10:
            name = rng.choice(TEMPLATES)
            path = self.templates / name
            # Now and then a page's template starts showing the day (a joke card's cannot: it is handed the joke alone).
            shown = " {{site.today_label}}" if not name.startswith("partials/") and rng.random() < 0.3 else ""
            mark = f"\n{{{{! edit {n} }}}}Edit {n}{shown}.\n" if ".md." in name else f"<!-- edit {n}{shown} -->\n"
            path.write_text(path.read_text(encoding="utf-8") + mark, encoding="utf-8")
            done = f"template {name}"
        elif choice == 11:
            cid = rng.choice(CHARACTERS)
            field = rng.choice(["name", "color", "personality"])
            character = self.characters[cid]
            if field == "name":
                character["name"] = f"Character {cid[3:]} {n}"
            elif field == "color":
                character["color"] = f"#{rng.randrange(1 << 24):06X}"
            else:
                character["personality"] = f"Edited *{n}* times."
            done = f"characters.json {cid} {field}"
        elif choice == 13:
            page = self.content / "pages" / rng.choice(["about.md", "faq.md"])
            if page.name == "faq.md" and page.exists() and rng.random() < 0.5:
                page.unlink()
                done = "content page faq.md removed"
            else:
                page.write_text(f"---\ntitle: {page.stem.title()} {n}\n---\n\nEdited *{n}* times.\n", encoding="utf-8")
                done = f"content page {page.name}"
        elif choice == 14:
            cid = rng.choice(CHARACTERS)
            (self.content / "avatars").mkdir(exist_ok=True)
            (self.content / "avatars" / f"{cid}.svg").write_text(
                '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
                f'<circle cx="5" cy="5" r="4" fill="#{rng.randrange(1 << 24):06X}"/></svg>\n', encoding="utf-8")
            self.characters[cid]["avatar"] = f"avatars/{cid}.svg"
            done = f"characters.json {cid} face"
        elif choice == 15:
            self.today = (datetime.date.fromisoformat(self.today) + datetime.timedelta(days=1)).isoformat()
            done = f"a new day, {self.today}"
        elif choice == 12 and jid not in assigned:
            del self.jokes[jid]
            self.events = {key: event for key, event in self.events.items() if event["joke_id"] != jid}
            done = f"joke {jid} removed"
        else:
            new = f"n{n:05d}"
            self.jokes[new] = self.new_joke(10_000 + n)
            done = f"new joke {new}"
        self.write()
        return done


def start_build(catalogue, output, *extra):
    return subprocess.Popen(
        [str(JOKESITE), "build", "--content", str(catalogue.content), "--templates", str(catalogue.templates),
         "--output", str(output), "--date", catalogue.today, *extra],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
