#!/usr/bin/env python3
"""make bench: the time from saving a one-joke edit to the edited page being
served, for `jokesite serve` and for `hugo server` (its default fast render),
on the same catalogue. Prints one line: median and range of three edits, and
the server's peak RSS. Figures, not assertions.

  bench-serve.py jokesite BINARY CONTENT_DIR
  bench-serve.py hugo HUGO_BINARY HUGO_SITE_DIR   (made by ../shared/bench/hugo_bench.sh)
"""
import json
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

EDITS = 3
READY_TIMEOUT = 3600  # a first build at 100,000 jokes, with Hugo, takes minutes


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def fetch(url):
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status, response.read().decode("utf-8", "replace")
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return None, ""


def save(path, text):
    """Writes the file the way an editor saves it: a new file renamed over the old."""
    with open(path + ".saving", "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(path + ".saving", path)


def peak_rss_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) // 1024
    return 0


class JokesiteEdit:
    """Prepends a marker to the first joke's text in content/jokes.json."""

    def __init__(self, binary, content, port):
        self.path = os.path.join(content, "jokes.json")
        self.original = open(self.path, encoding="utf-8").read()
        self.joke_id = re.search(r'"([^"]+)": \{', self.original).group(1)
        self.command = [binary, "serve", "--content", content, "--port", str(port),
                        "--base-url", f"http://127.0.0.1:{port}/", "--date", "2026-11-22"]
        self.url = f"http://127.0.0.1:{port}/jokes/{self.joke_id}/"

    def apply(self, marker):
        at = self.original.index('"text": "') + len('"text": "')
        save(self.path, self.original[:at] + marker + " " + self.original[at:])


class HugoEdit:
    """Prepends a marker to the body (the setup) of one joke's content file."""

    def __init__(self, binary, site, port):
        folder = os.path.join(site, "content", "jokes")
        name = sorted(n for n in os.listdir(folder) if n.endswith(".md") and n != "_index.md")[0]
        self.path = os.path.join(folder, name)
        self.original = open(self.path, encoding="utf-8").read()
        self.command = [binary, "server", "--source", site, "--port", str(port), "--bind", "127.0.0.1",
                        "--baseURL", f"http://127.0.0.1:{port}/", "--appendPort=false", "--disableLiveReload"]
        self.url = f"http://127.0.0.1:{port}/jokes/{name[:-3]}/"  # hugo_site.py keeps the case

    def apply(self, marker):
        body = self.original.index("\n}\n\n") + len("\n}\n\n")  # after hugo_site.py's JSON front matter
        save(self.path, self.original[:body] + marker + " " + self.original[body:])


def main():
    kind, binary, folder = sys.argv[1:4]
    port = free_port()
    edit = (JokesiteEdit if kind == "jokesite" else HugoEdit)(binary, folder, port)
    log = tempfile.TemporaryFile("w+")
    server = subprocess.Popen(edit.command, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    seconds = []
    try:
        started = time.monotonic()
        while fetch(edit.url)[0] != 200:
            if server.poll() is not None or time.monotonic() - started > READY_TIMEOUT:
                sys.exit(f"{kind} server did not serve {edit.url}")
            time.sleep(0.5)
        ready = time.monotonic() - started
        for n in range(EDITS):
            time.sleep(2)  # let the server settle after its last build
            marker = f"Benchmarked{n}{int(time.time())}"
            edit.apply(marker)
            saved = time.monotonic()
            while marker not in fetch(edit.url)[1]:
                if time.monotonic() - saved > 600:
                    sys.exit(f"{kind} server never served the edit")
                time.sleep(0.01)
            seconds.append(time.monotonic() - saved)
        rss = peak_rss_mib(server.pid)
    finally:
        save(edit.path, edit.original)
        os.killpg(server.pid, 15)
        server.wait()
    print(json.dumps({"ready_s": round(ready, 1), "median_s": round(statistics.median(seconds), 2),
                      "min_s": round(min(seconds), 2), "max_s": round(max(seconds), 2),
                      "seconds": [round(s, 2) for s in seconds], "peak_rss_mib": rss}))


if __name__ == "__main__":
    main()
