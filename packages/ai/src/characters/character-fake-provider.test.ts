import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinTextProvider } from '../builtin/text';
import { type FakeServer, startFakeServer } from '../fake-server/fake-server';
import { generateBook } from '../generate-book';
import { createOpenAiImageProvider } from '../providers/openai/openai-image';
import { designCharacterBible } from './character-bible';

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer();
});
afterAll(async () => fake?.close());

describe('a stored character with a real provider (OpenAI-compatible fake server)', () => {
  it('sends the bible in every picture prompt and the character’s reference with every call', async () => {
    const bible = await designCharacterBible(
      { name: 'Zara', description: 'A girl astronaut', appearance: 'red cape' },
      4,
    );
    const reference = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#e8514a' } })
        .png()
        .toBuffer(),
    );
    const image = createOpenAiImageProvider({
      apiKey: 'sk-test',
      baseURL: fake.baseUrl,
      model: 'gpt-image-1',
      policy: { timeoutMs: 5000, maxRetries: 1, baseDelayMs: 5, maxDelayMs: 20 },
    });
    fake.requests.length = 0;
    await generateBook(
      {
        title: 'Zara at Sea',
        author: 'Ada',
        type: 'ocean-animals',
        description: 'Zara sails to meet the whales.',
        pages: 4,
        language: 'en',
        trim: '8.5x8.5',
        bleed: true,
        quality: 'standard',
        character: { name: 'Zara', bible },
      },
      { text: createBuiltinTextProvider(), image },
      { characterReference: reference },
    );
    const pictures = fake.requests.filter((r) => r.kind === 'image');
    expect(pictures).toHaveLength(5);
    for (const r of pictures) {
      expect(r.path).toBe('/v1/images/edits');
      expect(r.body).toMatchObject({ 'image[]': 'png' });
      expect(String((r.body as { prompt: string }).prompt)).toContain(bible.promptPrefix);
    }
  });
});
