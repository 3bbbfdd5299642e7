import type { Language } from '@bookloom/core';
import { sanitizeUserText } from '../../moderation/prompt-safety';
import { capitalise } from './story-context';

/**
 * The user's description as one printable sentence: sanitised (injection phrases removed), first
 * sentence only, at most ~220 characters, capitalised and ending with punctuation.
 */
export function ideaSentence(description: string, lang: Language): string {
  const clean = sanitizeUserText(description, 1000);
  if (!clean) return '';
  const first =
    clean.match(/^.{1,220}?[.!?](\s|$)/)?.[0].trim() ??
    (clean.length > 220 ? clean.slice(0, 220).replace(/\s+\S*$/, '') : clean);
  const sentence = capitalise(first.replace(/^[-–—:;,\s]+/, ''));
  if (!sentence) return '';
  const end = /[.!?…]$/.test(sentence) ? '' : '.';
  return lang === 'fr' ? `${sentence}${end}`.replace(/\s*([!?])$/, '\u202f$1') : `${sentence}${end}`;
}
