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

// "Princess Rose and the Dragon", « Le prince Léo »: the name is the word after the title.
const TITLES = new Set(
  'princess prince king queen captain doctor dr. dr sir lady princesse roi reine capitaine docteur'.split(
    ' ',
  ),
);

/** "Milo and the Moon", "Rex’s Big Day", "Lila the Brave", "Zoé et le dragon" → the hero's name. */
export function nameFromTitle(title: string): string | undefined {
  const words = title.trim().split(/\s+/);
  // « La princesse Rose »: an article before the title.
  const at = NOT_NAMES.has(words[0]?.toLowerCase() ?? '') ? 1 : 0;
  const titled = TITLES.has(words[at]?.toLowerCase() ?? '') ? words[at + 1] : undefined;
  if (titled && /^\p{Lu}[\p{L}-]{1,20}$/u.test(titled)) return titled;
  const [first = '', second = ''] = words;
  const possessive = first.match(/^(.+)[’']s$/);
  const word = possessive ? possessive[1] : first;
  if (!/^\p{Lu}[\p{L}-]{1,20}$/u.test(word) || NOT_NAMES.has(word.toLowerCase())) return undefined;
  return possessive || LINK_WORDS.has(second.toLowerCase()) ? word : undefined;
}
