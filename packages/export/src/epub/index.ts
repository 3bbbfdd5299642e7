import type { BookDocument } from '@bookloom/core';
import { ExportInputError } from '../options';
import { altText } from './alt-text';
import { bookIdentifier } from './book-identifier';
import { epubCover } from './epub-cover';
import { EPUB_DENSITY, MAX_IMAGE_PIXELS, type PlacedImage, prepareEpubImage } from './epub-images';
import { EPUB_STRINGS } from './epub-strings';
import { coverXhtml, titleXhtml } from './front-xhtml';
import { where } from './image-error';
import { mapLimit } from './map-limit';
import { navXhtml } from './nav-xhtml';
import { type ManifestItem, packageOpf, type SpineItem } from './package-opf';
import { type EpubPage, epubPage } from './page-geometry';
import { pageXhtml } from './page-xhtml';
import { type PagePlan, planPages } from './plan-pages';
import { type RenditionCache, RenditionStore } from './rendition-store';
import { FONT_HREFS, stylesheet } from './stylesheet';
import { covers, expectedChars, fallbackFonts, subsetFonts } from './subset-fonts';
import { type EpubFile, zipEpub } from './zip-epub';

/**
 * Parallel image conversions; sharp's own thread pool does the rest. Two keep the cores busy
 * (libvips threads inside each conversion) with half the decoded pages in memory of four:
 * -60 MB peak RSS on a 50-page book, same CPU (decision 0022).
 */
const IMAGE_CONCURRENCY = 2;

export type EpubOptions = {
  baseDir: string;
  now?: Date;
  /** Folder of e-reader renditions kept between processes (see RenditionStore); none: convert every time. */
  renditionDir?: string;
  /** Or any other keeper of renditions (the server's file storage); it wins over `renditionDir`. */
  renditions?: RenditionCache;
};

const storeOf = (opts: EpubOptions) =>
  opts.renditions ?? (opts.renditionDir ? new RenditionStore(opts.renditionDir) : undefined);

/**
 * The page whose e-reader picture is also the cover's art at the same size: the cover's picture
 * (the cover image, else the first page's) drawn full-page, painted. Its conversion hands its
 * decoded pixels to the cover, which then skips decoding and resizing the print-size art again.
 */
function coverArtPage(doc: BookDocument, withArt: PagePlan[], page: EpubPage): PagePlan | undefined {
  const ref = doc.cover.image ?? doc.pages.find((p) => p.image)?.image;
  return withArt.find((p) => {
    const r = p.image!.region;
    return (
      p.image!.ref === ref &&
      p.image!.kind === 'painted' &&
      r.fit === 'cover' &&
      r.x === 0 &&
      r.y === 0 &&
      r.w === page.width &&
      r.h === page.height
    );
  });
}

/**
 * The e-reader files for pages with art, converted in parallel (or taken from the rendition
 * folder), and the cover image, drawn on the pixels of the page that shows the same picture.
 */
function artAndCover(
  doc: BookDocument,
  page: EpubPage,
  withArt: PagePlan[],
  opts: EpubOptions,
  keep = false,
) {
  const store = storeOf(opts);
  const convert = (p: PagePlan, pixels = false) =>
    prepareEpubImage(p.image!.ref, opts.baseDir, p.image!.kind, p.image!.region, {
      store,
      keep,
      pixels,
    }).catch(where(`page ${p.bookPage}`));
  const shared = coverArtPage(doc, withArt, page);
  const first = shared && convert(shared, true);
  // A failed conversion is reported by the page; the cover then decodes the art itself.
  const cover = epubCover(
    doc,
    opts.baseDir,
    denser(page),
    store,
    first?.then(
      (i) => i.pixels,
      () => undefined,
    ),
  );
  // The pages keep their files only: the cover alone holds the pixels, until it is drawn.
  const images = mapLimit(withArt, IMAGE_CONCURRENCY, (p) =>
    p === shared && first ? first.then(({ pixels, ...i }) => i) : convert(p),
  );
  return Promise.all([cover, images]);
}

/**
 * Makes the EPUB renditions of a book's art ahead of time (e.g. when its pictures are stored), so
 * that the first EPUB export in any process skips decoding the print-size art.
 */
export async function prepareEpubArt(
  doc: BookDocument,
  opts: EpubOptions & ({ renditionDir: string } | { renditions: RenditionCache }),
) {
  const page = epubPage(doc.trim);
  await artAndCover(
    doc,
    page,
    planPages(doc, page).filter((p) => p.image),
    opts,
    true,
  );
}

const denser = (p: { width: number; height: number }) => {
  const k = Math.min(EPUB_DENSITY, Math.sqrt(MAX_IMAGE_PIXELS / (p.width * p.height)));
  return { width: Math.round(p.width * k), height: Math.round(p.height * k) };
};

/**
 * Builds a fixed-layout EPUB 3 of the book: a typeset cover, a title page, then one XHTML page
 * per book page (plus continuation pages for text too long to fit) with the art, the text and
 * the embedded shipped fonts. Missing or unreadable images throw ExportInputError naming the page.
 */
export async function buildEpub(
  doc: BookDocument,
  opts: EpubOptions,
): Promise<{ bytes: Buffer; warnings: string[] }> {
  if (doc.pages.length === 0) throw new ExportInputError('The book has no pages');
  const now = opts.now ?? new Date();
  const page = epubPage(doc.trim);
  const watermark = doc.watermark?.trim() || undefined;
  const plans = planPages(doc, page);
  const withArt = plans.filter((p) => p.image);
  const chars = expectedChars(doc);
  // The cover image too carries 1.5 px per viewport px (within 5.5 MP), like the page art.
  const [[cover, images], expectedFonts] = await Promise.all([
    artAndCover(doc, page, withArt, opts),
    subsetFonts(chars),
  ]);
  const files: EpubFile[] = [];
  const manifest: ManifestItem[] = [];
  const add = (f: EpubFile & { id: string; mediaType: string; properties?: string }) => {
    files.push(f);
    manifest.push({ id: f.id, href: f.path, mediaType: f.mediaType, properties: f.properties });
  };
  // Identical art (same bytes, same placement) is stored once.
  const hrefs = new Map<string, string>();
  const imageFor = new Map<(typeof plans)[number], PlacedImage & { href: string }>();
  withArt.forEach((p, i) => {
    const img = images[i];
    let href = hrefs.get(img.key);
    if (!href) {
      const id = `img-${hrefs.size + 1}`;
      href = `images/${id}.${img.format === 'jpeg' ? 'jpg' : 'png'}`;
      hrefs.set(img.key, href);
      add({ id, path: href, data: img.data, compress: false, mediaType: `image/${img.format}` });
    }
    imageFor.set(p, { ...img, href });
  });
  add({
    id: 'cover-image',
    path: 'images/cover.jpg',
    data: cover.bytes,
    compress: false,
    mediaType: 'image/jpeg',
    properties: 'cover-image',
  });
  const front = { doc, page, watermark, year: doc.year ?? now.getUTCFullYear() };
  const spine: SpineItem[] = [
    { idref: 'cover-page', properties: 'rendition:page-spread-center' },
    { idref: 'title-page' },
  ];
  add({
    id: 'cover-page',
    path: 'xhtml/cover.xhtml',
    data: coverXhtml({ ...front, href: 'images/cover.jpg' }),
    compress: true,
    mediaType: 'application/xhtml+xml',
  });
  add({
    id: 'title-page',
    path: 'xhtml/title.xhtml',
    data: titleXhtml(front),
    compress: true,
    mediaType: 'application/xhtml+xml',
  });
  plans.forEach((p, i) => {
    const img = imageFor.get(p);
    const alt = altText(doc.pages[p.bookPage - 1], p.bookPage, doc.language);
    const image = img && { href: img.href, placed: img.placed, alt };
    const data = pageXhtml(p, { lang: doc.language, page, image, watermark, bookTitle: doc.title });
    add({
      id: `page-${i + 1}`,
      path: `xhtml/${p.file}`,
      data,
      compress: true,
      mediaType: 'application/xhtml+xml',
    });
    spine.push({ idref: `page-${i + 1}` });
  });
  const t = EPUB_STRINGS[doc.language];
  const entries = [
    { href: 'xhtml/cover.xhtml', label: t.cover },
    { href: 'xhtml/title.xhtml', label: t.titlePage },
    ...plans
      .filter((p) => !p.file.includes('-', 9))
      .map((p) => ({ href: `xhtml/${p.file}`, label: p.label })),
  ];
  add({
    id: 'nav',
    path: 'nav.xhtml',
    data: navXhtml({ lang: doc.language, title: doc.title, entries, bodyStart: `xhtml/${plans[0].file}` }),
    compress: true,
    mediaType: 'application/xhtml+xml',
    properties: 'nav',
  });
  // Fonts are cut down to the characters the pages use: made early from what the pages were
  // expected to hold, made again in the rare case a page written above holds something else.
  const used = files
    .filter((f) => f.path.endsWith('.xhtml'))
    .map((f) => f.data.toString())
    .join('');
  const fonts = covers(chars, used) ? expectedFonts : await subsetFonts(`${chars}${used}`);
  const extra = await fallbackFonts(used);
  add({
    id: 'css',
    path: 'css/book.css',
    data: stylesheet(page, extra),
    compress: true,
    mediaType: 'text/css',
  });
  for (const [i, f] of extra.entries())
    add({ id: `font-fallback-${i + 1}`, path: f.href, data: f.data, compress: true, mediaType: 'font/ttf' });
  add({ id: 'font-body', path: FONT_HREFS.body, data: fonts.body, compress: true, mediaType: 'font/ttf' });
  add({
    id: 'font-display',
    path: FONT_HREFS.display,
    data: fonts.display,
    compress: true,
    mediaType: 'font/ttf',
  });
  const authorAltForAll = doc.pages.every((p) => !p.image || !!p.alt?.trim());
  const opf = packageOpf({ doc, identifier: bookIdentifier(doc), now, manifest, spine, authorAltForAll });
  files.push({ path: 'package.opf', data: opf, compress: true });
  return { bytes: await zipEpub(files, now), warnings: cover.warnings };
}
