/** @bookloom/ai — public API. Everything else in this package is internal. */

export { bookRequestSchema, MAX_DESCRIPTION_CHARS, parseBookRequest } from './book-request';
export { titleFromIdea } from './builtin/idea/title-from-idea';
export { createBuiltinTextProvider, planBuiltinStory } from './builtin/text';
export {
  CHARACTER_IMAGE_SIZE,
  type CharacterInput,
  characterPortraitRequest,
  DEFAULT_APPEARANCE,
  DEFAULT_PERSONALITY,
  designCharacterBible,
} from './characters/character-bible';
export { writeGeneratedBook } from './cli/write-generated-book';
export {
  CHARACTER_CHECK_SYSTEM_PROMPT,
  type CharacterChecker,
  type CharacterCheckInput,
  type CharacterVerdict,
  characterCheckPrompt,
  createOpenAiCharacterChecker,
} from './consistency/character-check';
export { applyBuiltinInstruction, type InstructionOutcome } from './edit/builtin-instruction';
export { type RedrawInput, type Redrawn, redrawPage, rewritePageText } from './edit/redraw-page';
export { type FakeServer, startFakeServer } from './fake-server/fake-server';
export { type GenerateOptions, generateBook, type Progress, type Providers } from './generate-book';
export { coverPixels } from './image-prompt';
export { createBuiltinModerationProvider, moderateBuiltin } from './moderation/builtin-moderation';
export { checkContent } from './moderation/check-content';
export { looksLikeInjection, sanitizeUserText } from './moderation/prompt-safety';
export { createProviders, type ProviderSet } from './providers/create-providers';
export { createOpenAiImageProvider } from './providers/openai/openai-image';
export { createOpenAiModerationProvider } from './providers/openai/openai-moderation';
export { createOpenAiTextProvider } from './providers/openai/openai-text';
export { createReplicateImageProvider } from './providers/replicate/replicate-image';
export { type AiSettings, aiSettingsSchema, parseAiSettings } from './settings';
export {
  createOpenAiSupportWriter,
  SUPPORT_SYSTEM_PROMPT,
  type SupportPassage,
  type SupportQuestion,
  type SupportWriter,
  supportPrompt,
} from './support/support-writer';
export * from './types';
