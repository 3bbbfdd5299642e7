import { z } from 'zod';
import { AiError } from './types';

/**
 * AI settings from a plain env object (never process.env directly, so tests and the server's own
 * env schema can pass what they hold). A bad value names the variable.
 */
const provider = z.enum(['builtin', 'openai']);
const intFrom = (min: number, max: number, def: number) =>
  z
    .string()
    .optional()
    .transform((s, ctx) => {
      if (s === undefined || s.trim() === '') return def;
      const n = Number(s);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `must be an integer from ${min} to ${max}` });
        return z.NEVER;
      }
      return n;
    });
const optionalText = z
  .string()
  .optional()
  .transform((s) => (s?.trim() ? s.trim() : undefined));

export const aiSettingsSchema = z
  .object({
    AI_TEXT_PROVIDER: provider.default('builtin'),
    AI_IMAGE_PROVIDER: z.enum(['builtin', 'openai', 'replicate']).default('builtin'),
    AI_MODERATION_PROVIDER: provider.default('builtin'),
    OPENAI_API_KEY: optionalText,
    OPENAI_BASE_URL: z
      .url({ message: 'must be an http(s) URL' })
      .optional()
      .default('https://api.openai.com/v1'),
    OPENAI_TEXT_MODEL: z.string().min(1).default('gpt-4o-mini'),
    OPENAI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
    OPENAI_MODERATION_MODEL: z.string().min(1).default('omni-moderation-latest'),
    /** A model of the OpenAI-compatible server that reads images: turns the editor's consistency check on. */
    OPENAI_VISION_MODEL: optionalText,
    REPLICATE_API_TOKEN: optionalText,
    REPLICATE_BASE_URL: z
      .url({ message: 'must be an http(s) URL' })
      .optional()
      .default('https://api.replicate.com/v1'),
    REPLICATE_MODEL: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+(:\w+)?$/, 'must look like owner/name or owner/name:version')
      .default('black-forest-labs/flux-schnell'),
    /** Input field name the Replicate model takes a reference image in (empty: no reference). */
    REPLICATE_REFERENCE_INPUT: optionalText,
    AI_TIMEOUT_MS: intFrom(1000, 600_000, 120_000),
    AI_MAX_RETRIES: intFrom(0, 10, 3),
  })
  .superRefine((s, ctx) => {
    const needsOpenAi =
      [s.AI_TEXT_PROVIDER, s.AI_IMAGE_PROVIDER, s.AI_MODERATION_PROVIDER].includes('openai') ||
      Boolean(s.OPENAI_VISION_MODEL);
    // A local OpenAI-compatible server (Ollama, LM Studio, vLLM) needs no key; api.openai.com does.
    if (needsOpenAi && !s.OPENAI_API_KEY && s.OPENAI_BASE_URL.includes('api.openai.com'))
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message: 'is required when a provider is openai or OPENAI_VISION_MODEL is set',
      });
    if (s.AI_IMAGE_PROVIDER === 'replicate' && !s.REPLICATE_API_TOKEN)
      ctx.addIssue({
        code: 'custom',
        path: ['REPLICATE_API_TOKEN'],
        message: 'is required when AI_IMAGE_PROVIDER=replicate',
      });
  });

export type AiSettings = z.infer<typeof aiSettingsSchema>;

/** Parses AI settings; throws AiError('invalid_input') whose message names each bad variable. */
export function parseAiSettings(env: Record<string, string | undefined>): AiSettings {
  const picked = Object.fromEntries(
    Object.keys(aiSettingsSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]),
  );
  const r = aiSettingsSchema.safeParse(picked);
  if (r.success) return { ...r.data, OPENAI_BASE_URL: r.data.OPENAI_BASE_URL.replace(/\/+$/, '') };
  const msg = r.error.issues.map((i) => `${i.path.join('.') || 'AI settings'} ${i.message}`).join('; ');
  throw new AiError('invalid_input', `Invalid AI settings: ${msg}`, false);
}
