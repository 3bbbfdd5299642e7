import { createPolicyFetch, readJson } from '../../http/fetch-with-policy';
import { checkImage } from '../../http/image-bytes';
import { type RetryPolicy, sleep } from '../../http/retry-policy';
import { AiError, type ImageProvider } from '../../types';
import { imageCost } from '../pricing';

export type ReplicateOptions = {
  token: string;
  baseURL: string;
  /** owner/name (official model) or owner/name:version. */
  model: string;
  /** Input field taking a reference image (e.g. "input_image"); undefined: no reference support. */
  referenceInput?: string;
  policy: RetryPolicy;
  pollIntervalMs?: number;
};

type Prediction = {
  id: string;
  status: string;
  output?: string | string[] | null;
  error?: string | null;
  urls?: { get?: string };
};

const aspect = (w: number, h: number) => (Math.abs(w / h - 1) < 0.15 ? '1:1' : w > h ? '4:3' : '3:4');

/** Replicate predictions: create, poll `urls.get` until succeeded/failed/canceled, download the output. */
export function createReplicateImageProvider(o: ReplicateOptions): ImageProvider {
  const label = `replicate (${o.model})`;
  const fetchWithPolicy = createPolicyFetch(o.policy, label);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${o.token}` };
  const [ref, version] = o.model.split(':');
  const createUrl = version ? `${o.baseURL}/predictions` : `${o.baseURL}/models/${ref}/predictions`;
  return {
    name: 'replicate',
    supportsReference: Boolean(o.referenceInput),
    async generate(req, signal) {
      const started = performance.now();
      const input: Record<string, unknown> = {
        prompt: req.prompt,
        aspect_ratio: aspect(req.width, req.height),
        output_format: 'png',
      };
      if (o.referenceInput && req.referenceImage)
        input[o.referenceInput] =
          `data:image/png;base64,${Buffer.from(req.referenceImage).toString('base64')}`;
      const body = JSON.stringify(version ? { version, input } : { input });
      let p = await readJson<Prediction>(
        await fetchWithPolicy(createUrl, { method: 'POST', headers, body, signal }),
        label,
      );
      const deadline = Date.now() + o.policy.timeoutMs * 5;
      while (['starting', 'processing'].includes(p.status)) {
        if (Date.now() > deadline)
          throw new AiError('timeout', `${label}: prediction ${p.id} still ${p.status}`, true);
        if (!p.urls?.get)
          throw new AiError('malformed_response', `${label}: prediction has no urls.get`, true);
        await sleep(o.pollIntervalMs ?? 1000, signal);
        p = await readJson<Prediction>(await fetchWithPolicy(p.urls.get, { headers, signal }), label);
      }
      if (p.status !== 'succeeded') {
        const safety = /nsfw|safety|sensitive/i.test(p.error ?? '');
        throw new AiError(
          safety ? 'refused' : 'provider_unavailable',
          `${label}: prediction ${p.status}${p.error ? ` — ${p.error}` : ''}`,
          !safety,
        );
      }
      const url = Array.isArray(p.output) ? p.output[0] : p.output;
      if (!url)
        throw new AiError('malformed_response', `${label}: prediction succeeded without output`, true);
      const bytes = new Uint8Array(await (await fetchWithPolicy(url, { signal })).arrayBuffer());
      // Resampling to the page size happens in generateBook, outside the provider-call slots.
      const png = await checkImage(bytes, label);
      return {
        png,
        usage: {
          provider: 'replicate',
          model: o.model,
          images: 1,
          costUsd: imageCost(o.model),
          ms: performance.now() - started,
        },
      };
    },
  };
}
