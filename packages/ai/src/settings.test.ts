import { describe, expect, it } from 'vitest';
import { parseAiSettings } from './settings';

describe('parseAiSettings', () => {
  it('defaults to the offline builtin engine', () => {
    const s = parseAiSettings({});
    expect([s.AI_TEXT_PROVIDER, s.AI_IMAGE_PROVIDER, s.AI_MODERATION_PROVIDER]).toEqual([
      'builtin',
      'builtin',
      'builtin',
    ]);
    expect(s.AI_TIMEOUT_MS).toBe(120_000);
  });
  it('accepts a local OpenAI-compatible server without a key', () => {
    const s = parseAiSettings({
      AI_TEXT_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://localhost:11434/v1/',
      OPENAI_TEXT_MODEL: 'llama3.2',
    });
    expect(s.OPENAI_BASE_URL).toBe('http://localhost:11434/v1');
  });
  it('names the bad variable', () => {
    expect(() => parseAiSettings({ AI_IMAGE_PROVIDER: 'midjourney' })).toThrow(/AI_IMAGE_PROVIDER/);
    expect(() => parseAiSettings({ AI_TEXT_PROVIDER: 'replicate' })).toThrow(/AI_TEXT_PROVIDER/);
    expect(() => parseAiSettings({ AI_TIMEOUT_MS: '5s' })).toThrow(/AI_TIMEOUT_MS must be an integer/);
    expect(() => parseAiSettings({ AI_TEXT_PROVIDER: 'openai' })).toThrow(/OPENAI_API_KEY is required/);
    expect(() => parseAiSettings({ AI_IMAGE_PROVIDER: 'replicate' })).toThrow(/REPLICATE_API_TOKEN/);
    expect(() => parseAiSettings({ OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
  });
});
