"""A fresh Debian root to install the package into: debootstrap's minimal
system of this machine's release and architecture, from the mirror apt is
configured with (CI here reaches only that mirror and PyPI). Made once and
kept as a tar in .build/package-test/ (git-ignored), so a run unpacks it
in seconds; apt's downloads are kept there too, bind-mounted into each
root. Each root is unmounted and removed when its test ends, failed or
not, and one a killed run left behind is cleared at the next start."""
import contextlib
import os
import pathlib
import re
import shutil
import subprocess
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
CACHE = ROOT / ".build" / "package-test"
# What a user's login shell has: no /opt, no Swift toolchain.
PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"


def host_release():
    """This machine's (codename, architecture): the package links its libraries."""
    release = pathlib.Path("/etc/os-release").read_text()
    codename = re.search(r"^VERSION_CODENAME=\"?([a-z]+)", release, re.M).group(1)
    architecture = subprocess.run(["dpkg", "--print-architecture"], check=True, capture_output=True,
                                  text=True).stdout.strip()
    return codename, architecture


def configured_mirror(codename):
    """The first mirror apt's sources name for `codename`, one-line or deb822."""
    sources = pathlib.Path("/etc/apt")
    files = [sources / "sources.list"] + sorted((sources / "sources.list.d").glob("*.list")) \
        + sorted((sources / "sources.list.d").glob("*.sources"))
    for file in files:
        if not file.is_file():
            continue
        text = file.read_text()
        for line in text.splitlines():
            words = re.sub(r"\[[^]]*\]", "", line).split()
            if len(words) >= 3 and words[0] == "deb" and words[2] == codename:
                return words[1]
        for stanza in re.split(r"\n\s*\n", text):
            fields = dict(re.findall(r"^([A-Za-z-]+):\s*(.*)$", stanza, re.M))
            if "deb" in fields.get("Types", "").split() and codename in fields.get("Suites", "").split():
                return fields["URIs"].split()[0]
    raise AssertionError(f"no apt source for {codename} in /etc/apt/sources.list*: cannot make a Debian root")


def base_tar():
    """The cached minimal root as a tar, made with debootstrap when missing."""
    codename, architecture = host_release()
    tar = CACHE / f"{codename}-{architecture}-minbase.tar"
    if tar.exists():
        return tar
    CACHE.mkdir(parents=True, exist_ok=True)
    # debootstrap mounts /proc inside while it works, and may leave it on failure.
    work = pathlib.Path(tempfile.mkdtemp(dir=CACHE, prefix="root-debootstrap-"))
    try:
        subprocess.run(["debootstrap", "--variant=minbase", f"--arch={architecture}", codename, str(work / "root"),
                        configured_mirror(codename)], check=True, stdout=subprocess.DEVNULL)
        subprocess.run(["tar", "-C", str(work / "root"), "-cf", str(work / "root.tar"), "."], check=True)
        (work / "root.tar").rename(tar)
    finally:
        unmount_and_remove(work)
    return tar


def mounts_under(folder):
    """Mount points at or below `folder`, deepest first."""
    # The kernel writes a space in a path as \040 (octal), and so on.
    points = [re.sub(r"\\([0-7]{3})", lambda code: chr(int(code.group(1), 8)), line.split()[1])
              for line in pathlib.Path("/proc/self/mounts").read_text().splitlines()]
    prefix = str(folder).rstrip("/") + "/"
    return sorted((p for p in points if (p + "/").startswith(prefix)), key=len, reverse=True)


def unmount_and_remove(folder):
    """Unmounts what is mounted inside `folder`, then removes it; never
    removes through a mount that stayed (apt's cache is bind-mounted)."""
    for point in mounts_under(folder):
        if subprocess.run(["umount", point]).returncode != 0:
            subprocess.run(["umount", "--lazy", point], check=True)
    left = mounts_under(folder)
    assert not left, f"still mounted, so not removed: {left}"
    shutil.rmtree(folder, ignore_errors=True)


def clear_left_roots():
    for folder in CACHE.glob("root-*"):
        unmount_and_remove(folder)


@contextlib.contextmanager
def fresh_root():
    """A new root from the cached base with /proc and apt's download cache
    mounted and the host's DNS; unmounted and removed after."""
    clear_left_roots()
    tar = base_tar()
    root = pathlib.Path(tempfile.mkdtemp(dir=CACHE, prefix="root-"))
    try:
        subprocess.run(["tar", "-C", str(root), "-xf", str(tar)], check=True)
        shutil.copy("/etc/resolv.conf", root / "etc" / "resolv.conf")
        archives = CACHE / "apt-archives"
        (archives / "partial").mkdir(parents=True, exist_ok=True)
        subprocess.run(["mount", "-t", "proc", "proc", str(root / "proc")], check=True)
        subprocess.run(["mount", "--bind", str(archives), str(root / "var" / "cache" / "apt" / "archives")], check=True)
        yield root
    finally:
        unmount_and_remove(root)


def run_inside(root, script, check=True):
    """Runs `script` (sh) as root inside `root` with a user's plain
    environment; returns the CompletedProcess (output and errors as text)."""
    environment = {"PATH": PATH, "HOME": "/root", "LC_ALL": "C.UTF-8", "DEBIAN_FRONTEND": "noninteractive"}
    done = subprocess.run(["chroot", str(root), "/bin/sh", "-c", script], env=environment, capture_output=True,
                          text=True, timeout=600)
    if check:
        assert done.returncode == 0, f"{script}\nexit {done.returncode}\n{done.stdout}\n{done.stderr}"
    return done
