import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeServer, startFakeServer } from '../../fake-server/fake-server';
import { createReplicateImageProvider } from './replicate-image';

let fake: FakeServer;
const policy = { timeoutMs: 1500, maxRetries: 2, baseDelayMs: 5, maxDelayMs: 50 };
beforeAll(async () => {
  fake = await startFakeServer({ latencyMs: { image: 120 } });
});
afterAll(() => fake.close());

const provider = (model = 'black-forest-labs/flux-schnell', referenceInput?: string) =>
  createReplicateImageProvider({
    token: 'r8_test',
    baseURL: fake.baseUrl,
    model,
    policy,
    pollIntervalMs: 20,
    referenceInput,
  });

describe('Replicate adapter against the fake', () => {
  it('creates a prediction, polls urls.get until it succeeds and downloads the PNG', async () => {
    fake.requests.length = 0;
    const { png, usage } = await provider().generate({ prompt: 'a fox', width: 300, height: 400 });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 768, height: 1024 }); // 3:4 asked
    expect(usage).toMatchObject({ provider: 'replicate', costUsd: 0.003 });
    expect(fake.requests[0].path).toBe('/v1/models/black-forest-labs/flux-schnell/predictions');
    expect(fake.requests.filter((r) => r.kind === 'poll').length).toBeGreaterThan(0);
    expect(fake.requests.at(-1)?.kind).toBe('file');
  });

  it('uses /v1/predictions with a version and sends the reference image when configured', async () => {
    fake.requests.length = 0;
    const p = provider('acme/kontext:abc123', 'input_image');
    expect(p.supportsReference).toBe(true);
    await p.generate({ prompt: 'a fox', width: 64, height: 64, referenceImage: new Uint8Array([1, 2, 3]) });
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/predictions',
      body: { version: 'abc123', input: { input_image: 'data:image/png;base64,AQID' } },
    });
  });

  it('types a failed (safety) prediction, a non-image output and retries a 429', async () => {
    fake.fail('replicate', { type: 'refusal' });
    await expect(provider().generate({ prompt: 'x', width: 64, height: 64 })).rejects.toMatchObject({
      code: 'refused',
      retryable: false,
    });
    fake.fail('replicate', { type: 'not-image' });
    await expect(provider().generate({ prompt: 'x', width: 64, height: 64 })).rejects.toMatchObject({
      code: 'not_an_image',
    });
    fake.fail('replicate', { type: 'status', status: 429, retryAfterSeconds: 0 });
    const ok = await provider().generate({ prompt: 'x', width: 64, height: 64 });
    expect(ok.png.length).toBeGreaterThan(0);
  });
});
