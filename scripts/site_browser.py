"""Shared by `make screenshots` and Tests/site: build the sample site,
serve it on 127.0.0.1, and open its pages in headless Chromium at a given
width and colour scheme."""
import base64
import contextlib
import functools
import http.server
import json
import os
import pathlib
import re
import shutil
import subprocess
import threading

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[1]
JOKESITE = pathlib.Path(os.environ.get("JOKESITE", ROOT / ".build" / "debug" / "jokesite"))
TODAY = "2026-11-22"
WIDTHS = (320, 390, 1280)
SCHEMES = ("light", "dark")


def build_site(output, content=ROOT / "content"):
    subprocess.run([str(JOKESITE), "build", "--quiet", "--content", str(content),
                    "--templates", str(ROOT / "templates"), "--output", str(output), "--date", TODAY],
                   check=True)


# An App Store listing's app block, for a site that offers the app.
APP = {"app_store_id": "1234567890", "apple_team_id": "4SDGX26HQP", "bundle_id": "com.mrfunnyjokes.app", "rating": 4.8,
       "provider_token": "118561234"}


def build_sample(root, app=None):
    """The sample site in `root`/public, with `app`'s fields added to
    site.json's app block if given; returns the folder."""
    shutil.copytree(ROOT / "content", root / "content")
    if app is not None:
        settings = json.loads((root / "content" / "site.json").read_text())
        settings["app"] = {**settings.get("app", {}), **app}
        (root / "content" / "site.json").write_text(json.dumps(settings, indent=2))
    build_site(root / "public", root / "content")
    return root / "public"


def page_types(site):
    """One page of each kind, by its template's name (`page-SLUG` for each
    page of content/pages/): (name, path from the root). The kinds and their
    routes are read from docs/templates.md, which is generated from the page
    sources, so a new kind is opened without an edit here."""
    site = pathlib.Path(site)
    pages = {}
    for name, route in page_kinds():
        if name == "page":
            continue
        pages[name] = resolve(site, route) + QUERIES.get(name, "")
    for markdown_page in sorted((ROOT / "content" / "pages").glob("*.md")):
        pages[f"page-{markdown_page.stem}"] = f"/{markdown_page.stem}/"
    return pages


# What a kind's page needs in its address to show something.
QUERIES = {"search": "?q=knock"}


def page_kinds():
    """(template name, route) of each page kind, as docs/templates.md gives
    them: `/jokes/ID/`, with capitals where a page's own name goes."""
    text = (ROOT / "docs" / "templates.md").read_text(encoding="utf-8")
    for match in re.finditer(r"^Templates: `([^`]+)\.html\.mustache`[^\n]*\n\n`(/[^`]*)`", text, re.M):
        yield match.group(1), match.group(2)


def resolve(site, route):
    """The route with each name in capitals made real: today for a day,
    else the first such folder in the built site."""
    path = "/"
    for segment in route.strip("/").split("/"):
        if segment == "YYYY-MM-DD":
            segment = TODAY
        elif segment and segment.upper() == segment and not segment[0].isdigit():
            segment = sorted(p.name for p in (site / path.strip("/")).iterdir() if p.is_dir() and p.name != "page")[0]
        path += segment if "." in segment else segment + "/" if segment else ""
    return path


@contextlib.contextmanager
def serve(site):
    """An HTTP server for the folder `site` on a free port; yields its base URL."""
    handler = functools.partial(QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def chromium():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     "--force-device-scale-factor=1"):
        options.add_argument(argument)
    # The system's driver: Selenium Manager would otherwise look for one online.
    driver = shutil.which("chromedriver")
    service = webdriver.ChromeService(executable_path=driver) if driver else None
    return webdriver.Chrome(options=options, service=service)


def open_page(driver, url, width, scheme, height=900):
    """Loads `url` in a viewport `width` wide, as a browser set to `scheme` shows it."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.get(url)


def wait_for_search_results(driver, timeout=15):
    """The search page lists what Pagefind found once its script has run."""
    WebDriverWait(driver, timeout).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".result"))


def reveal_punchlines(driver):
    driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")


def full_page_png(driver, width, path, max_height=6000):
    height = min(max_height, driver.execute_script("return document.documentElement.scrollHeight"))
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
    pathlib.Path(path).write_bytes(base64.b64decode(shot["data"]))
