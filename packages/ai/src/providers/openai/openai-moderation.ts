import { createPolicyFetch, readJson } from '../../http/fetch-with-policy';
import type { RetryPolicy } from '../../http/retry-policy';
import { AiError, type ModerationProvider } from '../../types';

export type OpenAiModerationOptions = {
  apiKey?: string;
  baseURL: string;
  model: string;
  policy: RetryPolicy;
};

type ModerationAnswer = { results?: { flagged: boolean; categories?: Record<string, boolean> }[] };

/** POST /moderations: flagged → not approved, the flagged categories as the reason. */
export function createOpenAiModerationProvider(o: OpenAiModerationOptions): ModerationProvider {
  const label = `openai moderation (${o.model})`;
  const fetchWithPolicy = createPolicyFetch(o.policy, label);
  return {
    name: 'openai',
    async check(text, signal) {
      const res = await fetchWithPolicy(`${o.baseURL}/moderations`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(o.apiKey ? { authorization: `Bearer ${o.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: o.model, input: text }),
        signal,
      });
      const r = (await readJson<ModerationAnswer>(res, label)).results?.[0];
      if (!r || typeof r.flagged !== 'boolean')
        throw new AiError('malformed_response', `${label}: no result in the answer`, true);
      if (!r.flagged) return { approved: true };
      const cats = Object.entries(r.categories ?? {})
        .filter(([, v]) => v)
        .map(([k]) => k);
      return {
        approved: false,
        reason: `Not suitable for a children’s book (${cats.join(', ') || 'flagged'}).`,
      };
    },
  };
}
