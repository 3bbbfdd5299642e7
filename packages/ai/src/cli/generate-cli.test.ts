import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseBookDocument } from '@bookloom/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServer, startFakeServer } from '../fake-server/fake-server';
import { main } from './generate-cli';

let fake: FakeServer;
let dir: string;
beforeAll(async () => {
  fake = await startFakeServer();
  dir = await mkdtemp(join(tmpdir(), 'bookloom-gen-'));
});
afterAll(async () => {
  await fake.close();
  await rm(dir, { recursive: true, force: true });
});

const env = () => ({
  AI_TEXT_PROVIDER: 'openai',
  AI_IMAGE_PROVIDER: 'replicate',
  AI_MODERATION_PROVIDER: 'openai',
  OPENAI_API_KEY: 'k',
  OPENAI_BASE_URL: fake.baseUrl,
  REPLICATE_API_TOKEN: 't',
  REPLICATE_BASE_URL: fake.baseUrl,
});

describe('bookloom-generate', () => {
  it('writes book.json and its images with the real adapters against the fake server', async () => {
    const out = join(dir, 'book');
    const code = await main(
      [
        '--type',
        'space',
        '--pages',
        '4',
        '--title',
        'Nova Flies',
        '--lang',
        'fr',
        '--trim',
        '8x8',
        '--out',
        out,
      ],
      env(),
    );
    expect(code).toBe(0);
    const doc = parseBookDocument(JSON.parse(await readFile(join(out, 'book.json'), 'utf8')));
    expect(doc).toMatchObject({ title: 'Nova Flies', language: 'fr', trim: '8x8', type: 'space' });
    expect((await readdir(out)).sort()).toEqual([
      'book.json',
      'cover.png',
      'p01.png',
      'p02.png',
      'p03.png',
      'p04.png',
    ]);
  });

  it('leaves nothing behind when generation fails', async () => {
    const out = join(dir, 'failed');
    fake.fail('text', { type: 'refusal' });
    await expect(
      main(['--type', 'space', '--pages', '4', '--title', 'Nova', '--out', out], env()),
    ).rejects.toMatchObject({ code: 'refused' });
    expect((await readdir(dir)).filter((f) => f.startsWith('failed'))).toEqual([]);
  });

  it('prints usage without the required flags', async () => {
    expect(await main(['--type', 'space'], env())).toBe(2);
  });
});
