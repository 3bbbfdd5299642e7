import { describe, expect, it } from 'vitest';
import { createProviders } from './create-providers';

describe('createProviders', () => {
  it('picks each kind from the settings', async () => {
    const p = await createProviders({
      AI_TEXT_PROVIDER: 'openai',
      AI_IMAGE_PROVIDER: 'replicate',
      AI_MODERATION_PROVIDER: 'builtin',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      REPLICATE_API_TOKEN: 't',
    });
    expect([p.text.name, p.image.name, p.moderation.name]).toEqual(['openai', 'replicate', 'builtin']);
    await p.close();
  });
  it('refuses bad settings with the variable named', async () => {
    await expect(createProviders({ AI_MAX_RETRIES: '99' })).rejects.toThrow(/AI_MAX_RETRIES/);
  });
});
