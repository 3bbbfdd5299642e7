import { KINDS } from './kinds';
import { OBJECTS } from './objects';
import { formsOf, type Word } from './words';

/**
 * A birthday is its own small arc, not a search: "Mia's birthday party", « l'anniversaire de Léo »,
 * "Tom turns five" — getting ready (balloons, the cake, invitations), small mishaps, friends at the
 * door, candles and a wish at the turn (text/goal-party.ts). Before this the hero went looking for a
 * kite (issue 14). The age, when the idea says it, is the number of candles.
 */
/** The friend a party is for: « son amie » is a girl, « son ami » a boy; a name when the idea gives one. */
/** Who a party is for: a friend (named or not), or one of the family (`relative`: a relatives.ts id). */
export type PartyFriend = { f?: boolean; name?: string; relative?: string };

export type PartyGoal = {
  kind: 'party';
  age?: number;
  /** The present the hero wishes for ("wants a puppy for her birthday"), given at the end (text/goal-party.ts). */
  gift?: { word: Word; said: string };
  /** Someone else's party the hero gets ready: the friend it is for (read-goal-party-friend.ts). */
  forFriend?: PartyFriend;
  /** …and it is the friend's birthday. */
  friendBirthday?: true;
  /** The party said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};

const BIRTHDAY =
  /\bbirthday\b|\banniversaire\b|\bturns? (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b|\bfête ses \d+ ans\b/i;
const WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const FR_WORDS = ['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
const AGE =
  /\b(\d{1,2})(?:st|nd|rd|th)? birthday|\bturns? (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b|\b(\d{1,2}) ans\b|\b(fifth|sixth|seventh|eighth|ninth|tenth|third|fourth|second|first) birthday|\b(un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix) ans\b/i;
const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

function ageIn(text: string): number | undefined {
  const m = AGE.exec(text);
  if (!m) return undefined;
  const word = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '').toLowerCase();
  const n = /^\d+$/.test(word)
    ? Number(word)
    : [WORDS, ORDINALS, FR_WORDS].map((list) => list.indexOf(word) + 1).find((i) => i > 0);
  return n && n >= 1 && n <= 12 ? n : undefined;
}

/** Someone else's birthday ("bakes a cake for her mum's birthday"): the hero's deed stays the story. */
const THEIRS =
  /\b(?:mum|mom|mummy|mommy|mother|dad|daddy|father|grandma|granny|grandpa|grandad|grandmother|grandfather|sister|brother|friend|teacher|aunt|uncle|baby|[A-Z][a-z]+)['’]s (?:\w+ )?birthday|\banniversaire d(?:e|u|e la|e sa|e son|e ma|e mon|e leur)\s+(?:maman|papa|mamie|papi|grand-mère|grand-père|sœur|frère|ami|amie|copain|copine|maîtresse|tante|oncle|bébé)\b/i;

/** The hero's birthday the idea names, if any. */
export function readParty(description: string, heroName?: string): PartyGoal | undefined {
  if (!BIRTHDAY.test(description)) return undefined;
  const theirs = THEIRS.exec(description);
  // ("Mia's birthday party" is the hero's own: Mia is the hero.)
  if (theirs && !(heroName && theirs[0].startsWith(heroName))) return undefined;
  const age = ageIn(description);
  const gift = giftIn(description);
  return {
    kind: 'party',
    ...(age ? { age } : {}),
    ...(gift ? { gift } : {}),
    task: { en: 'get ready for the birthday party', fr: 'préparer la fête d’anniversaire' },
  };
}

// "wants a puppy for her birthday", « rêve d’un vélo pour son anniversaire »: the wished-for present.
const GIFT =
  /\b(?:wants?|wanted|wish(?:es|ed)? for|dreams? of|hopes? for|asks? for) (?:a|an) (?:little |new |big |real )?([a-z-]+) for (?:her|his|their) (?:\w+ )?birthday|(?:\b(?:veut|voulait|voudrait|espère|demande) |\brêve d[’'](?:avoir )?)(?:un|une) (?:petit |petite |nouveau |nouvel |nouvelle |vrai |vraie )?([\p{L}-]+) pour son anniversaire/iu;
const GIFTS: readonly Word[] = [...KINDS.filter((k) => !('person' in k)), ...OBJECTS];

/** The present the idea wishes for, as said ("puppy", drawn as a dog), when the lexicons know it. */
function giftIn(description: string): { word: Word; said: string } | undefined {
  const m = GIFT.exec(description);
  const said = (m?.[1] ?? m?.[2])?.toLowerCase();
  const word = said ? GIFTS.find((w) => w.icon && formsOf(w).includes(said)) : undefined;
  return word && said ? { word, said } : undefined;
}
