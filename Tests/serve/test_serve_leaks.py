"""`jokesite serve` leaves nothing behind: the temporary folder of a serve
that was killed, live-reload connections the browser closed, the
descriptors of a rebuild, a port that does not exist."""
import json
import os
import pathlib
import shutil
import socket
import subprocess
import tempfile
import time

import pytest

from conftest import JOKESITE, ROOT, Server


@pytest.mark.parametrize("port", ["70000", "0", "-1"])
def test_a_port_that_does_not_exist_is_refused(port):
    result = subprocess.run(
        [str(JOKESITE), "serve", "--content", str(ROOT / "content"), "--templates", str(ROOT / "templates"),
         f"--port={port}"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 2, result.stderr
    assert f"--port {port} is not a port" in result.stderr


def test_the_folder_of_a_killed_serve_is_removed_at_the_next_start(tmp_path):
    dead = subprocess.Popen(["true"])
    dead.wait()
    stale = pathlib.Path(tempfile.gettempdir()) / f"jokesite-serve-{dead.pid}"
    (stale / "site").mkdir(parents=True, exist_ok=True)
    (stale / "site" / "index.html").write_text("left by kill -9")
    server = Server(tmp_path)
    try:
        assert not stale.exists()
        assert server.site_folder.exists(), "its own folder stays"
    finally:
        server.stop()


def open_descriptors(pid):
    return len(os.listdir(f"/proc/{pid}/fd"))


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts descriptors in /proc")
def test_live_reload_connections_the_browser_closed_are_released(tmp_path):
    server = Server(tmp_path)
    try:
        before = open_descriptors(server.process.pid)
        for _ in range(40):
            with socket.create_connection(("127.0.0.1", server.port), timeout=10) as page:
                page.sendall(b"GET /__jokesite/events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n")
                assert b"event: build" in page.recv(4096) or b"event: build" in page.recv(4096)
        deadline = time.monotonic() + 20
        while open_descriptors(server.process.pid) > before + 2 and time.monotonic() < deadline:
            time.sleep(0.2)
        assert open_descriptors(server.process.pid) <= before + 2
    finally:
        server.stop()


def tiny_catalogue(server):
    """Two jokes, search on (Pagefind runs at each rebuild), no cards."""
    shutil.rmtree(server.content)
    server.content.mkdir()
    (server.content / "site.json").write_text(json.dumps(
        {"title": "Tiny Jokes", "base_url": "https://tiny.example.org/", "cards": False}))
    (server.content / "characters.json").write_text(json.dumps({"mr_funny": {"name": "Mr. Funny"}}))
    write_jokes(server, "Why did the penguin cross the ice? Edit 0.")


def write_jokes(server, text):
    jokes = {"joke_a": {"character": "mr_funny", "text": text, "type": "dad_joke"},
             "joke_b": {"character": "mr_funny", "text": "Knock, knock. Who's there? Lettuce. Lettuce who? Lettuce in!",
                        "type": "knock_knock"}}
    temporary = server.content / ".jokes.json.swp"
    temporary.write_text(json.dumps(jokes))
    os.replace(temporary, server.content / "jokes.json")


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts descriptors in /proc")
def test_six_hundred_rebuilds_under_ulimit_256_keep_the_descriptors_and_the_site(tmp_path):
    # On main each rebuild left Pagefind's pipes open: 256 descriptors lasted about 110 rebuilds.
    server = Server(tmp_path, prepare=tiny_catalogue, descriptor_limit=256)
    try:
        server.wait_for_output("built ")
        before = open_descriptors(server.process.pid)
        for edit in range(1, 601):
            write_jokes(server, f"Why did the penguin cross the ice? Edit {edit}.")
            deadline = time.monotonic() + 60
            while server.output().count("rebuilt: ") < edit and time.monotonic() < deadline:
                assert server.process.poll() is None, server.output()[-2000:]
                time.sleep(0.01)
            assert server.output().count("rebuilt: ") >= edit, server.output()[-2000:]
        after = open_descriptors(server.process.pid)
        assert after <= before + 2, f"{before} descriptors after the first build, {after} after 600 rebuilds"
        assert "Too many open files" not in server.output() and "build failed" not in server.output()
        response, body = server.request("/jokes/joke_a/")
        assert response.status == 200 and b"Edit 600." in body
    finally:
        server.stop()
