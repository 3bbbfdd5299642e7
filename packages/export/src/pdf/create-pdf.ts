import { FONT_FILES } from '@bookloom/core/fonts';
import PDFDocument from 'pdfkit';
import { pdfBox, type Rect } from './page-geometry';

export type PdfMeta = {
  title: string;
  author: string;
  kind: 'interior' | 'cover';
  trim: string;
  bleed: boolean;
  paper: string;
  pages: number;
};

/**
 * A pdfkit document with our fonts and the facts preflight needs (kind, trim, bleed, paper, page
 * count) in the Info dictionary, so a PDF can be checked later without its book document.
 */
export function createPdf(meta: PdfMeta) {
  const info = {
    Title: meta.title,
    Author: meta.author,
    Creator: 'Bookloom',
    BookloomKind: meta.kind,
    BookloomTrim: meta.trim,
    BookloomBleed: String(meta.bleed),
    BookloomPaper: meta.paper,
    BookloomPages: String(meta.pages),
  };
  // pdfkit's default Helvetica would never be embedded: start on our body font instead.
  const doc = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    // Text panels and watermarks use transparency (ExtGState), a PDF 1.4 feature.
    pdfVersion: '1.4',
    info,
    font: FONT_FILES.body,
  } as PDFKit.PDFDocumentOptions);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const finish = () => {
    doc.end();
    return done;
  };
  return { doc, finish };
}

/** Adds a page of w×h points with exact TrimBox and BleedBox (BleedBox = MediaBox). */
export function addBoxedPage(doc: PDFKit.PDFDocument, w: number, h: number, trim: Rect) {
  doc.addPage({ size: [w, h], margin: 0 });
  const data = (doc.page as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data;
  data.TrimBox = pdfBox(trim, h);
  data.BleedBox = [0, 0, w, h];
}
