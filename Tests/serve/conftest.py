"""A real `jokesite serve` on a free port, over a temporary copy of the
sample content and templates."""
import http.client
import json
import os
import pathlib
import resource
import shutil
import socket
import subprocess
import tempfile
import time

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
JOKESITE = pathlib.Path(os.environ.get("JOKESITE", ROOT / ".build" / "debug" / "jokesite"))
TODAY = "2026-11-22"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server:
    """`prepare(server)` may change the copied content or templates before
    the server starts; `arguments` are added to its command line;
    `descriptor_limit` is its `ulimit -n`; `executable` and `environment`
    replace jokesite's and the test's."""

    def __init__(self, workdir, arguments=(), prepare=None, descriptor_limit=None, executable=JOKESITE,
                 environment=None):
        self.workdir = workdir
        self.content = workdir / "content"
        self.templates = workdir / "templates"
        shutil.copytree(ROOT / "content", self.content)
        shutil.copytree(ROOT / "templates", self.templates)
        if prepare:
            prepare(self)
        self.port = free_port()
        self.log = open(workdir / "serve.log", "w+")
        self.process = subprocess.Popen(
            [str(executable), "serve", "--content", str(self.content), "--templates", str(self.templates),
             "--port", str(self.port), "--date", TODAY, *arguments],
            stdout=self.log, stderr=subprocess.STDOUT, env=environment, cwd=workdir,
            preexec_fn=(lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (descriptor_limit, descriptor_limit)))
            if descriptor_limit else None)
        self.wait_for_output("serving http://")

    @property
    def base(self):
        return f"http://127.0.0.1:{self.port}"

    @property
    def site_folder(self):
        # Foundation's temporaryDirectory and Python's agree: both honour TMPDIR.
        return pathlib.Path(tempfile.gettempdir()) / f"jokesite-serve-{self.process.pid}" / "site"

    def output(self):
        self.log.flush()
        return (self.workdir / "serve.log").read_text()

    def wait_for_output(self, text, timeout=60):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if text in self.output():
                return
            if self.process.poll() is not None:
                raise AssertionError(f"jokesite serve exited: {self.output()}")
            time.sleep(0.05)
        raise AssertionError(f"no '{text}' in: {self.output()}")

    def request(self, path, method="GET", headers=None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        connection.request(method, path, headers=headers or {})
        response = connection.getresponse()
        body = response.read()
        connection.close()
        return response, body

    def todays_joke(self):
        daily = json.loads((self.content / "daily_jokes.json").read_text())
        return daily[TODAY]["joke_id"]

    def rewrite_jokes(self, change):
        """Saves jokes.json as an editor does: a temporary file, then a rename."""
        path = self.content / "jokes.json"
        text = change(path.read_text())
        temporary = self.content / ".jokes.json.swp"
        temporary.write_text(text)
        os.replace(temporary, path)

    def stop(self):
        self.process.send_signal(2)  # Ctrl-C
        try:
            self.process.wait(timeout=15)
        finally:
            if self.process.poll() is None:
                self.process.kill()
            self.log.close()


@pytest.fixture
def server(tmp_path):
    running = Server(tmp_path)
    yield running
    running.stop()
