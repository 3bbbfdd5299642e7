import { createOpenAI } from '@ai-sdk/openai';
import { createPolicyFetch } from '../../http/fetch-with-policy';
import type { RetryPolicy } from '../../http/retry-policy';
import { refusalAwareFetch } from './refusal-aware-fetch';

export type OpenAiTextOptions = { apiKey?: string; baseURL: string; model: string; policy: RetryPolicy };

/**
 * The Vercel AI SDK's OpenAI-compatible client (OpenAI, Ollama, LM Studio, vLLM) on our fetch: timeouts,
 * retries and typed errors from the policy, and a refusal (content policy) answered as our own error.
 */
export function openAiClient(o: OpenAiTextOptions, label: string) {
  return createOpenAI({
    apiKey: o.apiKey ?? 'not-needed',
    baseURL: o.baseURL,
    fetch: refusalAwareFetch(createPolicyFetch(o.policy, label), label),
  });
}
