/**
 * The hero's name from a title. Lives in idea/ (no imports) so the picture engine's puzzle planner
 * can use it without importing the text layer, which loads the picture engine: no import cycle.
 */
const NOT_NAMES = new Set([
  'the',
  'a',
  'an',
  'my',
  'our',
  'le',
  'la',
  'les',
  'un',
  'une',
  'mon',
  'ma',
  'mes',
  'notre',
]);

const LINK_WORDS = new Set([
  'and',
  'et',
  'the',
  'le',
  'la',
  'finds',
  'trouve',
  'goes',
  'va',
  'meets',
  'rencontre',
  'saves',
  'sauve',
]);

/** "Milo and the Moon", "Rex’s Big Day", "Lila the Brave", "Zoé et le dragon" → the hero's name. */
export function nameFromTitle(title: string): string | undefined {
  const [first = '', second = ''] = title.trim().split(/\s+/);
  const possessive = first.match(/^(.+)[’']s$/);
  const word = possessive ? possessive[1] : first;
  if (!/^\p{Lu}[\p{L}-]{1,20}$/u.test(word) || NOT_NAMES.has(word.toLowerCase())) return undefined;
  return possessive || LINK_WORDS.has(second.toLowerCase()) ? word : undefined;
}
