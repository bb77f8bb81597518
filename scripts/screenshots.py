#!/usr/bin/env python3
"""`make screenshots`: every page type of the sample site at 320, 390 and 1280 px,
light and dark, as PNGs in screenshots/ (or the folder given), for a person
to look at; further arguments keep only the page types named. A joke page is taken twice: punchline closed and open."""
import pathlib
import sys
import tempfile

import site_browser


def main():
    out = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else site_browser.ROOT / "screenshots")
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as temp:
        site = pathlib.Path(temp) / "site"
        site_browser.build_site(site)
        pages = site_browser.page_types(site)
        if len(sys.argv) > 2:
            pages = {name: path for name, path in pages.items() if name in sys.argv[2:]}
        driver = site_browser.chromium()
        try:
            with site_browser.serve(site) as base:
                for name, path in pages.items():
                    for width in site_browser.WIDTHS:
                        for scheme in site_browser.SCHEMES:
                            site_browser.open_page(driver, base + path, width, scheme)
                            if name == "search":
                                site_browser.wait_for_search_results(driver)
                            site_browser.full_page_png(driver, width, out / f"{name}-{width}-{scheme}.png")
                            if name == "joke":
                                site_browser.open_page(driver, base + path, width, scheme)
                                site_browser.reveal_punchlines(driver)
                                site_browser.full_page_png(driver, width, out / f"{name}-open-{width}-{scheme}.png")
        finally:
            driver.quit()
    print(f"{len(list(out.glob('*.png')))} screenshots in {out}")


if __name__ == "__main__":
    main()
