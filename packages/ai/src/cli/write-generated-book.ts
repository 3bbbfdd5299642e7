import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { GeneratedBook } from '../types';

/**
 * Writes book.json and its images into `dir` atomically: everything goes to a sibling temp folder
 * first and is renamed into place, so a crash never leaves a half-written book.
 */
export async function writeGeneratedBook(book: GeneratedBook, dir: string): Promise<string> {
  const target = resolve(dir);
  const tmp = `${target}.tmp-${process.pid}-${Date.now()}`;
  await mkdir(tmp, { recursive: true });
  try {
    for (const [name, bytes] of book.images) await writeFile(join(tmp, name), bytes);
    await writeFile(join(tmp, 'book.json'), `${JSON.stringify(book.document, null, 2)}\n`);
    await mkdir(dirname(target), { recursive: true });
    await rm(target, { recursive: true, force: true });
    await rename(tmp, target);
  } catch (e) {
    await rm(tmp, { recursive: true, force: true });
    throw e;
  }
  return join(target, 'book.json');
}
