import type { BookDocument } from '@bookloom/core';
import { ExportInputError } from './options';

type EpubModule = {
  buildEpub(doc: BookDocument, o: { baseDir: string }): Promise<{ bytes: Buffer; warnings: string[] }>;
};
type KindleModule = {
  buildKindleCover(doc: BookDocument, o: { baseDir: string }): Promise<{ bytes: Buffer }>;
};

// The EPUB and Kindle-cover builders live in their own folders (another engineer's); loading them
// lazily keeps the PDF path free of their dependencies and reports clearly if they are missing.
async function load<T>(path: string, what: string): Promise<T> {
  try {
    return (await import(/* @vite-ignore */ path)) as T;
  } catch (e) {
    if (
      (e as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' &&
      String((e as Error).message).includes(path.slice(2, -3))
    )
      throw new ExportInputError(`${what} export is not available in this build yet`);
    throw e;
  }
}

export const loadEpub = () => load<EpubModule>('./epub/index.ts', 'EPUB');
export const loadKindleCover = () => load<KindleModule>('./kindle-cover/index.ts', 'Kindle cover');
