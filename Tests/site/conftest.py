"""The sample site, built once per test module: as it is, and with an
App Store id (`site_browser.APP`) added to its app block."""
import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "scripts"))
import site_browser  # noqa: E402


@pytest.fixture(scope="module")
def sample(tmp_path_factory):
    return site_browser.build_sample(tmp_path_factory.mktemp("sample"))


@pytest.fixture(scope="module")
def with_app(tmp_path_factory):
    return site_browser.build_sample(tmp_path_factory.mktemp("sample-app"), site_browser.APP)
