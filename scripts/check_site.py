#!/usr/bin/env python3
"""Checks a built site: every internal link, asset and og:image resolves to a file,
feed.json and the widget snapshots are JSON Feed 1.1, and no page says "Weekly" or "Monthly".

    scripts/check_site.py OUTPUT_DIR BASE_PATH      (BASE_PATH like / or /jokes/)
"""
import html.parser
import json
import os
import re
import sys
import urllib.parse


class Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name in ("href", "src") and value is not None:
                self.links.append(value)
        # Social card images are absolute URLs on the site itself: check the
        # file their path names.
        fields = dict(attrs)
        if tag == "meta" and (fields.get("property") == "og:image" or fields.get("name") == "twitter:image"):
            self.links.append(urllib.parse.urlsplit(fields.get("content") or "").path)


def target(output, base_path, page, link):
    """The file a link points to inside the output, or None when external."""
    parts = urllib.parse.urlsplit(link)
    if parts.scheme or parts.netloc or link.startswith("#"):
        return None
    path = urllib.parse.unquote(parts.path)
    if path.startswith("/"):
        if not path.startswith(base_path):
            return ("outside", path)
        path = path[len(base_path):]
    else:
        path = os.path.normpath(os.path.join(os.path.dirname(page), path))
    full = os.path.join(output, path)
    if path == "" or path.endswith("/") or os.path.isdir(full):
        full = os.path.join(full, "index.html")
    return ("file", full)


def check_json_feed(path, name):
    """JSON Feed 1.1's required fields, and an item id and content."""
    if not os.path.isfile(path):
        return [f"{name}: missing"]
    feed = json.load(open(path, encoding="utf-8"))
    problems = []
    if feed.get("version") != "https://jsonfeed.org/version/1.1":
        problems.append(f"{name}: version is not JSON Feed 1.1")
    for field in ("title", "items"):
        if field not in feed:
            problems.append(f"{name}: missing {field}")
    for item in feed.get("items", []):
        if "id" not in item or not ("content_html" in item or "content_text" in item):
            problems.append(f"{name}: item {item.get('id')} lacks id or content")
    return problems


def main():
    output, base_path = sys.argv[1], sys.argv[2]
    failures, pages, links = [], 0, 0
    for root, _, files in os.walk(output):
        for name in sorted(files):
            path = os.path.join(root, name)
            relative = os.path.relpath(path, output)
            if name.endswith((".html", ".md", ".json", ".xml", ".txt")):
                text = open(path, encoding="utf-8").read()
                if re.search(r"\b(Weekly|Monthly)\b", text):
                    failures.append(f"{relative}: says Weekly or Monthly")
            if not name.endswith(".html"):
                continue
            pages += 1
            parser = Links()
            parser.feed(open(path, encoding="utf-8").read())
            for link in parser.links:
                found = target(output, base_path, relative, link)
                if found is None:
                    continue
                links += 1
                kind, where = found
                if kind == "outside":
                    failures.append(f"{relative}: link {link} is outside the base path {base_path}")
                elif not os.path.isfile(where):
                    failures.append(f"{relative}: broken link {link}")

    families = ["system-small", "system-medium", "system-large",
                "accessory-circular", "accessory-rectangular", "accessory-inline"]
    for name in ["feed.json"] + [f"widgets/{family}.json" for family in families]:
        failures += check_json_feed(os.path.join(output, name), name)

    for failure in failures:
        print(failure)
    print(f"check_site: {pages} pages, {links} internal links, {len(failures)} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
