import { loadPictures } from '../builtin/pictures-contract';
import { createBuiltinTextProvider } from '../builtin/text';
import type { Providers } from '../generate-book';
import { createBuiltinModerationProvider } from '../moderation/builtin-moderation';
import { type AiSettings, parseAiSettings } from '../settings';
import { AiError, type ImageProvider, type TextProvider } from '../types';
import { createOpenAiImageProvider } from './openai/openai-image';
import { createOpenAiModerationProvider } from './openai/openai-moderation';
import { createOpenAiTextProvider } from './openai/openai-text';
import { createReplicateImageProvider } from './replicate/replicate-image';

export type ProviderSet = Required<Providers> & { close(): Promise<void> };

/** Text, image and moderation providers as the settings choose them (env object or parsed settings). */
export async function createProviders(
  input: AiSettings | Record<string, string | undefined>,
  /**
   * imageInThread: the builtin engine rasterises on the calling thread (a worker), not libuv's pool.
   * builtin: the builtin engine's providers as served elsewhere (the server's engine threads), used in
   * place of this thread's.
   */
  opts: {
    imageConcurrency?: number;
    imageInThread?: boolean;
    builtin?: { text: TextProvider; image: ImageProvider };
  } = {},
): Promise<ProviderSet> {
  const s =
    'AI_TIMEOUT_MS' in input && typeof input.AI_TIMEOUT_MS === 'number'
      ? (input as AiSettings)
      : parseAiSettings(input as Record<string, string | undefined>);
  const policy = { timeoutMs: s.AI_TIMEOUT_MS, maxRetries: s.AI_MAX_RETRIES };
  const openai = { apiKey: s.OPENAI_API_KEY, baseURL: s.OPENAI_BASE_URL, policy };
  const text =
    s.AI_TEXT_PROVIDER === 'openai'
      ? createOpenAiTextProvider({ ...openai, model: s.OPENAI_TEXT_MODEL })
      : (opts.builtin?.text ?? createBuiltinTextProvider());
  const moderation =
    s.AI_MODERATION_PROVIDER === 'openai'
      ? createOpenAiModerationProvider({ ...openai, model: s.OPENAI_MODERATION_MODEL })
      : createBuiltinModerationProvider();
  let image: ImageProvider;
  let close = async () => {};
  if (s.AI_IMAGE_PROVIDER === 'openai')
    image = createOpenAiImageProvider({ ...openai, model: s.OPENAI_IMAGE_MODEL });
  else if (s.AI_IMAGE_PROVIDER === 'replicate')
    image = createReplicateImageProvider({
      token: s.REPLICATE_API_TOKEN ?? '',
      baseURL: s.REPLICATE_BASE_URL,
      model: s.REPLICATE_MODEL,
      referenceInput: s.REPLICATE_REFERENCE_INPUT,
      policy,
    });
  else if (opts.builtin) image = opts.builtin.image;
  else {
    const pictures = await loadPictures();
    if (!pictures?.createBuiltinImageProvider)
      throw new AiError(
        'provider_unavailable',
        'The builtin picture engine (builtin/pictures) is not available',
        false,
      );
    const builtin = pictures.createBuiltinImageProvider({
      concurrency: opts.imageConcurrency,
      inThread: opts.imageInThread,
    });
    image = builtin;
    close = () => builtin.close();
  }
  return { text, image, moderation, close };
}
