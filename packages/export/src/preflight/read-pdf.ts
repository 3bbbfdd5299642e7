import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFStream,
} from 'pdf-lib';
import { type ContentScan, scanContent } from './scan-content';

export type PdfPageFacts = {
  media: number[];
  trim?: number[];
  bleed?: number[];
  annotations: boolean;
  /** Why the page needs transparency flattening (soft masks, opacity < 1, transparency groups). */
  transparency: string[];
  /** Image XObjects by resource name: pixel size and colour space. */
  /** Image XObjects by resource name; `alpha` when a soft mask or stencil decides where it paints. */
  xobjects: Map<string, { width: number; height: number; colorSpace: string; alpha: boolean }>;
  scan: ContentScan;
};
export type PdfFont = { name: string; embedded: boolean };
export type PdfFacts = {
  pages: PdfPageFacts[];
  fonts: PdfFont[];
  outlines: boolean;
  info: Record<string, string>;
};

const nums = (a: PDFArray) =>
  a.asArray().map((n) => (n instanceof PDFNumber ? n.asNumber() : Number(String(n))));
const box = (d: PDFDict, key: string) => {
  const a = d.lookupMaybe(PDFName.of(key), PDFArray);
  return a ? nums(a) : undefined;
};

function streamText(s: unknown): string {
  if (s instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(s).decode()).toString('latin1');
  if (s instanceof PDFStream) return Buffer.from(s.getContents()).toString('latin1');
  return '';
}

/** Reads what preflight checks from a PDF, in pure JS (pdf-lib parses, we interpret content). */
export async function readPdf(bytes: Uint8Array): Promise<PdfFacts> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const ctx = pdf.context;
  const fonts = new Map<string, PdfFont>();
  const pages = pdf.getPages().map((page): PdfPageFacts => {
    const node = page.node;
    const contents = node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray().map((r) => ctx.lookup(r)) : [contents];
    const res = node.Resources();
    const xobjects = new Map<string, { width: number; height: number; colorSpace: string; alpha: boolean }>();
    const transparency = new Set<string>();
    const gs = res?.lookupMaybe(PDFName.of('ExtGState'), PDFDict);
    for (const [, ref] of gs?.entries() ?? []) {
      const g = ctx.lookup(ref);
      if (!(g instanceof PDFDict)) continue;
      const alpha = ['ca', 'CA'].map((k) => g.lookupMaybe(PDFName.of(k), PDFNumber)?.asNumber() ?? 1);
      if (alpha.some((a) => a < 1)) transparency.add(`opacity ${Math.min(...alpha)}`);
      const mask = g.get(PDFName.of('SMask'));
      if (mask && mask.toString() !== '/None') transparency.add('a soft mask');
    }
    const group = node.lookupMaybe(PDFName.of('Group'), PDFDict);
    if (group?.get(PDFName.of('S'))?.toString() === '/Transparency')
      transparency.add('a page transparency group');
    const xo = res?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    for (const [name, ref] of xo?.entries() ?? []) {
      const obj = ctx.lookup(ref);
      const dict = obj instanceof PDFStream ? obj.dict : undefined;
      if (dict?.has(PDFName.of('SMask'))) transparency.add('an image with a soft mask (alpha)');
      if (dict?.get(PDFName.of('Subtype'))?.toString() === '/Form' && dict.has(PDFName.of('Group')))
        transparency.add('a transparency group');
      if (dict?.get(PDFName.of('Subtype'))?.toString() !== '/Image') continue;
      const n = (k: string) => (dict.lookup(PDFName.of(k)) as PDFNumber).asNumber();
      const cs = dict.lookup(PDFName.of('ColorSpace'));
      xobjects.set(name.decodeText(), {
        width: n('Width'),
        height: n('Height'),
        colorSpace: String(cs instanceof PDFArray ? cs.get(0) : cs),
        alpha:
          dict.has(PDFName.of('SMask')) ||
          dict.has(PDFName.of('Mask')) ||
          dict.get(PDFName.of('ImageMask'))?.toString() === 'true',
      });
    }
    const fd = res?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [, ref] of fd?.entries() ?? []) {
      const f = ctx.lookup(ref, PDFDict);
      const base = f.get(PDFName.of('BaseFont'))?.toString().slice(1) ?? '?';
      const desc = f.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
      const target = desc ? ctx.lookup(desc.get(0), PDFDict) : f;
      const fdesc = target.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
      const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((k) => fdesc?.has(PDFName.of(k)));
      fonts.set(base, { name: base, embedded });
    }
    return {
      // MediaBox may be inherited from the page tree; pdf-lib's accessor follows it.
      media: nums(node.MediaBox()),
      trim: box(node, 'TrimBox'),
      bleed: box(node, 'BleedBox'),
      annotations: (node.Annots()?.size() ?? 0) > 0,
      transparency: [...transparency],
      xobjects,
      scan: scanContent(parts.map(streamText).join('\n')),
    };
  });
  const info: Record<string, string> = {};
  const infoDict = ctx.lookupMaybe(ctx.trailerInfo.Info, PDFDict);
  for (const [k, v] of infoDict?.entries() ?? []) {
    const value = ctx.lookup(v) as { decodeText?: () => string } | undefined;
    if (value?.decodeText) info[k.decodeText()] = value.decodeText();
  }
  return { pages, fonts: [...fonts.values()], outlines: pdf.catalog.has(PDFName.of('Outlines')), info };
}
