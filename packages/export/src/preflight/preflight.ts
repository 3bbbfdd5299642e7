import { PAPER_TYPES, type PaperType, TRIM_SIZES, type TrimSize, trimDimensions } from '@bookloom/core';
import { checkCover } from './check-cover';
import { checkInterior, pagesToRender } from './check-interior';
import { type PdfPageFacts, readPdf } from './read-pdf';
import { openRenderer } from './render-pages';
import type { Finding, PreflightExpect, PreflightResult } from './types';

/**
 * Checks a produced PDF against the KDP rules (DESIGN.md §6) without poppler or any other tool:
 * box sizes, fonts embedded, image DPI, text size and position, page count and blanks, spine math,
 * transparency, and ink in the margins from a low-resolution render of every interior page.
 */
export async function preflightPdf(
  bytes: Uint8Array,
  expect: PreflightExpect = {},
): Promise<PreflightResult> {
  const findings: Finding[] = [];
  let facts: Awaited<ReturnType<typeof readPdf>>;
  try {
    facts = await readPdf(bytes);
  } catch (e) {
    findings.push({
      severity: 'error',
      code: 'unreadable-pdf',
      message: `Not a readable PDF (${(e as Error).message})`,
    });
    const stats = {
      kind: expect.kind ?? 'interior',
      pages: 0,
      widthIn: 0,
      heightIn: 0,
      fileBytes: bytes.length,
      fonts: [],
      images: 0,
      minImageDpi: null,
      minFontPt: null,
      blankPages: [],
    } as const;
    return { ok: false, findings, stats: { ...stats, fonts: [], blankPages: [] } };
  }
  const info = facts.info;
  const kind = expect.kind ?? (info.BookloomKind === 'cover' ? 'cover' : 'interior');
  const trim =
    expect.trim ??
    ((TRIM_SIZES as readonly string[]).find((t) => t === info.BookloomTrim) as TrimSize | undefined) ??
    (kind === 'interior' ? trimFromBoxes(facts.pages[0]) : undefined);
  const paper =
    expect.paper ??
    ((PAPER_TYPES as readonly string[]).find((p) => p === info.BookloomPaper) as PaperType | undefined);
  const bleed = expect.bleed ?? (info.BookloomBleed ? info.BookloomBleed === 'true' : undefined);
  const pageCount = expect.pageCount ?? (Number(info.BookloomPages) || undefined);
  // Interiors are rendered at low resolution to see ink; a cover wrap is full-bleed art anyway.
  // Only pages that cannot be proved safe from their content are rendered (decision 0022).
  const toRender = kind === 'interior' && expect.ink !== false ? pagesToRender({ facts, trim, bleed }) : [];
  const renderer =
    toRender.length > 0
      ? await openRenderer(bytes, undefined, toRender).catch((e: Error) => {
          findings.push({
            severity: 'warning',
            code: 'ink-unchecked',
            message: `Pages could not be rendered to check ink (${e.message})`,
          });
          return undefined;
        })
      : undefined;
  const ctx = { facts, findings, trim, paper, bleed, pageCount, render: renderer?.page };
  let partial: ReturnType<typeof checkInterior>;
  try {
    partial = kind === 'cover' ? checkCover(ctx) : checkInterior(ctx);
  } finally {
    renderer?.close();
  }

  for (const f of facts.fonts)
    if (!f.embedded)
      findings.push({
        severity: 'error',
        code: 'font-not-embedded',
        message: `Font ${f.name} is not embedded`,
        fix: 'Export the PDF with all fonts embedded (KDP rejects files with missing fonts).',
      });
  facts.pages.forEach((p, i) => {
    if (p.annotations)
      findings.push({
        severity: 'error',
        code: 'annotations',
        page: i + 1,
        message: 'Page has annotations (links, comments or form fields)',
      });
    if (p.transparency.length)
      findings.push({
        severity: 'error',
        code: 'transparency',
        page: i + 1,
        message: `Transparency that is not flattened (${p.transparency.join(', ')})`,
        fix: 'Flatten the page: use opaque colours and images without an alpha channel.',
      });
  });
  if (facts.outlines)
    findings.push({ severity: 'error', code: 'bookmarks', message: 'PDF has bookmarks (outlines)' });
  if (!trim)
    findings.push({
      severity: 'warning',
      code: 'trim-unknown',
      message: 'Trim size unknown: box sizes not checked',
    });
  const media = facts.pages[0]?.media ?? [0, 0, 0, 0];
  return {
    ok: !findings.some((f) => f.severity === 'error'),
    findings,
    stats: {
      kind,
      pages: facts.pages.length,
      widthIn: round((media[2] - media[0]) / 72),
      heightIn: round((media[3] - media[1]) / 72),
      fileBytes: bytes.length,
      fonts: facts.fonts,
      ...partial,
      ...(kind === 'interior' ? { inkPagesRendered: renderer ? toRender.length : 0 } : {}),
    },
  };
}

/** A PDF from elsewhere: its trim is the KDP size that its TrimBox (or MediaBox) measures. */
function trimFromBoxes(p: PdfPageFacts | undefined): TrimSize | undefined {
  const b = p?.trim ?? p?.media;
  if (!b) return undefined;
  const w = (b[2] - b[0]) / 72;
  const h = (b[3] - b[1]) / 72;
  return TRIM_SIZES.find((t) => {
    const d = trimDimensions(t);
    return Math.abs(d.width - w) < 0.01 && Math.abs(d.height - h) < 0.01;
  });
}

const round = (n: number) => Math.round(n * 10000) / 10000;
