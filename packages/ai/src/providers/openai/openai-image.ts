import { createPolicyFetch, readJson } from '../../http/fetch-with-policy';
import { checkImage } from '../../http/image-bytes';
import type { RetryPolicy } from '../../http/retry-policy';
import { AiError, type ImageProvider } from '../../types';
import { imageCost } from '../pricing';

export type OpenAiImageOptions = { apiKey?: string; baseURL: string; model: string; policy: RetryPolicy };

/** The sizes each model family accepts; we ask for the closest aspect and resample to 300 DPI. */
function sizeFor(model: string, width: number, height: number): string {
  const ratio = width / height;
  if (model === 'dall-e-2' || Math.abs(ratio - 1) < 0.15) return '1024x1024';
  const long = model.startsWith('dall-e') ? 1792 : 1536;
  return ratio > 1 ? `${long}x1024` : `1024x${long}`;
}

/** 'High' books ask for the model's best rendering; standard ones leave the server's default. */
function qualityFor(model: string, quality: 'standard' | 'high' | undefined): { quality?: string } {
  if (quality !== 'high') return {};
  if (model.startsWith('gpt-image')) return { quality: 'high' };
  if (model === 'dall-e-3') return { quality: 'hd' };
  return {};
}

/** Multipart body for /images/edits: the same fields plus the reference picture as image[]. */
function editForm(fields: Record<string, string | number>, reference: Uint8Array): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append('image[]', new Blob([new Uint8Array(reference)], { type: 'image/png' }), 'reference.png');
  return form;
}

/** POST /images/generations (b64_json), or /images/edits with page 1 as reference (gpt-image models). */
export function createOpenAiImageProvider(o: OpenAiImageOptions): ImageProvider {
  const label = `openai image (${o.model})`;
  const fetchWithPolicy = createPolicyFetch(o.policy, label);
  const auth: Record<string, string> = o.apiKey ? { authorization: `Bearer ${o.apiKey}` } : {};
  // gpt-image models accept reference pictures on /images/edits; dall-e and most local servers do not.
  const supportsReference = o.model.startsWith('gpt-image');
  return {
    name: 'openai',
    supportsReference,
    async generate(req, signal) {
      const started = performance.now();
      const body = {
        model: o.model,
        prompt: req.prompt.slice(0, 4000),
        n: 1,
        size: sizeFor(o.model, req.width, req.height),
        ...qualityFor(o.model, req.quality),
        // gpt-image-* always answer base64 and reject the parameter; dall-e needs it.
        ...(o.model.startsWith('dall-e') ? { response_format: 'b64_json' } : {}),
      };
      const ref = supportsReference ? req.referenceImage : undefined;
      const res = ref
        ? await fetchWithPolicy(`${o.baseURL}/images/edits`, {
            method: 'POST',
            headers: auth,
            body: editForm(body, ref),
            signal,
          })
        : await fetchWithPolicy(`${o.baseURL}/images/generations`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify(body),
            signal,
          });
      const json = await readJson<{ data?: { b64_json?: string; url?: string }[] }>(res, label);
      const item = json.data?.[0];
      let bytes: Uint8Array;
      if (item?.b64_json) bytes = new Uint8Array(Buffer.from(item.b64_json, 'base64'));
      else if (item?.url)
        bytes = new Uint8Array(await (await fetchWithPolicy(item.url, { signal })).arrayBuffer());
      else throw new AiError('malformed_response', `${label}: the answer holds no image`, true);
      // Resampling to the page size happens in generateBook, outside the provider-call slots.
      const png = await checkImage(bytes, label);
      return {
        png,
        usage: {
          provider: 'openai',
          model: o.model,
          images: 1,
          costUsd: imageCost(o.model),
          ms: performance.now() - started,
        },
      };
    },
  };
}
