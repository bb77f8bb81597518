"""Every social card of the built sample site is a PNG that a decoder
other than jokesite's reads whole (Python's zlib, every chunk's CRC, every
row and its filter, every palette index), of the size its pages declare in
og:image:width and og:image:height."""
import html
import re
import struct
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def decode(data):
    """(width, height, bit depth, colour type, rows): rows without their filter bytes."""
    assert data.startswith(SIGNATURE)
    at, chunks, idat = len(SIGNATURE), {}, b""
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        assert struct.unpack(">I", data[at + 8 + length:at + 12 + length])[0] == zlib.crc32(kind + body), kind
        if kind == b"IDAT":
            idat += body
        else:
            chunks[kind] = body
        at += 12 + length
    assert b"IEND" in chunks and at == len(data)
    width, height, depth, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", chunks[b"IHDR"])
    assert interlace == 0
    row_length = 1 + (width * depth * CHANNELS[colour_type] + 7) // 8
    decompressor = zlib.decompressobj()
    raw = decompressor.decompress(idat)
    assert decompressor.eof and not decompressor.unused_data
    assert len(raw) == height * row_length
    rows = [raw[y * row_length:(y + 1) * row_length] for y in range(height)]
    assert all(row[0] <= 4 for row in rows)
    if colour_type == 3:
        palette_size = len(chunks[b"PLTE"]) // 3
        assert all(max(indexes(row[1:], depth)) < palette_size for row in rows if row[0] == 0)
    return width, height, depth, colour_type, [row[1:] for row in rows]


def indexes(packed, depth):
    if depth == 8:
        return packed
    assert depth == 4
    return [byte >> 4 for byte in packed] + [byte & 0xF for byte in packed]


def meta(page, prop):
    found = re.search(r'<meta property="%s" content="([^"]*)">' % re.escape(prop), page)
    return found and html.unescape(found.group(1))


def test_every_card_decodes_at_its_declared_size(sample):
    declared = {}
    for page in sample.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        image = meta(text, "og:image")
        if image and "/cards/" in image:
            size = (int(meta(text, "og:image:width")), int(meta(text, "og:image:height")))
            declared.setdefault(image.split("/cards/", 1)[1], set()).add(size)
    cards = sorted((sample / "cards").glob("*.png"))
    # Every joke of the sample has its card; a page names only cards that exist.
    assert len(cards) > 50
    assert set(declared) <= {card.name for card in cards}
    for card in cards:
        width, height, depth, colour_type, _ = decode(card.read_bytes())
        assert declared.get(card.name, {(width, height)}) == {(width, height)}, card.name
        assert (width, height) == (1200, 630), card.name
        # Palette cards are 16 shades, two pixels a byte; emoji cards colour.
        assert (depth, colour_type) in {(4, 3), (8, 3), (8, 2)}, card.name
    assert len(declared) > 50
