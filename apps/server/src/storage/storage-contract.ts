import { expect, it } from 'vitest';
import type { FileStorage } from './file-storage';

/** The behaviour every FileStorage must have; each implementation's test runs it. */
export function storageContract(make: () => FileStorage) {
  it('puts, gets, lists and deletes', async () => {
    const s = make();
    expect(await s.get('books/a/p1.png')).toBeUndefined();
    await s.put('books/a/p1.png', new Uint8Array([1, 2, 3]), 'image/png');
    await s.put('books/a/p2.png', new Uint8Array([4]));
    await s.put('books/ab/p1.png', new Uint8Array([5]));
    expect([...((await s.get('books/a/p1.png')) ?? [])]).toEqual([1, 2, 3]);
    expect(await s.list('books/a/')).toEqual(['books/a/p1.png', 'books/a/p2.png']);
    expect(await s.usage('books/a/')).toEqual({ files: 2, bytes: 4 });
    expect(await s.usage('books/')).toEqual({ files: 3, bytes: 5 });
    expect(await s.usage('exports/')).toEqual({ files: 0, bytes: 0 });
    await s.delete('books/a/p1.png');
    await s.delete('books/a/missing.png');
    expect(await s.get('books/a/p1.png')).toBeUndefined();
    await s.deletePrefix('books/a/');
    expect(await s.list('books/a/')).toEqual([]);
    expect(await s.list('books/ab/')).toEqual(['books/ab/p1.png']);
  });

  it('refuses keys that could escape the root', async () => {
    const s = make();
    for (const key of ['../x', '/etc/passwd', 'a/../../b', 'a//b', '', 'a/./b', '.hidden', 'a\\b', 'a/b/']) {
      await expect(s.put(key, new Uint8Array([1]))).rejects.toThrow(/Invalid storage key/);
      await expect(s.get(key)).rejects.toThrow(/Invalid storage key/);
    }
    await expect(s.deletePrefix('../')).rejects.toThrow(/Invalid storage key/);
  });
}
