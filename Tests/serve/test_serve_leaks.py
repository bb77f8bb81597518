"""`jokesite serve` leaves nothing behind: the temporary folder of a serve
that was killed, live-reload connections the browser closed, a port that
does not exist."""
import os
import pathlib
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
