"""`jokesite serve` over real HTTP: files, types, 404, traversal, ETags,
live reload, the error overlay, and a clean Ctrl-C."""
import http.client
import json
import os
import re
import time


def test_serves_pages_with_their_content_types(server):
    expected = {
        "/": "text/html; charset=utf-8",
        "/index.md": "text/markdown; charset=utf-8",
        "/feed.json": "application/feed+json",
        "/widgets/system-small.json": "application/feed+json",
        "/feed.xml": "application/atom+xml; charset=utf-8",
        "/sitemap.xml": "application/xml; charset=utf-8",
        "/assets/style.css": "text/css; charset=utf-8",
        "/robots.txt": "text/plain; charset=utf-8",
        "/characters/mr_funny/": "text/html; charset=utf-8",
    }
    for path, content_type in expected.items():
        response, body = server.request(path)
        assert response.status == 200, path
        assert response.getheader("Content-Type") == content_type, path
        assert response.getheader("Cache-Control") == "no-cache", path
        assert body, path


def test_folders_without_slash_redirect_and_head_has_no_body(server):
    response, _ = server.request("/characters")
    assert response.status == 301
    assert response.getheader("Location") == "/characters/"
    response, body = server.request("/", method="HEAD")
    assert response.status == 200
    assert body == b""
    assert int(response.getheader("Content-Length")) > 1000


def test_missing_pages_get_the_sites_404_page(server):
    response, body = server.request("/no/such/page/")
    assert response.status == 404
    assert b"Page not found" in body


def test_paths_that_leave_the_site_are_not_found(server):
    (server.site_folder / "leak").symlink_to("/etc/passwd")
    for path in ["/../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2f..%2fetc%2fpasswd",
                 "//etc/passwd", "/assets/../../../etc/passwd", "/leak", "/%00"]:
        response, body = server.request(path)
        assert response.status == 404, path
        assert b"root:" not in body, path


def test_etag_gives_304(server):
    response, _ = server.request("/feed.json")
    etag = response.getheader("ETag")
    assert etag
    response, body = server.request("/feed.json", headers={"If-None-Match": etag})
    assert response.status == 304
    assert body == b""


def read_event(response, timeout=15, until=lambda step: True):
    """The next `build` event on a Server-Sent Events stream (the next
    that `until` accepts), as its JSON: `from`, `to` and `changed`."""
    deadline = time.monotonic() + timeout
    event = None
    while time.monotonic() < deadline:
        line = response.fp.readline().decode().rstrip("\n")
        if line.startswith("event: "):
            event = line[len("event: "):]
        elif line.startswith("data: ") and event == "build":
            step = json.loads(line[len("data: "):])
            if until(step):
                return step
    raise AssertionError("no build event")


def failed(step):
    return step["to"].endswith("-failed")


def test_live_reload_announces_the_pages_each_change_touched(server):
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=20)
    connection.request("GET", "/__jokesite/events")
    events = connection.getresponse()
    assert events.getheader("Content-Type") == "text/event-stream"
    first = read_event(events)
    assert first["from"] == first["to"] and first["changed"] == [], "a new page is told where the site stands"

    joke = next(iter(json.loads((server.content / "jokes.json").read_text())))
    server.rewrite_jokes(lambda text: text.replace('"text": "', '"text": "Edited: ', 1))
    # One incremental build, announced once with the files it changed.
    built = read_event(events, until=lambda step: step["from"] != step["to"])
    assert built["from"] == first["to"] and not failed(built)
    assert {f"/jokes/{joke}/", f"/jokes/{joke}/index.html", f"/jokes/{joke}/index.md"} <= set(built["changed"])
    assert "/tags/" + json.loads((server.content / "jokes.json").read_text())[joke]["tags"][0] + "/" in built["changed"]
    assert "/about/" not in built["changed"]

    server.rewrite_jokes(lambda text: text.replace("{", "{ oops", 1))
    broken = read_event(events, until=failed)
    assert broken["changed"] is None, "every page shows the problems"
    response, body = server.request("/")
    assert response.status == 200, "the last good site stays served"
    assert b'id="jokesite-errors"' in body
    assert b"malformed JSON" in body
    assert "build failed" in server.output()

    server.rewrite_jokes(lambda text: text.replace("{ oops", "{", 1))
    fixed = read_event(events, until=lambda step: not failed(step) and step["from"] != step["to"])
    assert fixed["changed"] is None, "every page drops the problems"
    _, body = server.request("/")
    assert b'id="jokesite-errors"' not in body
    connection.close()


def test_built_output_never_carries_the_reload_script(server, tmp_path):
    _, served = server.request("/")
    assert b"EventSource" in served
    built = (server.site_folder / "index.html").read_bytes()
    assert b"EventSource" not in built


def test_a_file_no_build_reads_is_no_change(server):
    """An editor saving through a temporary file beside jokes.json: only
    the rename is a change, built once."""
    (server.content / "jokes.json.saving").write_text("{}")
    time.sleep(1)
    (server.content / "jokes.json.saving").unlink()
    time.sleep(1)
    assert "rebuilt: " not in server.output()
    server.rewrite_jokes(lambda text: text.replace('"text": "', '"text": "Saved: ', 1))
    server.wait_for_output("rebuilt: ")
    time.sleep(1)
    assert server.output().count("rebuilt: ") == 1


def test_ctrl_c_stops_cleanly(server):
    workspace = server.site_folder.parent
    assert workspace.exists()
    server.stop()
    assert server.process.returncode is not None
    assert not workspace.exists(), "the temporary folder is removed"
    probe = http.client.HTTPConnection("127.0.0.1", server.port, timeout=2)
    try:
        probe.request("GET", "/")
        refused = False
    except OSError:
        refused = True
    assert refused, "the port is released"


def test_an_edit_renders_only_the_pages_that_show_the_joke(server):
    jokes = json.loads((server.content / "jokes.json").read_text())
    joke_id = next(iter(jokes))
    server.rewrite_jokes(lambda text: text.replace('"text": "', '"text": "Freshly edited: ', 1))
    server.wait_for_output("rebuilt: ")
    summary = re.search(r"rebuilt: built (\d+) pages \((\d+) rendered\)", server.output())
    assert summary, server.output()
    pages, rendered = int(summary.group(1)), int(summary.group(2))
    assert 0 < rendered < pages / 4
    _, body = server.request(f"/jokes/{joke_id}/")
    assert b"Freshly edited: " in body
