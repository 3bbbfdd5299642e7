import { parseArgs } from 'node:util';
import { BOOK_TYPES, TRIM_SIZES } from '@bookloom/core';
import { parseBookRequest } from '../book-request';
import { generateBook } from '../generate-book';
import { createProviders } from '../providers/create-providers';
import { AiError } from '../types';
import { writeGeneratedBook } from './write-generated-book';

const USAGE = `Usage: bookloom-generate --type <type> --pages <4-50> --title "…" --out <dir>
  [--author "…"] [--description "…"] [--lang en|fr] [--seed N] [--trim 8.5x8.5] [--no-bleed] [--quality standard|high] [--concurrency 4]
Types: ${BOOK_TYPES.join(', ')}
Trims: ${TRIM_SIZES.join(', ')}
Providers come from AI_TEXT_PROVIDER / AI_IMAGE_PROVIDER / AI_MODERATION_PROVIDER (default builtin, offline).`;

export async function main(
  argv = process.argv.slice(2),
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const { values: v } = parseArgs({
    args: argv,
    options: {
      type: { type: 'string' },
      pages: { type: 'string', default: '12' },
      title: { type: 'string' },
      author: { type: 'string', default: 'Bookloom' },
      description: { type: 'string' },
      lang: { type: 'string', default: 'en' },
      seed: { type: 'string' },
      trim: { type: 'string', default: '8.5x8.5' },
      'no-bleed': { type: 'boolean', default: false },
      quality: { type: 'string', default: 'standard' },
      out: { type: 'string' },
      concurrency: { type: 'string', default: '4' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (v.help || !v.type || !v.title || !v.out) {
    console.error(USAGE);
    return v.help ? 0 : 2;
  }
  const req = parseBookRequest({
    type: v.type,
    pages: Number(v.pages),
    title: v.title,
    author: v.author,
    language: v.lang,
    trim: v.trim,
    bleed: !v['no-bleed'],
    quality: v.quality,
    description: v.description ?? `${v.title}: a ${v.type.replace(/-/g, ' ')} book.`,
    ...(v.seed !== undefined ? { seed: Number(v.seed) } : {}),
  });
  const providers = await createProviders(env);
  try {
    const started = performance.now();
    const book = await generateBook(req, providers, {
      concurrency: Number(v.concurrency),
      onProgress: (p) => process.stderr.write(`\r${p.stage} ${p.done}/${p.total}   `),
    });
    const file = await writeGeneratedBook(book, v.out);
    const cost = book.usage.reduce((s, u) => s + (u.costUsd ?? 0), 0);
    console.error(
      `\nwrote ${file} (${book.document.pages.length} pages, ${book.images.size} images) in ${((performance.now() - started) / 1000).toFixed(1)} s, cost $${cost.toFixed(3)}`,
    );
    console.log(file);
    return 0;
  } finally {
    await providers.close();
  }
}

export async function run(argv?: string[]) {
  try {
    process.exitCode = await main(argv);
  } catch (e) {
    const err = e as Error;
    console.error(
      `\nbookloom-generate: ${err instanceof AiError ? `[${err.code}${err.retryable ? ', retryable' : ''}] ` : ''}${err.message}`,
    );
    process.exitCode = 1;
  }
}
