import { AiError } from '../../types';

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/**
 * A model that declines answers 200 with `message.refusal` (or finish_reason content_filter); the
 * SDK would report that as "no object". We turn it into a final AiError('refused').
 */
export function refusalAwareFetch(inner: Fetch, label: string): Fetch {
  return async (input, init) => {
    const res = await inner(input, init);
    if (!String(input instanceof Request ? input.url : input).endsWith('/chat/completions')) return res;
    const text = await res.clone().text();
    let body: { choices?: { message?: { refusal?: string | null }; finish_reason?: string }[] } | undefined;
    try {
      body = JSON.parse(text);
    } catch {
      return res; // the SDK reports non-JSON as a malformed answer
    }
    const choice = body?.choices?.[0];
    if (choice?.message?.refusal || choice?.finish_reason === 'content_filter')
      throw new AiError(
        'refused',
        `${label}: the model refused (${choice.message?.refusal ?? 'content filter'})`,
        false,
      );
    return res;
  };
}
