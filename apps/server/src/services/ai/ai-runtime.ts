import {
  type AiSettings,
  type CharacterChecker,
  createBuiltinModerationProvider,
  createOpenAiCharacterChecker,
  createOpenAiModerationProvider,
  createOpenAiSupportWriter,
  createProviders,
  type ModerationProvider,
  type Providers,
  type SupportWriter,
} from '@bookloom/ai';
import { threadedBuiltinProviders } from '../engine-threads/threaded-builtin-providers';

/**
 * The AI providers of this process, made once. Moderation is ready at once (requests check content
 * before charging); text and image providers are created on first use, so a process that only serves
 * the API never loads the picture engine, and a missing engine fails books, not the boot.
 */
export type AiRuntime = {
  moderation: ModerationProvider;
  /** Pictures are drawn on this machine's cores (the builtin engine), not awaited from a provider. */
  localImages: boolean;
  providers(): Promise<Providers>;
  /** The support assistant's writer when an AI text provider is configured; else answers are retrieved text. */
  supportWriter?: SupportWriter;
  /** The editor's consistency check when a vision model is configured (OPENAI_VISION_MODEL); else pictures that
   * the builtin rule cannot judge show "Not checked". */
  characterChecker?: CharacterChecker;
  close(): Promise<void>;
};

/**
 * `engineThreads`: worker threads that run the builtin engine (planning, drawing) when it is the text or
 * image provider; 0 (tests) runs it on this thread. `warmThreads`: start them now (a process that makes
 * books), so the first book after boot does not wait for them to load the engine.
 */
export function createAiRuntime(
  settings: AiSettings,
  opts: { engineThreads?: number; warmThreads?: boolean } = {},
): AiRuntime {
  const moderation =
    settings.AI_MODERATION_PROVIDER === 'openai'
      ? createOpenAiModerationProvider({
          apiKey: settings.OPENAI_API_KEY,
          baseURL: settings.OPENAI_BASE_URL,
          model: settings.OPENAI_MODERATION_MODEL,
          policy: { timeoutMs: settings.AI_TIMEOUT_MS, maxRetries: settings.AI_MAX_RETRIES },
        })
      : createBuiltinModerationProvider();
  let made: Promise<Awaited<ReturnType<typeof createProviders>>> | undefined;
  const usesBuiltin = settings.AI_TEXT_PROVIDER === 'builtin' || settings.AI_IMAGE_PROVIDER === 'builtin';
  const threads =
    opts.engineThreads && usesBuiltin ? threadedBuiltinProviders(opts.engineThreads) : undefined;
  if (opts.warmThreads) threads?.warm();
  const supportWriter =
    settings.AI_TEXT_PROVIDER === 'openai'
      ? createOpenAiSupportWriter({
          apiKey: settings.OPENAI_API_KEY,
          baseURL: settings.OPENAI_BASE_URL,
          model: settings.OPENAI_TEXT_MODEL,
          // A chat reply is awaited by a person: short timeout, one retry, then the retrieved answer.
          policy: { timeoutMs: Math.min(settings.AI_TIMEOUT_MS, 20_000), maxRetries: 1 },
        })
      : undefined;
  const characterChecker = settings.OPENAI_VISION_MODEL
    ? createOpenAiCharacterChecker({
        apiKey: settings.OPENAI_API_KEY,
        baseURL: settings.OPENAI_BASE_URL,
        model: settings.OPENAI_VISION_MODEL,
        // Off the request path, but a verdict is only useful while the user is still editing.
        policy: { timeoutMs: Math.min(settings.AI_TIMEOUT_MS, 60_000), maxRetries: 1 },
      })
    : undefined;
  return {
    moderation,
    supportWriter,
    characterChecker,
    localImages: settings.AI_IMAGE_PROVIDER === 'builtin',
    providers() {
      made ??= createProviders(settings, { builtin: threads }).catch((e) => {
        made = undefined; // not cached: a later call tries again
        throw e;
      });
      return made;
    },
    async close() {
      const p = made;
      made = undefined;
      await (await p?.catch(() => undefined))?.close();
      await threads?.close();
    },
  };
}

/** A runtime over given providers (tests; a dev seam). */
export const fixedAiRuntime = (providers: Providers): AiRuntime => ({
  moderation: providers.moderation ?? createBuiltinModerationProvider(),
  localImages: providers.image.name === 'builtin',
  providers: async () => providers,
  close: async () => {},
});
