"""What every test of Tests/incremental builds in."""
import os
import pathlib
import shutil
import tempfile

import pytest


@pytest.fixture
def workdir():
    # Thousands of files written twice per edit: a memory file system when there is one.
    shared_memory = "/dev/shm"
    base = shared_memory if os.access(shared_memory, os.W_OK) else None
    folder = pathlib.Path(tempfile.mkdtemp(prefix="jokesite-edits-", dir=base))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)
