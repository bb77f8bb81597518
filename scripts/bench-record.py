#!/usr/bin/env python3
"""The build record in SQLite against jokesite's manifest, measured.

    scripts/bench-record.py STATE_FOLDER

Reads the manifest a build left (`.public.jokesite/manifest`, format 9),
stores the same records in an SQLite database (outputs, files, and each
output's dependencies as rows of an indexed table: the reverse index
"which outputs read X?"), and prints what each costs: writing the whole
record (a full build), reading every output's key and dependencies (what
an edit does today, checking every kept page), and asking which outputs
read one joke (what an edit would do if the load told it which jokes
changed). SQLite is Python's own module over the same C library Debian's
`libsqlite3-dev` provides; its row-by-row costs here include Python's.
"""
import os
import sqlite3
import sys
import tempfile
import time

CHECKSUM_TRAILER = len("crc32 ") + 9


def leb128(data, offset):
    value, shift = 0, 0
    while True:
        byte = data[offset]
        offset += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, offset
        shift += 7


def name(data, offset):
    count, offset = leb128(data, offset)
    return data[offset:offset + count], offset + count


def dependencies(data):
    """(tag, name) pairs, as `Dependency.encode` writes them."""
    offset, found = 0, []
    while offset < len(data):
        tag = data[offset]
        value, offset = name(data, offset + 1)
        found.append((tag, value))
    return found


def parse(path):
    data = open(path, "rb").read()[:-CHECKSUM_TRAILER]
    offset = data.index(b"\n") + 1
    outputs, files = [], []
    while offset < len(data):
        kind = data[offset]
        offset += 1
        if kind == ord("r"):
            deps, offset = name(data, offset)
            outputs[-1]["deps"] = deps
            continue
        key = data[offset:offset + 16]
        offset += 16
        if kind == ord("f"):
            size, offset = leb128(data, offset)
            modified, offset = leb128(data, offset)
        value, offset = name(data, offset)
        if kind == ord("o"):
            outputs.append({"name": value, "key": key, "deps": None})
        elif kind == ord("f"):
            files.append((value, key, size, modified, len(outputs) - 1))
    return outputs, files


def timed(label, work):
    start = time.perf_counter()
    result = work()
    print(f"{label:58s} {time.perf_counter() - start:8.3f} s")
    return result


def main():
    state = sys.argv[1]
    manifest = os.path.join(state, "manifest")
    outputs, files = timed("manifest: parse every record (Python)", lambda: parse(manifest))
    print(f"{'':58s} {len(outputs)} outputs, {len(files)} files, {os.path.getsize(manifest) / 1e6:.1f} MB")
    folder = tempfile.mkdtemp()
    database = os.path.join(folder, "record.sqlite")

    def write():
        db = sqlite3.connect(database)
        db.executescript("""
            PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;
            CREATE TABLE outputs (id INTEGER PRIMARY KEY, name BLOB UNIQUE, key BLOB, deps BLOB);
            CREATE TABLE files (path BLOB PRIMARY KEY, hash BLOB, size INTEGER, modified INTEGER, output INTEGER) WITHOUT ROWID;
            CREATE TABLE reads (tag INTEGER, name BLOB, output INTEGER);
        """)
        with db:
            db.executemany("INSERT INTO outputs VALUES (?, ?, ?, ?)",
                           ((i, o["name"], o["key"], o["deps"]) for i, o in enumerate(outputs)))
            db.executemany("INSERT INTO files VALUES (?, ?, ?, ?, ?)", files)
            db.executemany("INSERT INTO reads VALUES (?, ?, ?)",
                           ((tag, value, i) for i, o in enumerate(outputs) if o["deps"]
                            for tag, value in dependencies(o["deps"])))
            db.execute("CREATE INDEX reads_by_input ON reads (tag, name)")
        db.close()

    timed("sqlite: write the whole record and its reverse index", write)
    print(f"{'':58s} {os.path.getsize(database) / 1e6:.1f} MB")
    db = sqlite3.connect(database)
    rows = timed("sqlite: read every output's key and dependencies",
                 lambda: db.execute("SELECT name, key, deps FROM outputs").fetchall())
    joke = next(value for o in outputs if o["deps"] for tag, value in dependencies(o["deps"]) if tag == 1)
    readers = timed("sqlite: which outputs read one joke (indexed)",
                    lambda: db.execute("SELECT outputs.name FROM reads JOIN outputs ON outputs.id = reads.output "
                                       "WHERE reads.tag = 1 AND reads.name = ?", (joke,)).fetchall())
    print(f"{'':58s} {len(rows)} outputs read; joke {joke.decode()} is read by {len(readers)}")
    db.close()


if __name__ == "__main__":
    main()
