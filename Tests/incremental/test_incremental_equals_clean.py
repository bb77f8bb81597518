"""An incremental `jokesite build` writes, after any edit, exactly what a
clean build of the same inputs writes (issues #25, #48): 500 random edits
of every kind an owner makes (a joke's text, tags, character, sfw and
date, new and deleted jokes, days set and unset, rating events, site.json,
templates and partials, a template that starts showing the day, a
character's name, colour, personality and face, content pages, a new
day) to a 2,000-joke catalogue with social cards on, every tenth
with its incremental build killed (`kill -9`) at a random moment first,
every incremental build compared file by file, byte for byte, with a clean
build (`--clean`, into an empty folder), the two built side by side. The
release binary runs it: a debug one draws cards ten times slower. A clean
build draws every card, the most of its time: a third of the jokes are
safe for work (each with a card of its own), the others show their
character's card on their pages (`include_nsfw`), which many pages then
share. Seeded: a failure names its seed and edit; `JOKESITE_EDITS_SEED=N`
replays it, `JOKESITE_EDITS=N` runs another number of edits."""
import os
import random
import shutil
import signal
import subprocess

from edited_catalogue import JOKESITE, Catalogue, start_build

SEED = int(os.environ.get("JOKESITE_EDITS_SEED", "25"))
EDITS = int(os.environ.get("JOKESITE_EDITS", "500"))
# Every so many edits, the incremental build is killed once before it runs whole.
KILL_EVERY = 10


def differences(expected, found):
    """`diff -rq`'s lines: files only in one folder, files that differ."""
    result = subprocess.run(["diff", "-rq", "--no-dereference", str(expected), str(found)], capture_output=True, text=True)
    assert result.returncode in (0, 1), result.stderr
    return result.stdout.splitlines()


def test_every_incremental_build_is_a_clean_build(workdir):
    assert JOKESITE.exists(), f"{JOKESITE}: build it with swift build -c release --product jokesite"
    catalogue = Catalogue(workdir, random.Random(SEED))
    catalogue.write()
    incremental, clean = workdir / "incremental", workdir / "clean"
    step = "the first build"
    killer = random.Random(SEED)
    for number in range(EDITS + 1):
        if number:
            step = f"edit {number}: {catalogue.edit()}"
            if number % KILL_EVERY == 0:
                # kill -9 at a random moment of the incremental build: the next one finishes or undoes it.
                killed = start_build(catalogue, incremental)
                moment = killer.uniform(0, 0.4)
                try:
                    killed.wait(timeout=moment)
                except subprocess.TimeoutExpired:
                    killed.send_signal(signal.SIGKILL)
                    step += f", its build killed after {moment:.2f} s"
                killed.communicate()
        shutil.rmtree(clean, ignore_errors=True)
        builds = {"incremental": start_build(catalogue, incremental), "clean": start_build(catalogue, clean, "--clean")}
        for name, process in builds.items():
            _, errors = process.communicate()
            assert process.returncode == 0, f"seed {SEED}, {step}: the {name} build failed:\n{errors}"
        differing = differences(clean, incremental)
        assert not differing, (f"seed {SEED} (JOKESITE_EDITS_SEED={SEED}), after {step}: "
                               f"{len(differing)} differences from a clean build:\n" + "\n".join(differing[:10]))
