"""axe-core on every page type of the sample site, and of the sample with
an App Store id (the app strip, the line after the punchline), in
headless Chromium, light and dark, at 320, 390 and 1280 px: no
violations. Joke, day and home pages are also checked with their
punchline shown."""
import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "scripts"))
import site_browser  # noqa: E402

try:
    # axe-core 4.x, which reads modern CSS colours (oklch, relative colours).
    from selenium_axe_python import Axe
except ImportError:
    from axe_selenium_python import Axe

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]


@pytest.fixture(scope="module", params=["sample", "with_app"])
def site(request, tmp_path_factory):
    root = tmp_path_factory.mktemp("a11y")
    folder = site_browser.build_sample(root, site_browser.APP if request.param == "with_app" else None)
    with site_browser.serve(folder) as base:
        yield base, site_browser.page_types(folder)


@pytest.fixture(scope="module")
def browser():
    driver = site_browser.chromium()
    yield driver
    driver.quit()


def violations(driver):
    axe = Axe(driver)
    axe.inject()
    results = axe.run(options='{"runOnly": {"type": "tag", "values": %s}}' % str(TAGS).replace("'", '"'))
    return results["violations"]


def describe(found):
    return "\n".join(f"{v['id']} ({v['impact']}): {v['help']}\n  " + "\n  ".join(
        node["target"][0] + ": " + node.get("failureSummary", "").replace("\n", " ") for node in v["nodes"][:5])
        for v in found)


@pytest.mark.parametrize("scheme", site_browser.SCHEMES)
@pytest.mark.parametrize("width", site_browser.WIDTHS)
def test_every_page_type_has_no_axe_violations(site, browser, width, scheme):
    base, pages = site
    failures = []
    for name, path in pages.items():
        site_browser.open_page(browser, base + path, width, scheme)
        found = violations(browser)
        if name in ("joke", "day", "home"):
            site_browser.reveal_punchlines(browser)
            found += violations(browser)
        if found:
            failures.append(f"{name} ({path}):\n{describe(found)}")
    assert not failures, f"{width} px, {scheme}:\n" + "\n\n".join(failures)
