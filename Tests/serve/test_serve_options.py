"""`jokesite serve`'s command line: a base URL's path, a busy port, a first
build that fails, --quiet, and symlinks that lead out of templates/."""
import json
import subprocess
import socket

from conftest import JOKESITE, ROOT, Server, free_port


def started(tmp_path, arguments=(), prepare=None):
    return Server(tmp_path, arguments=arguments, prepare=prepare)


def test_a_base_url_path_is_previewed_under_that_path(tmp_path):
    server = started(tmp_path, ["--base-url", "https://example.org/sub/path/"])
    try:
        assert f"serving http://127.0.0.1:{server.port}/sub/path/" in server.output()
        response, body = server.request("/sub/path/")
        assert response.status == 200
        assert b'href="/sub/path/assets/style.css"' in body
        response, _ = server.request("/sub/path/assets/style.css")
        assert response.status == 200
        for path in ["/", "/sub", "/sub/", "/sub/path"]:
            response, _ = server.request(path)
            assert response.status == 301, path
            assert response.getheader("Location") == "/sub/path/", path
        response, _ = server.request("/sub/path/characters")
        assert response.getheader("Location") == "/sub/path/characters/"
        for path in ["/assets/style.css", "/index.html", "/subway/", "/sub/path/../path/"]:
            response, _ = server.request(path)
            assert response.status == 404, path
    finally:
        server.stop()


def deploy_under_a_path(server):
    site = server.content / "site.json"
    site.write_text(site.read_text().replace('"https://jokes.example.com/"', '"https://example.github.io/jokes/"', 1))


def test_the_base_url_of_site_json_gives_the_path_too(tmp_path):
    server = started(tmp_path, prepare=deploy_under_a_path)
    try:
        assert f"serving http://127.0.0.1:{server.port}/jokes/" in server.output()
        response, body = server.request("/jokes/")
        assert response.status == 200
        assert b'href="/jokes/assets/style.css"' in body
        response, _ = server.request("/")
        assert response.getheader("Location") == "/jokes/"
    finally:
        server.stop()


def break_the_catalogue(server):
    jokes = server.content / "jokes.json"
    jokes.write_text(jokes.read_text().replace("{", "{ oops", 1))


def test_a_first_build_that_fails_says_there_is_no_site_yet(tmp_path):
    server = started(tmp_path, prepare=break_the_catalogue)
    try:
        server.wait_for_output("malformed JSON")
        assert "there is no site to serve yet" in server.output()
        assert "still serving" not in server.output()
        response, body = server.request("/")
        assert response.status == 404
        assert b"does not build yet" in body and b"malformed JSON" in body
        assert b"last good build" not in body
    finally:
        server.stop()


def test_a_busy_port_is_named_with_a_way_out(tmp_path):
    port = free_port()
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", port))
        busy.listen()
        result = subprocess.run(
            [str(JOKESITE), "serve", "--content", str(ROOT / "content"), "--templates", str(ROOT / "templates"),
             "--port", str(port)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 3
    assert f"port {port} on 127.0.0.1 is in use" in result.stderr
    assert "--port" in result.stderr
    assert result.stderr.count("\n") == 1, result.stderr


def test_quiet_prints_only_the_address(tmp_path):
    server = started(tmp_path, ["--quiet"])
    try:
        server.rewrite_jokes(lambda text: text.replace('"text": "', '"text": "Quietly edited: ', 1))
        response, _ = server.request("/")
        assert response.status == 200
        server.rewrite_jokes(lambda text: text.replace("{", "{ oops", 1))
        server.wait_for_output("malformed JSON")
        assert "built " not in server.output()
    finally:
        server.stop()


def link_an_asset_outside(server):
    secret = server.workdir / "secret.txt"
    secret.write_text("SECRET=do-not-publish\n")
    (server.templates / "assets" / "env.txt").symlink_to(secret)


def test_a_symlink_out_of_the_templates_is_refused_and_never_served(tmp_path):
    server = started(tmp_path, prepare=link_an_asset_outside)
    try:
        server.wait_for_output("is a symlink to")
        assert "assets/env.txt" in server.output()
        assert "there is no site to serve yet" in server.output()
        response, body = server.request("/assets/env.txt")
        assert response.status == 404
        assert b"do-not-publish" not in body
        assert not (server.site_folder / "assets" / "env.txt").exists()
    finally:
        server.stop()


def test_verbose_prints_the_time_of_each_stage(tmp_path):
    server = started(tmp_path, ["-v"])
    try:
        assert "  render: " in server.output()
    finally:
        server.stop()


def name_the_app(server):
    site = server.content / "site.json"
    settings = json.loads(site.read_text())
    settings.setdefault("app", {}).update({"apple_team_id": "4SDGX26HQP", "bundle_id": "com.mrfunnyjokes.app",
                                           "deep_links": {"joke": "joke/{id}"}})
    site.write_text(json.dumps(settings, indent=2) + "\n")


def test_the_apple_app_site_association_is_sent_as_json(tmp_path):
    server = started(tmp_path, prepare=name_the_app)
    try:
        response, body = server.request("/.well-known/apple-app-site-association")
        assert response.status == 200
        assert response.getheader("Content-Type") == "application/json"
        assert json.loads(body)["applinks"]["details"][0]["appIDs"] == ["4SDGX26HQP.com.mrfunnyjokes.app"]
    finally:
        server.stop()
