import { readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BookDocumentError, parseBookDocument } from '@bookloom/core';
import { EXPORT_FORMATS, type ExportFormat, exportBook } from '../export-book';
import { ImageRefError } from '../images/read-image-ref';
import { ExportInputError } from '../options';
import { preflightPdf } from '../preflight/preflight';
import type { PreflightResult } from '../preflight/types';

const USAGE = `Usage: bookloom-export book.json --format ${EXPORT_FORMATS.join('|')} --out FILE (- for stdout)
  [--trim 8.5x8.5] [--no-bleed] [--paper white|cream|standard-color|premium-color] [--watermark TEXT] [--isbn ISBN]
  [--no-blank-backs] (coloring books print each coloring page on a right-hand page, blank behind)
  bookloom-export file.pdf --format preflight   checks an existing PDF`;

/**
 * Exit codes: 0 ok, 1 bad input (one-line reason on stderr), 2 the file was made but fails preflight.
 * `--out -` writes the file (a PDF, the preflight's JSON…) to stdout, and the status lines to stderr.
 */
export async function run(
  argv: string[],
  log: Pick<Console, 'log' | 'error'> = console,
  stdout: Pick<NodeJS.WriteStream, 'write'> = process.stdout,
): Promise<number> {
  let status = log;
  const save = (path: string, data: Buffer) =>
    path === '-' ? new Promise<void>((done) => stdout.write(data, () => done())) : writeAtomic(path, data);
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      allowNegative: true,
      options: {
        format: { type: 'string', default: 'pdf' },
        out: { type: 'string' },
        trim: { type: 'string' },
        bleed: { type: 'boolean' },
        paper: { type: 'string' },
        watermark: { type: 'string' },
        isbn: { type: 'string' },
        'blank-backs': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
    // The file goes to stdout: what it says about it goes to stderr.
    if (values.out === '-') status = { log: (m: string) => log.error(m), error: (m: string) => log.error(m) };
    if (values.help) {
      log.log(USAGE);
      return 0;
    }
    const input = positionals[0];
    if (!input || positionals.length > 1)
      throw new ExportInputError(`Expected one input file. ${USAGE.split('\n')[0]}`);
    const format = values.format as ExportFormat;
    if (!EXPORT_FORMATS.includes(format))
      throw new ExportInputError(`Unknown format "${values.format}"; use ${EXPORT_FORMATS.join(', ')}`);
    const raw = await readFile(input).catch((e: Error) => {
      throw new ExportInputError(`Cannot read ${input}: ${(e as NodeJS.ErrnoException).code ?? e.message}`);
    });
    if (format === 'preflight' && raw.subarray(0, 5).toString() === '%PDF-') {
      const report = await preflightPdf(raw);
      if (values.out) await save(values.out, Buffer.from(`${JSON.stringify(report, null, 2)}\n`));
      return printPreflight(report, status) ? 0 : 2;
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch (e) {
      throw new ExportInputError(`${input} is not valid JSON (${(e as Error).message})`);
    }
    const doc = parseBookDocument(json);
    const r = await exportBook(doc, format, {
      baseDir: dirname(resolve(input)),
      trim: values.trim,
      bleed: values.bleed,
      paper: values.paper,
      watermark: values.watermark,
      isbn: values.isbn,
      blankBacks: values['blank-backs'],
    });
    const out = values.out ?? r.fileName;
    await save(out, r.bytes);
    for (const w of r.warnings) log.error(`warning: ${w}`);
    status.log(`Wrote ${out === '-' ? 'stdout' : out} (${(r.bytes.length / 1024).toFixed(0)} KB)`);
    return r.preflight && !printPreflight(r.preflight, status) ? 2 : 0;
  } catch (e) {
    const known =
      e instanceof ExportInputError ||
      e instanceof BookDocumentError ||
      e instanceof ImageRefError ||
      (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    log.error(`bookloom-export: ${known ? '' : 'export failed: '}${oneLine((e as Error).message)}`);
    return 1;
  }
}

function printPreflight(r: PreflightResult, log: Pick<Console, 'log' | 'error'>): boolean {
  for (const f of r.findings)
    log.error(
      `${f.severity}: ${f.code}${f.page ? ` (page ${f.page})` : ''}: ${f.message}${f.fix ? `\n  fix: ${f.fix}` : ''}`,
    );
  log.log(
    `Preflight ${r.ok ? 'passed' : 'FAILED'}: ${r.stats.kind}, ${r.stats.pages} page(s), ${r.stats.widthIn} × ${r.stats.heightIn} in`,
  );
  return r.ok;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Write to a temporary name then rename, so a failed export never leaves half a file. */
async function writeAtomic(path: string, data: Buffer) {
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, path);
}
