"""The Debian package that `make package` makes (issue #49), installed as a
user installs it, `apt-get install ./jokesite_VERSION_ARCH.deb`, into a
fresh Debian root with no Swift toolchain: its Depends: pull in every
library the binary links, `jokesite --version` agrees with the package
and the one version source, the sample site it carries builds (social
cards drawn, search indexed), and `dpkg -r` leaves none of its files.
Pagefind is not part of the package: the test puts this project's on the
root's PATH, as a user installs it beside jokesite."""
import platform
import shutil
import subprocess

import pytest

from debian_root import ROOT, fresh_root, host_release, run_inside

pytestmark = pytest.mark.skipif(platform.system() != "Linux", reason="make package makes a .deb on Linux alone")


def version():
    return subprocess.run(["make", "-s", "version"], cwd=ROOT, check=True, capture_output=True,
                          text=True).stdout.strip()


@pytest.fixture(scope="module")
def package():
    _, architecture = host_release()
    deb = ROOT / f"jokesite_{version()}_{architecture}.deb"
    assert deb.exists(), f"{deb.name} is missing: run make package"
    return deb


@pytest.fixture(scope="module")
def installed(package):
    """A fresh root with the package installed by apt, its files as dpkg lists them."""
    with fresh_root() as root:
        shutil.copy(package, root / "tmp" / package.name)
        run_inside(root, f"apt-get update -qq && apt-get install -y -qq ./tmp/{package.name}")
        files = run_inside(root, "dpkg -L jokesite").stdout.split()
        yield root, files


def test_depends_names_the_libraries_the_binary_links(package):
    depends = subprocess.run(["dpkg-deb", "--field", str(package), "Depends"], check=True, capture_output=True,
                             text=True).stdout
    names = [entry.split()[0] for entry in depends.split(", ")]
    # By the start of their names: the release and the t64 rename add to the end.
    for library in ["libcmark", "libcairo2", "libpango-1.0-0", "libpangocairo-1.0-0", "librsvg2-2", "libqrencode",
                    "libcurl", "libc6"]:
        assert any(name.startswith(library) for name in names), f"no {library} in Depends: {depends}"


def test_there_is_no_swift_toolchain(installed):
    root, _ = installed
    assert run_inside(root, "command -v swift swiftc", check=False).returncode != 0


def test_the_version_agrees_with_the_package_and_its_source(installed):
    root, _ = installed
    printed = run_inside(root, "jokesite --version").stdout.strip()
    packaged = run_inside(root, "dpkg-query -W -f '${Version}' jokesite").stdout
    assert printed == f"jokesite {version()}"
    assert packaged == version()


def test_the_manual_page_is_installed(installed):
    _, files = installed
    assert "/usr/share/man/man1/jokesite.1.gz" in files


def test_the_sample_site_builds(installed):
    root, _ = installed
    pagefind = (ROOT / ".venv" / "bin" / "pagefind").resolve()
    assert pagefind.exists(), "Pagefind is missing: run make test-deps"
    shutil.copy(pagefind, root / "usr" / "local" / "bin" / "pagefind")
    run_inside(root, "cp -R /usr/share/jokesite/sample /root/site && cd /root/site && jokesite build --quiet")
    public = root / "root" / "site" / "public"
    assert (public / "index.html").stat().st_size > 0
    assert any(card.stat().st_size > 0 for card in (public / "cards").glob("*.png")), "no social card was drawn"
    assert (public / "pagefind" / "pagefind.js").exists(), "no search index"


def test_removing_it_leaves_none_of_its_files(installed):
    root, files = installed
    run_inside(root, "dpkg -r jokesite")
    status = run_inside(root, "dpkg-query -W -f '${db:Status-Status}' jokesite", check=False).stdout
    assert status in ("", "not-installed"), status
    left = [path for path in files if (root / path.lstrip("/")).is_file() or (root / path.lstrip("/")).is_symlink()]
    assert left == []
    assert not (root / "usr" / "share" / "jokesite").exists()
