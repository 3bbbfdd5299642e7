import { isFestivalDayWord } from './festival-day-names';
import { KINDS } from './kinds';
import { TEACHING_VERBS } from './name-from-title';
import { isFirstName } from './name-gender';
import { isNeverName } from './never-names';
import { OBJECTS } from './objects';
import { isPlaceName } from './place-names';
import { FESTIVAL_NAMES } from './read-goal-festival';
import { RELATIVES } from './relatives';
import { SETTINGS } from './settings';
import { WILD_PLACE_NAMES } from './settings-wild';
import type { Token } from './tokens';
import { formsOf } from './words';

/** How the idea names its characters: "named X", "X and…", "Rose the princess" (read-idea.ts uses it). */
const NAME_CUES = new Set([
  'named',
  'called',
  'nommé',
  'nommée',
  'appelé',
  'appelée',
  'prénommé',
  'prénommée',
]);
// "Telling the time…": a learning title's opening verb is not a name (name-from-title.ts).
const NOT_NAMES = new Set([
  ...TEACHING_VERBS,
  ...'i me we you the a an once one in on at this that my our his her le la les un une il elle dans sur au aux ce cette mon ma son sa it there when every chaque quand un jour everyone everybody someone somebody nobody anyone here today tonight tomorrow yesterday sometimes ici là voici voilà aujourd’hui demain hier parfois personne quelqu’un tout tous toutes who what where qui quoi où christmas easter halloween noël pâques mars jupiter venus vénus saturn saturne mercury mercure neptune uranus pluto pluton moon lune earth terre'
    // A festival is never a hero's name ("Our first Hanukkah with Grandma": read-goal-festival.ts).
    .concat(' ', FESTIVAL_NAMES)
    .split(' '),
]);
const AFTER_NAME = new Set([
  'and',
  'et',
  'the',
  'le',
  'la',
  'is',
  'est',
  'was',
  'a',
  'has',
  'loves',
  'aime',
  'wants',
  'veut',
  'goes',
  'va',
  'finds',
  'trouve',
  'cherche',
  'looks',
  'who',
  'qui',
  // "Lily helps a little bird": a first word before a helping verb is the hero's name (read-goal-help.ts).
  'helps',
  'rescues',
  'saves',
  'aide',
  'sauve',
  'secourt',
  'soigne',
  'recueille',
]);

// A sentence's first word followed by "and" reads like a name ("Zoé and her cat"), unless the library
// tags it a plural or it is a subject of study ("Addition and subtraction", "Shapes and colours") or
// what the book holds ("Mazes and word searches", « Labyrinthes et mots mêlés »).
const SUBJECT =
  /(?:tion|sion|ment|ness)$|^(?:maths?|mathématiques|phonics|spelling|reading|writing|science|sciences|geography|géographie|history|histoire|grammar|grammaire|lecture|écriture|vocabulary|vocabulaire)$|^(?:mazes?|labyrinthes?|puzzles?|jeux|jeu|games?|riddles?|énigmes?|devinettes?|coloriages?|colou?rings?|activités?|activities|exercises?|exercices?|stories|histoires?|poems?|poèmes?|comptines?|rhymes?|counting|comptage)$/;
// "Learn the days of the week", "Count the stars with Mia": an order to the reader, not a hero.
// (A list, not the tagger's "Imperative": it reads "Flake the polar bear" as an order too.)
const ORDERS =
  /^(learn|discover|count|find|meet|explore|colou?r|draw|trace|write|read|spot|match|practi[cs]e|build|make|bake|create|sing|play|apprends|découvre|compte|trouve|dessine|colorie|écris|lis|cherche|fabrique|crée|joue|chante)$/;
const ORDER_OBJECT = /^(the|a|an|your|some|all|les|la|le|l|des|un|une|tes|ton|ta)$/;
const notAName = (t: Token, next?: Token) =>
  t.start &&
  !t.tags.has('Person') &&
  !t.tags.has('FirstName') &&
  (t.tags.has('Plural') ||
    SUBJECT.test(t.norm) ||
    (ORDERS.test(t.norm) && ORDER_OBJECT.test(next?.norm ?? '')));
// A title before a name is not the name: "Dr. Lena", "Captain Leo the pirate", « le Docteur Léa ».
const TITLES = new Set(
  'dr doctor captain capt mr mrs ms miss mister professor prof sir lady king queen prince princess docteur capitaine monsieur madame mademoiselle professeur maître roi reine'.split(
    ' ',
  ),
);
/**
 * "Princess Rose and the Dragon", « le prince Léo »: a capitalised word right after a title is a name,
 * even in a title-cased idea where other capitals say nothing (read-idea.ts keeps its capital).
 */
export const namedAfterTitle = (tokens: Token[], i: number) =>
  i > 0 &&
  TITLES.has(tokens[i - 1].norm) &&
  /^\p{Lu}/u.test(tokens[i].text) &&
  !NOT_NAMES.has(tokens[i].norm);
/** « Papi », "Grandpa", "Mum": what a child calls family, never the hero's name (was « Voici Papi, un enfant »). */
const FAMILY_WORDS = new Set(RELATIVES.flatMap(formsOf));
export const isFamilyWord = (norm: string) => FAMILY_WORDS.has(norm);
// A lone letter is no name: « Les fruits de A à Z » named its hero Z.
const isCapital = (t?: Token) =>
  !!t &&
  /^\p{Lu}\p{L}/u.test(t.text) &&
  !NOT_NAMES.has(t.norm) &&
  !TITLES.has(t.norm) &&
  !isFamilyWord(t.norm);
const kindForms = new Set(KINDS.flatMap(formsOf));
export const APPOSITION = new Set(['the', 'le', 'la', 'our', 'notre']);
const lexical = new Set([...KINDS, ...OBJECTS, ...SETTINGS].flatMap(formsOf));

/**
 * « Lily part camper », "Nova explores the reef": an unknown capitalised first word right before a verb
 * is the subject's name — unless the tagger reads it as a pronoun, a determiner or a plural ("Everyone
 * loves…", "Dinosaurs roam…").
 */
const verbAfterName = (t: Token, next?: Token) =>
  !!next &&
  next.tags.has('Verb') &&
  !next.tags.has('Noun') &&
  !['Pronoun', 'Determiner', 'Adverb', 'Plural', 'Preposition', 'Conjunction'].some((x) => t.tags.has(x));

// Father Christmas is a figure the idea names, never a first name: "Santa's sleigh" is not Santa's story.
const FIGURES = /^(santa|claus)$/;
/**
 * "Lily's first Christmas", "Max's big day", "The day of Lily's party": a capitalised word that owns
 * something is someone — a name, even a word that is also a thing when it is a first name (a lily).
 * ("Dragon's quest", "Monday's child", "Santa's sleigh" are no one's name.)
 */
const ownerName = (t: Token) =>
  Boolean(t.possessive) &&
  !FIGURES.test(t.norm) &&
  !t.tags.has('Date') &&
  (!lexical.has(t.norm) || isFirstName(t.text));

/** Names: proper nouns the library tags, capitalised words mid-sentence, "named X", "X and…". */
export function names(tokens: Token[]): { at: number; name: string }[] {
  const out: { at: number; name: string }[] = [];
  tokens.forEach((t, i) => {
    // "Rose the princess", « Rose la princesse »: a word that is also a thing is a name in apposition.
    // (« Flocon l’ours polaire »: the article is elided into the kind's own word.)
    const apposed =
      (APPOSITION.has(tokens[i + 1]?.norm ?? '') && kindForms.has(tokens[i + 2]?.norm ?? '')) ||
      Boolean(tokens[i + 1]?.elided && kindForms.has(tokens[i + 1].norm));
    // "Christmas Eve", « la veille de Noël »: a day's name, not a person's.
    if (/^(christmas|xmas|noël)$/.test(tokens[i - 1]?.norm ?? '')) return;
    // "Valentine’s Day", « la Saint-Valentin »: the day, not a girl called Valentine (festival-day-names.ts).
    if (isFestivalDayWord(tokens, i)) return;
    // "Rose and Daisy go to the beach": a word that is also a thing is a name when another name follows "and".
    const pairedName = /^(and|et)$/.test(tokens[i + 1]?.norm ?? '') && isCapital(tokens[i + 2]);
    const owner = ownerName(t);
    // "Teddy gets ready for bed": a first name that is also a thing (a teddy), doing the verb, is a name.
    const namedThing =
      t.start && !kindForms.has(t.norm) && isFirstName(t.text) && verbAfterName(t, tokens[i + 1]);
    if (
      !isCapital(t) ||
      (t.start && lexical.has(t.norm) && !apposed && !pairedName && !owner && !namedThing) ||
      notAName(t, tokens[i + 1]) ||
      /\d/.test(t.text) ||
      t.tags.has('Place') ||
      t.tags.has('Country') ||
      isPlaceName(t.norm) ||
      // "the Australian outback", "Fruit and vegetable ABC": a describing or theme word (never-names.ts).
      isNeverName(t.norm) ||
      // « Les chameaux du Sahara »: a named wild place, never the hero's name.
      WILD_PLACE_NAMES.has(t.norm)
    )
      return;
    const tagged = t.tags.has('Person') || t.tags.has('FirstName') || t.tags.has('ProperNoun');
    const cued =
      apposed ||
      owner ||
      t.comma ||
      NAME_CUES.has(tokens[i - 1]?.norm ?? '') ||
      AFTER_NAME.has(tokens[i + 1]?.norm ?? '') ||
      verbAfterName(t, tokens[i + 1]);
    if (!t.start || tagged || cued) out.push({ at: i, name: t.text });
  });
  return out;
}

// Verbs whose object is someone the hero waits for, visits or meets: that name is not the hero's.
const MEETS =
  /^(wait|waits|waiting|await|awaits|visit|visits|visiting|meet|meets|meeting|see|sees|help|helps|find|finds|look|looks|search|searches|write|writes|attend|attendent|attendre|visite|visitent|rencontre|rencontrent|voit|voient|aide|aident|cherche|cherchent|écrit|écrivent|retrouve|retrouvent)$/;
const MEET_GLUE =
  /^(for|to|the|a|an|on|with|le|la|les|un|une|à|au|visite|rend|rendent|de|du|old|vieux|vieil|vieille|dear|cher|chère)$/;

/**
 * "Two siblings wait for Santa", « attendent le Père Noël », "visits Grandma Rose": a name the
 * hero's verb acts on is someone waited for or met, never the hero (the hero is then unnamed).
 */
export function isMetName(tokens: Token[], at: number): boolean {
  for (let i = at - 1; i >= 0 && i >= at - 4; i--) {
    // "Meet Max, a little fox": an opening imperative introduces the hero.
    if (MEETS.test(tokens[i].norm)) return !tokens[i].start;
    if (!MEET_GLUE.test(tokens[i].norm)) return false;
  }
  return false;
}

/**
 * The names, and the tokens with a name's verb tag dropped: the tagger reads « Nacre » and "Flake"
 * as verbs, so "Nacre la tortue de mer" looked like someone "nacre-ing" a turtle (cast-roles.ts).
 */
export function namesAsNouns(tokens: Token[]): Token[] {
  const at = new Set(names(tokens).map((n) => n.at));
  return tokens.map((t, i) =>
    at.has(i) && t.tags.has('Verb') ? { ...t, tags: new Set([...t.tags].filter((x) => x !== 'Verb')) } : t,
  );
}
