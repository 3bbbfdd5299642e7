/**
 * The hero’s name from a title. Lives in idea/ (no imports but never-names.ts) so the picture engine's puzzle planner
 * can use it without importing the text layer, which loads the picture engine: no import cycle.
 */
import { isNeverName } from './never-names';

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
  // "Me and my robot Beep", « Moi et mon dragon »: the one telling is the hero, never a child called "Me".
  'me',
  'i',
  'moi',
  'je',
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

// "Learn the colours with a chameleon", "Telling the time for first graders", « Apprendre l'heure »:
// a title that opens on what the book teaches starts with a verb, an imperative or a gerund, not a
// name (the hero was called "Learn" and the clock pictures were "next to Telling").
export const TEACHING_VERBS = new Set(
  'learn learning let’s practice practise count counting find draw color colour read write meet discover explore telling tell spot match trace apprendre apprends compter compte découvrir découvre dessiner dessine colorier colorie lire écrire trouver trouve jouer joue reading writing drawing coloring colouring spelling adding playing making baking exploring finding'.split(
    ' ',
  ),
);
// Gerunds are listed, not read from -ing: Sterling or Irving is a name.
const isVerb = (word: string) => TEACHING_VERBS.has(word.toLowerCase());

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
  if (
    !/^\p{Lu}[\p{L}-]{1,20}$/u.test(word) ||
    NOT_NAMES.has(word.toLowerCase()) ||
    isNeverName(word.toLowerCase()) ||
    isVerb(word)
  )
    return undefined;
  // "Valentine’s Day cards for everyone": the day's name, no girl called Valentine (festival-day-names.ts).
  if (possessive && /^valentine$/i.test(word) && /^days?$/i.test(second)) return undefined;
  return possessive || LINK_WORDS.has(second.toLowerCase()) ? word : undefined;
}
