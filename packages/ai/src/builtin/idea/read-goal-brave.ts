import type { Language } from '@bookloom/core';
import { type CountThing, readCount } from './read-goal-count';
import { readPotions } from './read-goal-potions';
import { skillSaid } from './skill-said';

/**
 * Stories about a feeling to overcome or a skill to learn ("Mia is afraid of the dark", "A little
 * bear can't fall asleep", « Flamme a peur du feu », "Ava learns to ride her bike", « Nina apprend
 * à nager »): the fear or the skill in the user's own words, and a thing to draw for it when the
 * picture set has one. Read from the description's phrases: the words after "afraid of", « a peur
 * de », "learns to", « apprend à » up to the end of the clause.
 */
export type BraveGoal = {
  kind: 'brave';
  /** "afraid of" / "nervous about": the idea's own feeling words (English). */
  feeling: string;
  /** What is feared: "the dark" / « le noir », and « du noir » after « peur ». */
  fear: { en: string; fr: string; deFr: string };
  /** Cannot fall asleep: a bedtime arc (trying to sleep, falling asleep at the turn). */
  sleep: boolean;
  /** Cannot sleep and counts the stars (the sheep, the raindrops): the counting is the night's story. */
  count?: CountThing;
  /** Counts to fall asleep, not sleepless ("counts the stars before sleep"): one more a page, calmly. */
  calm?: true;
  thing?: GoalThing;
  /** A night of thunder at home ("Noah and the big thunderstorm", "afraid of thunder"): read-goal-storm.ts. */
  storm?: true;
};
export type LearnGoal = {
  kind: 'learn';
  /** "ride her bike" / « faire du vélo »: printed after "learn to" / « apprendre à ». */
  skill: { en: string; fr: string };
  thing?: GoalThing;
  /** Wished for, not yet tried ("A dog who wants to fly"): nobody else around is said to do it. */
  wished?: true;
  /** Potions or spells that go wrong ("A little witch whose spells always go wrong"): read-goal-potions.ts. */
  potions?: true;
};
/** A drawable thing the fear or skill names, with the alt text's words for it. */
export type GoalThing = {
  icon: string;
  en: string;
  fr: string;
  /** The setting a skill is practised in, when the idea names none (swimming at the lake). */
  where?: string;
};

// The end of a clause: punctuation or a joining word.
const END = String.raw`(?=\s*(?:[,.;:!?]|\band\b|\bbut\b|\bso\b|\bbecause\b|\bwith\b|\bet\b|\bmais\b|\bavec\b|\bcar\b|\bparce\b|$))`;
const FEAR_EN = new RegExp(
  String.raw`\b(afraid of|scared of|frightened of|fearful of|terrified of|nervous about|worried about)\s+(.{2,50}?)${END}`,
  'i',
);
const FEAR_FR = new RegExp(String.raw`\bpeur\s+(du|de la|de l['’]|des|de|d['’])\s*(.{2,50}?)${END}`, 'i');
const SLEEP =
  /\b(can['’]?t|cannot|could not|couldn['’]t|won['’]t) (fall asleep|sleep|get to sleep)\b|\bn['’](?:arrive|arrivait|parvient) pas à (?:s['’]endormir|dormir)|\b(insomnia|trouble sleeping)\b/i;
// Counting "before sleep", "to fall asleep", « avant de dormir », « pour s’endormir », at bedtime.
const TO_SLEEP =
  /\b(?:before|until|till|to|at)\s+(?:sleep|bed|bedtime|fall(?:ing)?\s+asleep|go(?:ing)?\s+to\s+(?:sleep|bed))\b|\bfalls?\s+asleep\b|\b(?:avant\s+de|pour|jusqu['’]à)\s+(?:dormir|s['’]endormir|se\s+coucher)\b|\bau\s+(?:lit|coucher)\b|\bs['’]endort\b/i;
const SHEEP = /\bcount(?:s|ing|ed)?\s+(?:the\s+)?sheep\b|\bcompt\w*\s+les\s+moutons\b/i;
// A skill ends before where it is practised: "ride her bike | in the park", « nager | à la plage ».
const WHERE = String.raw`(?=\s+(?:in|at|on|by|near|à|au|aux|dans|sur|près)\s)`;
const LEARN_EN = new RegExp(
  String.raw`\blearn(?:s|ing|ed)?\s+(?:how\s+)?to\s+(.{2,40}?)(?:${WHERE}|${END})`,
  'i',
);
const LEARN_FR = new RegExp(String.raw`\bappren(?:d|nent|dre|ait)\s+à\s+(.{2,40}?)(?:${WHERE}|${END})`, 'i');
// "A dog who wants to fly", « rêve de voler », « une licorne qui ne sait pas voler »: a skill wished
// for or not yet had is learnt like one (was a kite hunt); "can’t fly yet", « ne sait pas encore
// voler » too (was a task "to fly yet").
// Only the verb alone: "wants to fly a kite" flies a kite.
// "A dragon who cannot breathe fire", « ne sait pas cracher du feu » wrote a generic day's plan "to
// breathe fire": learnt like flying, with the fire drawn.
// "The octopus who wanted to paint" hunted the ocean's stock pearl: painting and drawing are learnt too.
const WISHED = String.raw`(fly|flying|swim|swimming|dance|dancing|sing|singing|skate|skating|ski|skiing|whistle|whistling|breathe\s+fire|breathing\s+fire|roar|roaring|paint|painting|draw|drawing)`;
const WANT_EN = new RegExp(
  String.raw`\b(?:wants?|wanted|wishes|wished|dreams?\s+of|dreamt\s+of|longs?|would\s+love|can['’]?t|cannot|could\s+not|couldn['’]t|(?:is\s+not\s+|isn['’]t\s+|is\s+un)able\s+to|(?:does\s+not|doesn['’]t)\s+know\s+how)\s+(?:to\s+)?${WISHED}(?:${WHERE}|${END}|\s+(?:like|too|again|high|yet)\b)`,
  'i',
);
const WANT_FR = new RegExp(
  String.raw`\b(?:veut|voulait|voudrait|rêve\s+de|rêvait\s+de|aimerait|souhaite|ne\s+sait\s+pas|ne\s+savait\s+pas|ne\s+peut\s+pas|n['’]arrive\s+pas\s+à)(?:\s+encore)?\s+(voler|nager|danser|chanter|patiner|skier|siffler|cracher\s+du\s+feu|cracher\s+des\s+flammes|rugir|peindre|dessiner)(?:${WHERE}|${END}|\s+(?:comme|aussi|haut)\b)`,
  'i',
);
// "A girl who loves to dance", « qui adore danser »: a story about dancing, the dance arc's (was a kite
// hunt on Maple Lane). Only dancing: a bird that loves to fly or a fish that loves to swim has nothing to learn.
const LOVES_DANCE_EN = /\b(?:loves?|loved|adores?|adored)\s+(?:to\s+dance|dancing)\b/i;
const LOVES_DANCE_FR =
  /(?<!\p{L})(?:aime|aimait|adore|adorait)(?: tant| tellement| beaucoup)? danser(?!\p{L})/iu;
const BASE: Record<string, string> = {
  flying: 'fly',
  swimming: 'swim',
  dancing: 'dance',
  singing: 'sing',
  painting: 'paint',
  drawing: 'draw',
  skating: 'skate',
  skiing: 'ski',
  whistling: 'whistle',
  'breathing fire': 'breathe fire',
  roaring: 'roar',
};
// "has swimming lessons", « prend des leçons de natation », « va au cours de natation »: learning to swim.
const SWIM_LESSONS = /\bswimming (?:lessons?|class(?:es)?)\b|\b(?:leçons?|cours) de natation\b/i;
const swimLearnt = (): LearnGoal => ({
  kind: 'learn',
  skill: { en: 'swim', fr: 'nager' },
  ...withThing('swim'),
});
// "learns to be brave", « apprend à être courageux »: a lesson, not a skill to practise.
const LESSON_SKILL = /^(be|being|share|sharing|say sorry|être|partager|dire pardon)\b/i;

/** What the picture set can draw for a fear or a skill, by the words that name it. */
const THINGS: [RegExp, GoalThing][] = [
  [
    /\b(bike|bicycle|cycle|vélo|bicyclette)\b/i,
    { icon: 'bicycle', en: 'a bike', fr: 'un vélo', where: 'park' },
  ],
  [/\b(fire|flames?|feu|flammes?)\b/i, { icon: 'fire', en: 'a fire', fr: 'un feu' }],
  [/\b(read|reading|books?|lire|livres?)\b/i, { icon: 'open-book', en: 'a book', fr: 'un livre' }],
  [
    /\b(thunder|storms?|tonnerre|orages?)\b/i,
    { icon: 'cloud-with-lightning', en: 'a thundercloud', fr: 'un nuage d’orage' },
  ],
  // "La petite sirène qui avait peur des requins": the shark drawn where she faces it (was nothing).
  [/\b(sharks?|requins?)\b/i, { icon: 'shark', en: 'a shark', fr: 'un requin' }],
  [
    /\b(swim|swimming|water|sea|nager|eau|mer)\b/i,
    { icon: 'water-wave', en: 'a wave', fr: 'une vague', where: 'lake' },
  ],
  [
    /\b(skate|skating|patins?|patiner)\b/i,
    { icon: 'roller-skate', en: 'a roller skate', fr: 'un patin', where: 'park' },
  ],
  [/\b(kite|cerf-volant)\b/i, { icon: 'kite', en: 'a kite', fr: 'un cerf-volant', where: 'park' }],
  [/\b(ski|skiing|skier)\b/i, { icon: 'skis', en: 'skis', fr: 'des skis', where: 'snow' }],
  // "A little bird who cannot sing yet": music notes drawn on the pages that try (was nothing).
  [/\b(sing|singing|chanter)\b/i, { icon: 'musical-notes', en: 'music notes', fr: 'des notes de musique' }],
  // "The octopus who wanted to paint": the palette drawn on the pages that try.
  [
    /\b(paint|painting|draw|drawing|peindre|dessiner)\b/i,
    { icon: 'artist-palette', en: 'a paint palette', fr: 'une palette de peinture' },
  ],
  [/\b(violin|violon)\b/i, { icon: 'violin', en: 'a violin', fr: 'un violon' }],
  [/\b(guitar|guitare)\b/i, { icon: 'guitar', en: 'a guitar', fr: 'une guitare' }],
  [/\b(ghosts?|fantômes?)\b/i, { icon: 'ghost', en: 'a little ghost', fr: 'un petit fantôme' }],
  // "A brave knight who is afraid of spiders": the spider is drawn where the pages face it.
  [/\b(spiders?|araignées?)\b/i, { icon: 'spider', en: 'a little spider', fr: 'une petite araignée' }],
  [/\b(bees?|abeilles?)\b/i, { icon: 'honeybee', en: 'a bee', fr: 'une abeille' }],
  [/\b(dogs?|chiens?)\b/i, { icon: 'dog', en: 'a dog', fr: 'un chien' }],
  [/\b(snakes?|serpents?)\b/i, { icon: 'snake', en: 'a snake', fr: 'un serpent' }],
];
const thingIn = (s: string) => THINGS.find(([re]) => re.test(s))?.[1];

/** « du noir » → « le noir », « de la mer » → « la mer », « des chiens » → « les chiens ». */
function frBare(article: string, noun: string) {
  const a = article.toLowerCase().replace('’', "'");
  if (a === 'du') return `le ${noun}`;
  if (a === 'des') return `les ${noun}`;
  if (a === 'de la') return `la ${noun}`;
  if (a === "de l'") return `l’${noun}`;
  return noun;
}

/** The feeling or skill goal the idea names, if any (a fear before a skill: "learns to be brave" is one). */
export function readBrave(description: string, lang: Language): BraveGoal | LearnGoal | undefined {
  const text = description.replace(/\s+/g, ' ');
  // « rate toutes ses potions », "whose spells always go wrong": a potions arc (read-goal-potions.ts).
  const potions = readPotions(text);
  if (potions) return potions;
  const sleepless = SLEEP.test(text);
  // "A little fox counts the stars before sleep", « compte les étoiles pour s’endormir »: counted to sleep.
  // "Counting sheep", « compter les moutons »: the idiom is itself the way to sleep.
  const calm = !sleepless && (TO_SLEEP.test(text) || SHEEP.test(text)) ? readCount(text) : undefined;
  const sleep = sleepless || Boolean(calm);
  const counted = sleep ? readCount(text) : undefined;
  const count = counted ? { count: counted, ...(calm ? { calm: true as const } : {}) } : {};
  if (lang === 'en') {
    const m = text.match(FEAR_EN);
    if (m || sleep) {
      const fear = m?.[2].trim() ?? 'the night';
      return {
        kind: 'brave',
        feeling: m?.[1].toLowerCase() ?? 'afraid of',
        fear: { en: fear, fr: fear, deFr: fear },
        sleep,
        ...count,
        ...withThing(fear),
      };
    }
    if (SWIM_LESSONS.test(text)) return swimLearnt();
    const wish =
      text.match(WANT_EN)?.[1]?.toLowerCase().replace(/\s+/g, ' ') ??
      (LOVES_DANCE_EN.test(text) ? 'dance' : undefined);
    if (wish)
      return {
        kind: 'learn',
        skill: { en: BASE[wish] ?? wish, fr: BASE[wish] ?? wish },
        wished: true,
        ...firesThing(wish),
      };
    const l = text.match(LEARN_EN);
    if (l && !LESSON_SKILL.test(l[1]))
      return {
        kind: 'learn',
        skill: { en: skillSaid(l[1]), fr: l[1].trim() },
        ...withThing(l[1]),
      };
    return undefined;
  }
  const m = text.match(FEAR_FR);
  if (m || sleep) {
    const de = m ? `${m[1]}${/['’]$/.test(m[1]) ? '' : ' '}${m[2].trim()}`.replace("'", '’') : 'de la nuit';
    const bare = m ? frBare(m[1], m[2].trim()) : 'la nuit';
    return {
      kind: 'brave',
      feeling: 'afraid of',
      fear: { en: bare, fr: bare, deFr: de },
      sleep,
      ...count,
      ...withThing(bare),
    };
  }
  if (SWIM_LESSONS.test(text)) return swimLearnt();
  const wish =
    text.match(WANT_FR)?.[1]?.toLowerCase().replace(/\s+/g, ' ') ??
    (LOVES_DANCE_FR.test(text) ? 'danser' : undefined);
  if (wish) return { kind: 'learn', skill: { en: wish, fr: wish }, wished: true, ...firesThing(wish) };
  const l = text.match(LEARN_FR);
  if (l && !LESSON_SKILL.test(l[1]))
    return { kind: 'learn', skill: { en: l[1].trim(), fr: l[1].trim() }, ...withThing(l[1]) };
  return undefined;
}

// Only the fire and the song's notes are drawn for a wished skill: a wished swim stays where it was
// (not moved to the lake).
const firesThing = (wish: string) =>
  /\b(?:fire|feu|flammes|sing|chanter|paint|draw|peindre|dessiner)\b/.test(wish) ? withThing(wish) : {};

const withThing = (words: string) => {
  const thing = thingIn(words);
  return thing ? { thing } : {};
};

/** The fear is the dark itself ("afraid of the dark", « peur du noir »), not a dark tunnel. */
export const fearsTheDark = (fear: { en: string; fr: string }) =>
  /^(?:the )?(?:dark|darkness|night|nighttime)$|^(?:le noir|l[’']obscurité|la nuit)$/i.test(fear.en.trim()) ||
  /^(?:le noir|l[’']obscurité|la nuit)$/i.test(fear.fr.trim());
