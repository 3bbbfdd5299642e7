import type { BookDocument } from '@bookloom/core';
import { FRONT_MATTER } from '../pdf/front-matter-text';
import { EPUB_STRINGS } from './epub-strings';
import type { EpubPage } from './page-geometry';
import { watermarkBlock } from './page-xhtml';
import { fitText } from './text-measure';
import { at, xhtmlDocument } from './xhtml-document';
import { oneLine, textDirection, xml } from './xml-text';

type Front = { doc: BookDocument; page: EpubPage; watermark?: string; year: number };

const dir = (s: string) => (textDirection(s) === 'rtl' ? ' dir="rtl"' : '');
const mark = (o: Front) => (o.watermark ? `\n${watermarkBlock(o.watermark, o.page)}` : '');

/** The cover page: the typeset cover image over the whole page, described for screen readers. */
export function coverXhtml(o: Front & { href: string }): string {
  const t = EPUB_STRINGS[o.doc.language];
  const alt = t.coverAlt(oneLine(o.doc.title), oneLine(o.doc.author));
  return xhtmlDocument({
    lang: o.doc.language,
    title: t.cover,
    page: o.page,
    body: `<section epub:type="cover"><img class="cover" src="../${o.href}" alt="${xml(alt)}"/></section>${mark(o)}`,
  });
}

/** Title page with the same credits as the print edition (rights, AI-illustration disclosure, ISBN). */
export function titleXhtml(o: Front): string {
  const { doc, page } = o;
  const fm = FRONT_MATTER[doc.language];
  const s = page.safe;
  const title = oneLine(doc.title);
  const fit = fitText(
    title,
    'display',
    { width: s.w * 0.9, height: s.h * 0.4 },
    { max: 96, min: 44, lineHeight: 1.15 },
  );
  const titleSize = fit?.size ?? 44;
  const sub = doc.subtitle ? oneLine(doc.subtitle) : '';
  const author = oneLine(doc.author);
  const credits = [
    fm.rights(o.year, author),
    fm.aiDisclosure,
    ...(doc.isbn ? [`${fm.isbn} ${oneLine(doc.isbn)}`] : []),
  ];
  const body = [
    `<div class="block" style="${at({ x: s.x, y: s.y + Math.round(s.h * 0.12), w: s.w })}">`,
    `<h1 class="heading"${dir(title)} style="margin: 0; font-size: ${titleSize}px; line-height: 1.15;">${xml(title)}</h1>`,
    sub ? `<p class="text"${dir(sub)} style="margin: 24px 0 0 0; font-size: 40px;">${xml(sub)}</p>` : '',
    `<p class="heading"${dir(author)} style="margin: 48px 0 0 0; font-size: 44px;">${xml(`${fm.by} ${author}`)}</p>`,
    '</div>',
    `<div class="block small" style="left: ${s.x}px; width: ${s.w}px; bottom: ${page.height - s.y - s.h}px;">`,
    ...credits.map((c) => `<p style="margin: 0;">${xml(c)}</p>`),
    '</div>',
  ].join('\n');
  return xhtmlDocument({
    lang: doc.language,
    title: EPUB_STRINGS[doc.language].titlePage,
    page,
    body: body + mark(o),
  });
}
