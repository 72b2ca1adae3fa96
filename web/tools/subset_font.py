#!/usr/bin/env python3
"""Minimal TrueType subsetter for the app font (used when fontTools' pyftsubset is missing).

Keeps glyph ids unchanged (so cmap and hmtx stay valid) but empties every glyph outside the
requested code points (plus .notdef and composite components), keeps only the tables Dear ImGui's
stb_truetype reads (cmap glyf head hhea hmtx loca maxp name OS/2 post) and drops glyph names from
`post`. DejaVuSans: about 760 KB -> about 100 KB.

usage: subset_font.py IN.ttf OUT.ttf RANGES      RANGES like "0020-00FF,2010-2027,2212"
"""
import struct
import sys

KEEP = [b'OS/2', b'cmap', b'glyf', b'head', b'hhea', b'hmtx', b'loca', b'maxp', b'name', b'post']


def read_tables(data):
    num = struct.unpack('>H', data[4:6])[0]
    tables = {}
    for i in range(num):
        tag, _, off, length = struct.unpack('>4sIII', data[12 + 16 * i:28 + 16 * i])
        tables[tag] = data[off:off + length]
    return tables


def cmap_lookup(cmap):
    """code point -> glyph id from the Windows Unicode BMP (3,1) format 4 subtable."""
    n = struct.unpack('>H', cmap[2:4])[0]
    for i in range(n):
        pid, eid, off = struct.unpack('>HHI', cmap[4 + 8 * i:12 + 8 * i])
        if (pid, eid) == (3, 1) and struct.unpack('>H', cmap[off:off + 2])[0] == 4:
            break
    else:
        raise SystemExit('no (3,1) format 4 cmap')
    seg2 = struct.unpack('>H', cmap[off + 6:off + 8])[0]
    segs = seg2 // 2
    ends = struct.unpack('>%dH' % segs, cmap[off + 14:off + 14 + seg2])
    starts_at = off + 16 + seg2
    starts = struct.unpack('>%dH' % segs, cmap[starts_at:starts_at + seg2])
    deltas = struct.unpack('>%dh' % segs, cmap[starts_at + seg2:starts_at + 2 * seg2])
    ro_at = starts_at + 2 * seg2
    ro = struct.unpack('>%dH' % segs, cmap[ro_at:ro_at + seg2])
    out = {}
    for s in range(segs):
        for c in range(starts[s], ends[s] + 1):
            if c == 0xFFFF:
                continue
            if ro[s] == 0:
                g = (c + deltas[s]) & 0xFFFF
            else:
                p = ro_at + 2 * s + ro[s] + 2 * (c - starts[s])
                g = struct.unpack('>H', cmap[p:p + 2])[0]
                if g:
                    g = (g + deltas[s]) & 0xFFFF
            out[c] = g
    return out


def components(glyph):
    """Glyph ids a composite glyph refers to."""
    if len(glyph) < 10 or struct.unpack('>h', glyph[0:2])[0] >= 0:
        return []
    ids, p = [], 10
    while True:
        flags, gid = struct.unpack('>HH', glyph[p:p + 4])
        ids.append(gid)
        p += 4 + (4 if flags & 0x1 else 2)
        p += 2 if flags & 0x8 else 4 if flags & 0x40 else 8 if flags & 0x80 else 0
        if not flags & 0x20:
            return ids


def checksum(b):
    b = b + b'\0' * (-len(b) % 4)
    return sum(struct.unpack('>%dI' % (len(b) // 4), b)) & 0xFFFFFFFF


def main():
    src, dst, spec = sys.argv[1], sys.argv[2], sys.argv[3]
    data = open(src, 'rb').read()
    t = read_tables(data)
    long_loca = struct.unpack('>h', t[b'head'][50:52])[0] == 1
    nglyphs = struct.unpack('>H', t[b'maxp'][4:6])[0]
    if long_loca:
        loca = struct.unpack('>%dI' % (nglyphs + 1), t[b'loca'][:4 * (nglyphs + 1)])
    else:
        loca = [2 * x for x in struct.unpack('>%dH' % (nglyphs + 1), t[b'loca'][:2 * (nglyphs + 1)])]
    glyf = t[b'glyf']
    cmap = cmap_lookup(t[b'cmap'])
    keep = {0}
    for part in spec.split(','):
        lo, _, hi = part.partition('-')
        for c in range(int(lo, 16), int(hi or lo, 16) + 1):
            if c in cmap:
                keep.add(cmap[c])
    todo = list(keep)
    while todo:
        g = todo.pop()
        for c in components(glyf[loca[g]:loca[g + 1]]):
            if c not in keep:
                keep.add(c)
                todo.append(c)
    new_glyf, new_loca = bytearray(), []
    for g in range(nglyphs):
        new_loca.append(len(new_glyf))
        if g in keep:
            new_glyf += glyf[loca[g]:loca[g + 1]]
            new_glyf += b'\0' * (-len(new_glyf) % 4)
    new_loca.append(len(new_glyf))
    t[b'glyf'] = bytes(new_glyf)
    t[b'loca'] = struct.pack('>%dI' % len(new_loca), *new_loca) if long_loca else \
        struct.pack('>%dH' % len(new_loca), *[x // 2 for x in new_loca])
    t[b'post'] = struct.pack('>I', 0x00030000) + t[b'post'][4:32]
    head = bytearray(t[b'head'])
    head[8:12] = b'\0\0\0\0'
    t[b'head'] = bytes(head)
    tags = [k for k in KEEP if k in t]
    n = len(tags)
    es = max(i for i in range(8) if 1 << i <= n)
    out = bytearray(struct.pack('>IHHHH', 0x00010000, n, 16 << es, es, n * 16 - (16 << es)))
    off = 12 + 16 * n
    body = bytearray()
    for tag in tags:
        b = t[tag]
        out += struct.pack('>4sIII', tag, checksum(b), off + len(body), len(b))
        body += b + b'\0' * (-len(b) % 4)
    font = out + body
    adj = (0xB1B0AFBA - checksum(bytes(font))) & 0xFFFFFFFF
    hp = 12 + 16 * n + sum(len(t[x]) + (-len(t[x]) % 4) for x in tags[:tags.index(b'head')])
    font[hp + 8:hp + 12] = struct.pack('>I', adj)
    open(dst, 'wb').write(font)
    print('subset_font: %d of %d glyphs, %d -> %d bytes' % (len(keep), nglyphs, len(data), len(font)))


if __name__ == '__main__':
    main()
