import type { Language } from '@bookloom/core';
import { BODY } from './flow-text';
import type { Box, EpubPage } from './page-geometry';
import type { PagePlan, TextPlacement } from './plan-pages';
import { textWidth, wrapLines } from './text-measure';
import { at, xhtmlDocument } from './xhtml-document';
import { textDirection, xml } from './xml-text';

export type PageImage = { href: string; placed: Box; alt: string };

const dirAttr = (s: string) => (textDirection(s) === 'rtl' ? ' dir="rtl"' : '');

/** Height the browser will give the text: our wrapped line count at the fitted size. */
const textHeight = (t: TextPlacement) =>
  wrapLines(t.chunk.text, 'body', t.chunk.size, t.box.w * 0.95).length * t.chunk.size * BODY.lineHeight;

function textBlock(t: TextPlacement, p: EpubPage): string {
  // One element per line of the source text, so each takes its own direction (Hebrew after English).
  const inner = t.chunk.text
    .split('\n')
    .map(
      (line) =>
        `<p class="text"${dirAttr(line)} style="margin: 0; font-size: ${t.chunk.size}px;">${xml(line) || '&#160;'}</p>`,
    )
    .join('');
  if (t.panel) {
    // The panel hugs the text and sits on the bottom of the text region, over the art.
    const pad = Math.round(0.15 * p.ppi);
    const bottom = p.height - (t.box.y + t.box.h) - pad;
    return `<div class="panel" style="left: ${t.box.x - pad}px; width: ${t.box.w + 2 * pad}px; bottom: ${bottom}px; padding: ${pad}px;">${inner}</div>`;
  }
  const h = Math.min(textHeight(t), t.box.h);
  const y = t.anchor === 'middle' ? t.box.y + Math.round((t.box.h - h) / 2) : t.box.y;
  return `<div class="block" style="${at({ ...t.box, y })}">${inner}</div>`;
}

function headingBlock(h: NonNullable<PagePlan['heading']>, p: EpubPage): string {
  const html = `<h1 class="heading"${dirAttr(h.text)} style="margin: 0; font-size: ${h.size}px;">${xml(h.text)}</h1>`;
  if (!h.panel) return `<div class="block" style="${at(h.box)}">${html}</div>`;
  const pad = Math.round(0.1 * p.ppi);
  return `<div class="panel" style="left: ${h.box.x - pad}px; top: ${h.box.y - pad}px; width: ${h.box.w + 2 * pad}px; padding: ${pad}px;">${html}</div>`;
}

/** A faint diagonal line of text across the page, sized to 80% of the diagonal. */
export function watermarkBlock(text: string, p: EpubPage): string {
  const diag = Math.hypot(p.width, p.height);
  const size = Math.round(Math.min(140, (diag * 0.8) / Math.max(textWidth(text, 'display'), 0.01)));
  const angle = ((Math.atan2(p.height, p.width) * 180) / Math.PI).toFixed(1);
  const top = Math.round(p.height / 2 - size * 0.6);
  return `<p class="watermark" aria-hidden="true" style="top: ${top}px; font-size: ${size}px; line-height: 1.2; transform: rotate(-${angle}deg);">${xml(text)}</p>`;
}

/** One book page (or a continuation of its text) as a fixed-layout XHTML document. */
export function pageXhtml(
  plan: PagePlan,
  o: { lang: Language; page: EpubPage; image?: PageImage; watermark?: string; bookTitle: string },
): string {
  const parts: string[] = [];
  if (o.image) {
    const framed = plan.layout === 'image-top' ? ' framed' : '';
    parts.push(
      `<img class="art${framed}" src="../${o.image.href}" alt="${xml(o.image.alt)}" style="${at(o.image.placed)}"/>`,
    );
  }
  if (plan.heading) parts.push(headingBlock(plan.heading, o.page));
  if (plan.text) parts.push(textBlock(plan.text, o.page));
  if (o.watermark) parts.push(watermarkBlock(o.watermark, o.page));
  return xhtmlDocument({
    lang: o.lang,
    title: `${o.bookTitle} – ${plan.label}`,
    page: o.page,
    body: parts.join('\n'),
  });
}
