import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BookDocument, type BookDocumentInput, parseBookDocument } from '@bookloom/core';

/** Test helpers: the sample book, a scratch folder, and poppler/qpdf runners. */
export const EXAMPLE_DIR = fileURLToPath(new URL('../examples/pip-the-cloud/', import.meta.url));
export const exampleBook = (): BookDocument =>
  parseBookDocument(JSON.parse(readFileSync(join(EXAMPLE_DIR, 'book.json'), 'utf8')));
export const book = (over: Partial<BookDocumentInput>): BookDocument =>
  parseBookDocument({
    version: 1,
    title: 'Test Book',
    author: 'Ada Reyes',
    year: 2026,
    pages: [{ text: 'Hello.', layout: 'text-only' }],
    ...over,
  });

/** Plain text of pages `first`..`last`, whitespace collapsed. */
export const pdfText = (bytes: Buffer, first = 1, last = 9999) =>
  tool('pdftotext', ['-f', String(first), '-l', String(last), '{}', '-'], bytes).replace(/\s+/g, ' ');

export const scratch = () => mkdtempSync(join(tmpdir(), 'bookloom-export-test-'));

/** Writes bytes to a scratch file and runs a tool on it (at `{}` in args, else last); returns stdout. */
export function tool(cmd: string, args: string[], bytes?: Buffer, name = 'file.pdf'): string {
  let path = '';
  if (bytes) {
    path = join(scratch(), name);
    writeFileSync(path, bytes);
  }
  const full = !bytes
    ? args
    : args.includes('{}')
      ? args.map((a) => (a === '{}' ? path : a))
      : [...args, path];
  return execFileSync(cmd, full, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** `pdfinfo -box -f 1 -l N`: per-page box arrays in points. */
export function pdfBoxes(bytes: Buffer, pages: number) {
  const out = tool('pdfinfo', ['-box', '-f', '1', '-l', String(pages)], bytes);
  const boxes: Record<number, Record<string, number[]>> = {};
  for (const m of out.matchAll(/^Page\s+(\d+)\s+(MediaBox|TrimBox|BleedBox):\s+(.+)$/gm)) {
    boxes[Number(m[1])] ??= {};
    boxes[Number(m[1])][m[2]] = m[3].trim().split(/\s+/).map(Number);
  }
  return { boxes, pages: Number(/^Pages:\s+(\d+)/m.exec(out)?.[1]) };
}

/** `pdfimages -list` rows: page, width, height, colour, encoding, x/y ppi. */
export function pdfImages(bytes: Buffer) {
  return tool('pdfimages', ['-list'], bytes)
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((l) => {
      const c = l.trim().split(/\s+/);
      return { page: +c[0], width: +c[3], height: +c[4], color: c[5], enc: c[8], xppi: +c[12], yppi: +c[13] };
    });
}

/** `pdffonts` rows: name and whether embedded. */
export function pdfFonts(bytes: Buffer) {
  return tool('pdffonts', [], bytes)
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((l) => {
      const c = l.trim().split(/\s+/);
      return { name: c[0], emb: c[c.length - 5] };
    });
}
