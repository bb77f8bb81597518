"""Old addresses in a real browser and in the hosts' redirect files: a site
whose `pages/privacy.md` says `aliases: ["privacy.html"]` (the address the
App Store listing links to today) answers `/privacy.html`, and Chromium
follows it to `/privacy/`; `_redirects` and `firebase.json` list it, the
latter valid against firebase-tools' published schema for `firebase.json`."""
import copy
import json
import pathlib
import shutil
import subprocess
import sys

import jsonschema
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "scripts"))
import site_browser  # noqa: E402

SCHEMA = pathlib.Path(__file__).resolve().parent / "fixtures" / "firebase-tools" / "firebase-config.json"
PRIVACY = """---
title: Privacy
aliases: ["privacy.html"]
---
Mr. Funny Jokes collects no personal data.
"""


def build(root, base_url=None):
    shutil.copytree(site_browser.ROOT / "content", root / "content")
    (root / "content" / "pages" / "privacy.md").write_text(PRIVACY)
    command = [str(site_browser.JOKESITE), "build", "--quiet", "--content", str(root / "content"),
               "--templates", str(site_browser.ROOT / "templates"), "--output", str(root / "public"),
               "--date", site_browser.TODAY]
    subprocess.run(command + (["--base-url", base_url] if base_url else []), check=True)
    return root / "public"


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    return build(tmp_path_factory.mktemp("redirects"))


@pytest.fixture
def browser():
    driver = site_browser.chromium()
    yield driver
    driver.quit()


def test_the_old_address_leads_to_the_page(site, browser):
    with site_browser.serve(site) as base:
        site_browser.open_page(browser, base + "/privacy.html", 390, "light")
        WebDriverWait(browser, 10).until(lambda d: d.current_url == base + "/privacy/")
        assert "collects no personal data" in browser.find_element(By.ID, "main").text


def test_without_script_the_old_address_still_refreshes_to_the_page(site, browser):
    browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    with site_browser.serve(site) as base:
        site_browser.open_page(browser, base + "/privacy.html", 390, "light")
        WebDriverWait(browser, 10).until(lambda d: d.current_url == base + "/privacy/")


def test_the_redirect_files_list_it(site):
    assert "/privacy.html /privacy/ 301\n" in (site / "_redirects").read_text().splitlines(keepends=True)
    hosting = json.loads((site / "firebase.json").read_text())["hosting"]
    assert {"source": "/privacy.html", "destination": "/privacy/", "type": 301} in hosting["redirects"]
    assert hosting["cleanUrls"] is True and hosting["public"] == "."


def test_firebase_json_is_valid_against_firebase_tools_schema(site):
    schema = json.loads(SCHEMA.read_text())
    config = json.loads((site / "firebase.json").read_text())
    jsonschema.Draft7Validator(schema).validate(config)
    # The schema does refuse what Firebase does not know.
    for broken in ({"cleanURLs": True}, {"redirects": [{"source": "/a", "destination": "/b", "type": "301"}]}):
        wrong = copy.deepcopy(config)
        wrong["hosting"].update(broken)
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.Draft7Validator(schema).validate(wrong)


def test_under_a_sub_path_the_redirects_carry_it(tmp_path):
    site = build(tmp_path, base_url="https://example.org/jokes/")
    assert "/jokes/privacy.html /jokes/privacy/ 301\n" in (site / "_redirects").read_text().splitlines(keepends=True)
    redirects = json.loads((site / "firebase.json").read_text())["hosting"]["redirects"]
    assert {"source": "/jokes/privacy.html", "destination": "/jokes/privacy/", "type": 301} in redirects
