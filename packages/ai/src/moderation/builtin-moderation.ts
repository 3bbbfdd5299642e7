import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import type { ModerationProvider, ModerationResult } from '../types';
import { FRENCH_PROFANITY, REFUSED_TOPICS } from './refused-topics';

let matcher: RegExpMatcher | undefined;

/** Offline content check: obscenity's maintained English word list, a French list, refused topics. */
export function moderateBuiltin(text: string): ModerationResult {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  if (matcher.hasMatch(text) || FRENCH_PROFANITY.test(text))
    return {
      approved: false,
      reason: 'The text contains words that are not suitable for a children’s book.',
    };
  const topic = REFUSED_TOPICS.find((t) => t.pattern.test(text));
  if (topic) return { approved: false, reason: `Children’s books cannot cover this topic: ${topic.reason}.` };
  return { approved: true };
}

export function createBuiltinModerationProvider(): ModerationProvider {
  return { name: 'builtin', check: async (text) => moderateBuiltin(text) };
}
