/**
 * User text is story material, never instructions. Before it goes anywhere near a model we strip
 * control characters and the delimiters we wrap it in, and blunt well-known injection phrases;
 * `looksLikeInjection` lets callers flag the request.
 */
const INJECTION_PATTERNS: RegExp[] = [
  /\b(ignore|disregard|forget|override)\b[^.!?\n]{0,40}\b(previous|prior|above|earlier|all|system)\b[^.!?\n]{0,30}\b(instructions?|prompts?|rules?|messages?)\b/gi,
  /\b(oublie|ignore)[sz]?\b[^.!?\n]{0,40}\b(instructions?|consignes?|règles?)\b/gi,
  /\byou are now\b[^.!?\n]{0,60}/gi,
  /\b(system|developer|assistant)\s*(prompt|message)?\s*:/gi,
  /\b(reveal|print|show)\b[^.!?\n]{0,30}\b(system prompt|api key|secret)s?\b/gi,
  /<\/?\s*(system|assistant|user|instructions?|user_content)\s*>/gi,
  /\bjailbreak\b|\bDAN mode\b/gi,
];

export function looksLikeInjection(text: string): boolean {
  return INJECTION_PATTERNS.some((re) => {
    re.lastIndex = 0;
    return re.test(text);
  });
}

/** Removes control chars, our delimiters and injection phrases; collapses whitespace. */
export function sanitizeUserText(text: string, maxChars = 4000): string {
  let s = text.normalize('NFC').replace(/[\p{Cc}\u200b-\u200f\u202a-\u202e]/gu, ' ');
  s = s.replace(/<<<|>>>|```/g, ' ');
  for (const re of INJECTION_PATTERNS) s = s.replace(re, ' ');
  return s.replace(/\s+/g, ' ').trim().slice(0, maxChars);
}

/** Wraps sanitised user text in explicit delimiters for a model prompt. */
export const delimit = (label: string, text: string) => `<<<${label}\n${sanitizeUserText(text)}\n>>>`;
