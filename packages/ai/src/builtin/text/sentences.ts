/**
 * A text's sentences, dialogue kept whole: “Can I help?” asked Max. is one sentence, and so is
 * « Ici ! » dit Max. A sentence ends at . ! ? … (and a closing quote) before a capital.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…](?:[\s\u202f\u00a0]?[”»])?)\s+(?=[\p{Lu}“«])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}
