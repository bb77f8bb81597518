"""`jokesite serve` with search on and no Pagefind serves the site without
search and says how to get it (`jokesite build` refuses instead)."""
import os

from conftest import JOKESITE, Server


def test_search_on_without_pagefind_serves_the_site_without_search_and_says_so(tmp_path):
    # A link of the binary with no .venv/ above it, and a PATH without Pagefind.
    binary = tmp_path / "bin" / "jokesite"
    binary.parent.mkdir()
    os.link(JOKESITE, binary)
    site = tmp_path / "site"
    site.mkdir()
    server = Server(site, executable=binary, environment={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    try:
        server.wait_for_output("built ")
        assert "notice: search is on, but Pagefind was not found" in server.output(), server.output()
        response, body = server.request("/")
        assert response.status == 200
        assert b"site-search" not in body, "no search box"
        response, _ = server.request("/search/")
        assert response.status == 404
    finally:
        server.stop()
