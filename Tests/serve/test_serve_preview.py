"""An edit of a joke's text is previewed: its page is served from memory
before the build that follows commits it, and is then what a clean build
of the edited catalogue writes."""
import json
import re
import subprocess
import time

from conftest import JOKESITE, TODAY, Server


def without_generation(page):
    return re.sub(rb'let seen = "[^"]*"', b"", page)


def served_with(server, path, text, timeout=30):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        response, body = server.request(path)
        if response.status == 200 and text in body:
            return body
        time.sleep(0.005)
    raise AssertionError(f"{path} never showed {text!r}: {server.output()}")


def test_a_previewed_page_is_what_a_clean_build_writes(tmp_path):
    server = Server(tmp_path / "serve", arguments=["--verbose"])
    try:
        joke_id = next(iter(json.loads((server.content / "jokes.json").read_text())))
        page = f"/jokes/{joke_id}/"
        server.rewrite_jokes(lambda text: text.replace('"text": "', '"text": "Previewed edit: ', 1))
        first = served_with(server, page, b"Previewed edit: ")
        server.wait_for_output("rebuilt: ")
        # The page, its Markdown twin and its card, served from memory.
        assert "previewed 3 files" in server.output(), server.output()
        _, committed = server.request(page)
        # Each is served with the generation it belongs to: the rest is the same.
        assert without_generation(first) == without_generation(committed), "served from memory as the build then wrote it"

        clean = tmp_path / "clean"
        subprocess.run([str(JOKESITE), "build", "--content", str(server.content), "--templates", str(server.templates),
                        "--output", str(clean), "--date", TODAY, "--base-url", f"http://127.0.0.1:{server.port}/", "--quiet"],
                       check=True)
        for name in ["index.html", "index.md"]:
            built = (server.site_folder / "jokes" / joke_id / name).read_bytes()
            assert built == (clean / "jokes" / joke_id / name).read_bytes(), name
        _, markdown = server.request(page + "index.md")
        assert markdown == (clean / "jokes" / joke_id / "index.md").read_bytes()
    finally:
        server.stop()


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


def test_an_edit_saved_while_a_build_runs_is_previewed(tmp_path):
    """The second edit comes as the first one's build starts: it is
    previewed too (at once, or from what the build read), and the builds
    end with the site a clean build writes."""
    server = Server(tmp_path / "serve", arguments=["--verbose"])
    try:
        first, second = list(json.loads((server.content / "jokes.json").read_text()))[:2]
        server.rewrite_jokes(lambda text: text.replace('"text": "', '"text": "First edit: ', 1))
        served_with(server, f"/jokes/{first}/", b"First edit: ")
        at = lambda text: text.index('"text": "', text.index(f'"{second}"')) + len('"text": "')  # noqa: E731
        server.rewrite_jokes(lambda text: text[:at(text)] + "Second edit: " + text[at(text):])
        served_with(server, f"/jokes/{second}/", b"Second edit: ")
        _, page = server.request(f"/jokes/{first}/")
        assert b"First edit: " in page, "the first edit's page is still served as edited"
        deadline = time.monotonic() + 30
        while server.output().count("rebuilt: ") < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(re.findall(r"^previewed ", server.output(), re.M)) == 2, server.output()

        clean = tmp_path / "clean"
        subprocess.run([str(JOKESITE), "build", "--content", str(server.content), "--templates", str(server.templates),
                        "--output", str(clean), "--date", TODAY, "--base-url", f"http://127.0.0.1:{server.port}/", "--quiet"],
                       check=True)
        for joke in (first, second):
            for name in ["index.html", "index.md"]:
                assert (server.site_folder / "jokes" / joke / name).read_bytes() == (clean / "jokes" / joke / name).read_bytes()
    finally:
        server.stop()
