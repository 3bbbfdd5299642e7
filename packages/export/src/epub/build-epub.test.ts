import { type BookDocumentInput, parseBookDocument } from '@bookloom/core';
import { FONT_FILES } from '@bookloom/core/fonts';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExportInputError } from '../options';
import { MAX_IMAGE_PIXELS } from './epub-images';
import { epubcheck, openZip, scratchDir, writeTestArt } from './epub-test-support';
import { buildEpub } from './index';

const dir = scratchDir();
beforeAll(() => writeTestArt(dir));
const now = new Date('2026-03-04T05:06:07.890Z');
const book = (over: Partial<BookDocumentInput>) =>
  parseBookDocument({
    version: 1,
    title: 'Pip & the Moon',
    author: 'Ada Reyes',
    trim: '8.5x8.5',
    year: 2026,
    pages: [],
    ...over,
  });

const sample = () =>
  book({
    subtitle: 'A bedtime story',
    description: 'A small cloud finds the moon.',
    watermark: 'PROOF',
    pages: [
      {
        text: 'Pip woke up above the meadow.',
        image: 'painted.jpg',
        layout: 'image-full',
        alt: 'A cloud over hills',
      },
      { text: 'The wind liked to play.', image: 'painted.jpg', layout: 'image-top' },
      { heading: 'Night', text: 'The moon came up.\nPip said hello.', layout: 'text-only' },
      { heading: 'Colour me!', text: 'Give Pip colours.', image: 'line.png', layout: 'coloring' },
      { heading: 'Maze 1', text: 'Find the way home.', image: 'alpha.png', layout: 'activity' },
    ],
  });

/** epubcheck must report nothing at all: no fatal, error, warning or usage message. */
function expectClean(bytes: Buffer) {
  const r = epubcheck(bytes);
  const problems = r.messages
    .filter((m) => m.severity !== 'INFO')
    .map((m) => `${m.severity} ${m.ID} ${m.message} ${m.locations?.[0]?.path ?? ''}`);
  expect(problems).toEqual([]);
  expect(r.checker).toMatchObject({ nFatal: 0, nError: 0, nWarning: 0 });
}

describe('buildEpub', () => {
  it('makes a fixed-layout EPUB 3 that epubcheck passes with 0 errors and 0 warnings', async () => {
    const { bytes, warnings } = await buildEpub(sample(), { baseDir: dir, now });
    expect(warnings).toEqual([]);
    expectClean(bytes);
    // mimetype: first entry, stored (method 0), no extra field, so its text sits at offset 38.
    expect(bytes.readUInt16LE(8)).toBe(0);
    expect(bytes.toString('latin1', 30, 38)).toBe('mimetype');
    expect(bytes.toString('latin1', 38, 58)).toBe('application/epub+zip');

    const zip = openZip(bytes);
    const opf = zip.text('OEBPS/package.opf');
    for (const s of [
      '<meta property="rendition:layout">pre-paginated</meta>',
      '<meta property="dcterms:modified">2026-03-04T05:06:07Z</meta>',
      '<dc:language>en</dc:language>',
      '<dc:title id="main-title">Pip &amp; the Moon</dc:title>',
      '<dc:creator id="author">Ada Reyes</dc:creator>',
      'properties="cover-image"',
      '<meta property="schema:accessMode">visual</meta>',
      '<meta property="schema:accessibilityHazard">none</meta>',
      'schema:accessibilitySummary',
      'media-type="font/ttf"',
    ])
      expect(opf).toContain(s);
    // One page was described by us, not the author: text alone is not claimed sufficient.
    expect(opf).not.toContain('<meta property="schema:accessModeSufficient">textual</meta>');
    expect(opf).toMatch(/<dc:identifier id="bookid">urn:uuid:[0-9a-f-]{36}<\/dc:identifier>/);

    const pages = zip.list.filter((f) => /xhtml\/page-\d+\.xhtml$/.test(f));
    expect(pages).toHaveLength(5);
    for (const p of pages) {
      const x = zip.text(p);
      expect(x).toContain('<meta name="viewport" content="width=1200, height=1200"/>');
      expect(x).toContain('PROOF');
      for (const m of x.matchAll(/<img [^>]*alt="([^"]*)"/g)) expect(m[1].length).toBeGreaterThan(3);
    }
    expect(zip.text('OEBPS/xhtml/page-001.xhtml')).toContain('alt="A cloud over hills"');
    expect(zip.text('OEBPS/xhtml/page-002.xhtml')).toContain('alt="Illustration: The wind liked to play."');
    expect(zip.text('OEBPS/xhtml/page-003.xhtml')).toMatch(
      />The moon came up\.<\/p><p [^>]*>Pip said hello\.</,
    );
    expect(zip.text('OEBPS/nav.xhtml')).toContain('epub:type="toc"');

    // Art is resized for e-readers: painted art as JPEG, line art as PNG, at 1.5× the viewport px
    // it covers (sharp on high-density tablets) and never over 5.5 MP (under Apple's 5.6 MP limit).
    const images = zip.list.filter((f) => f.startsWith('OEBPS/images/'));
    const metas = await Promise.all(images.map((f) => sharp(zip.buffer(f)).metadata()));
    for (const m of metas) expect(m.width! * m.height!).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
    const full = zip.text('OEBPS/xhtml/page-001.xhtml').match(/<img[^>]*width:\s*([\d.]+)px/);
    const widest = Math.max(...metas.map((m) => m.width!));
    if (full) expect(widest).toBeGreaterThanOrEqual(1.5 * Number(full[1]) - 1);
    expect(widest).toBeGreaterThan(1600);
    expect(metas.map((m) => m.format).sort()).toEqual(['jpeg', 'jpeg', 'jpeg', 'png', 'png']);
  });

  it('keeps special characters, emoji and right-to-left text valid, and flows very long text', async () => {
    const odd = `Tom & Jerry's <b>"Best"</b> Day 🌧️☁️ שלום עולם`;
    const long = Array.from({ length: 5000 }, (_, i) => (i % 12 === 11 ? 'end.\n' : 'word')).join(' ');
    const doc = book({
      title: odd,
      subtitle: 'مرحبا <script>',
      author: 'Zoë & "Ana" <ana@example.com>',
      description: 'Control \u0007 characters \u0000 go.',
      pages: [
        {
          heading: '<Heading> & co',
          text: `${odd}\nمرحبا بالعالم`,
          image: 'painted.jpg',
          layout: 'image-top',
        },
        { text: long, layout: 'text-only' },
        {
          text: 'שלום עולם, this line is mostly Hebrew',
          layout: 'image-full',
          image: 'painted.jpg',
          alt: 'Alt with "quotes" & <tags>',
        },
      ],
    });
    const { bytes } = await buildEpub(doc, { baseDir: dir, now });
    expectClean(bytes);
    const zip = openZip(bytes);
    const p1 = zip.text('OEBPS/xhtml/page-001.xhtml');
    expect(p1).toContain('Tom &amp; Jerry&apos;s &lt;b&gt;&quot;Best&quot;&lt;/b&gt; Day 🌧️☁️ שלום עולם');
    expect(p1).toMatch(/<p class="text" dir="rtl"[^>]*>مرحبا بالعالم<\/p>/);
    // Arabic and emoji, which Andika and Fredoka lack, come with their own embedded (subset) faces.
    expect(zip.list).toEqual(
      expect.arrayContaining(['OEBPS/fonts/noto-sans-arabic.ttf', 'OEBPS/fonts/noto-emoji.ttf']),
    );
    expect(zip.list).not.toContain('OEBPS/fonts/noto-sans-hebrew.ttf'); // Fredoka has Hebrew
    expect(zip.text('OEBPS/css/book.css')).toContain(
      'font-family: "Andika", "Fredoka", "Noto Sans Arabic", "Noto Emoji"',
    );
    const emoji = fontkit.create(zip.buffer('OEBPS/fonts/noto-emoji.ttf'));
    expect(emoji.hasGlyphForCodePoint(0x1f327)).toBe(true);
    expect(zip.text('OEBPS/xhtml/page-003.xhtml')).toContain(
      'alt="Alt with &quot;quotes&quot; &amp; &lt;tags&gt;"',
    );
    // 5,000 words do not fit one page: they continue on further pages, none of it dropped.
    const continued = zip.list.filter((f) => /page-002-\d+\.xhtml$/.test(f));
    expect(continued.length).toBeGreaterThan(3);
    const words = ['OEBPS/xhtml/page-002.xhtml', ...continued].map(
      (f) => (zip.text(f).match(/\bword\b/g) ?? []).length,
    );
    expect(words.reduce((a, b) => a + b, 0)).toBe(5000 - Math.floor(5000 / 12));
  });

  it('makes a French book with French labels and language tags', async () => {
    const doc = book({
      title: 'Le petit nuage',
      author: 'Léa Dubois',
      language: 'fr',
      trim: '6x9',
      pages: [
        { text: 'Il était une fois un petit nuage très curieux.', image: 'painted.jpg', layout: 'image-top' },
        { text: 'Où vas-tu, « petit nuage » ? Ça, c’est un secret !', layout: 'text-only' },
      ],
    });
    const { bytes } = await buildEpub(doc, { baseDir: dir, now });
    expectClean(bytes);
    const zip = openZip(bytes);
    expect(zip.text('OEBPS/package.opf')).toContain('<dc:language>fr</dc:language>');
    const page = zip.text('OEBPS/xhtml/page-001.xhtml');
    expect(page).toContain('xml:lang="fr" lang="fr"');
    expect(page).toContain('content="width=1200, height=1800"');
    expect(page).toContain('alt="Illustration : Il était une fois un petit nuage très curieux."');
    // No line break before "?" or "!" or inside « »: narrow no-break spaces.
    expect(zip.text('OEBPS/xhtml/page-002.xhtml')).toContain(
      'Où vas-tu, «\u202fpetit nuage\u202f»\u202f? Ça, c’est un secret\u202f!',
    );
    expect(zip.text('OEBPS/nav.xhtml')).toContain('Table des matières');
    expect(zip.text('OEBPS/xhtml/title.xhtml')).toContain('Illustrations créées avec l&apos;aide');
    expect(zip.list.filter((f) => f.includes('noto'))).toEqual([]);
    // Fonts are cut down to the characters the pages use (Andika alone is 630 KB whole).
    const body = zip.buffer('OEBPS/fonts/andika-regular.ttf');
    const display = zip.buffer('OEBPS/fonts/fredoka-semibold.ttf');
    expect(body.length + display.length).toBeLessThan(120_000);
    const font = fontkit.create(body);
    for (const ch of 'éÇ«»\u202f\u00a0’!') expect(font.hasGlyphForCodePoint(ch.codePointAt(0)!)).toBe(true);
    for (const ch of 'ЖΩ') expect(font.hasGlyphForCodePoint(ch.codePointAt(0)!)).toBe(false);
    // Every character on any page that the whole font can draw, the subset can draw too.
    const whole = fontkit.openSync(FONT_FILES.body);
    const text = zip.list.filter((f) => f.endsWith('.xhtml')).map((f) => zip.text(f));
    const missing = [...new Set(text.join(''))].filter(
      (ch) =>
        whole.hasGlyphForCodePoint(ch.codePointAt(0)!) && !font.hasGlyphForCodePoint(ch.codePointAt(0)!),
    );
    expect(missing).toEqual([]);
  });

  it('derives a stable identifier from the content, or uses the book’s own', async () => {
    const a = await buildEpub(sample(), { baseDir: dir, now });
    const b = await buildEpub(sample(), { baseDir: dir, now });
    expect(a.bytes.equals(b.bytes)).toBe(true);
    const id = (bytes: Buffer) =>
      /<dc:identifier id="bookid">([^<]+)</.exec(openZip(bytes).text('OEBPS/package.opf'))![1];
    const other = await buildEpub(book({ pages: [{ text: 'Other text', layout: 'text-only' }] }), {
      baseDir: dir,
      now,
    });
    expect(id(other.bytes)).not.toBe(id(a.bytes));
    const own = await buildEpub(book({ identifier: 'urn:isbn:9781234567897', pages: [{ text: 'x' }] }), {
      baseDir: dir,
      now,
    });
    expect(id(own.bytes)).toBe('urn:isbn:9781234567897');
  });

  it('names a missing or unreadable image instead of writing a broken file', async () => {
    const missing = book({ pages: [{ text: 'Hi' }, { text: 'Hi', image: 'nope.png' }] });
    await expect(buildEpub(missing, { baseDir: dir })).rejects.toThrow(
      new ExportInputError(`page 2: Image nope.png: file not found or unreadable (${dir}/nope.png)`),
    );
    const broken = book({ cover: { image: 'broken.png' }, pages: [{ text: 'Hi' }] });
    await expect(buildEpub(broken, { baseDir: dir })).rejects.toThrow(
      /^cover: Image broken\.png: not a readable image/,
    );
  });
});
