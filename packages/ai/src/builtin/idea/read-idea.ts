import type { Language } from '@bookloom/core';
import {
  friendCue,
  isFriendWord,
  isObjectOfVerb,
  isOwned,
  isSought,
  isThreat,
  namesAcross,
  soughtWord,
} from './cast-roles';
import { isCostume } from './costume';
import { goalNoun } from './goal-object';
import { heroPair } from './hero-pair';
import { isVehicle } from './kind-variants';
import { KINDS, type Kind } from './kinds';
import { DEFAULT_LESSON, type Lesson, lessonIn } from './lessons';
import { COLOUR_WORDS, colourNear, type ObjectColour } from './object-colour';
import { OBJECTS } from './objects';
import { type IdeaGoal, readGoal } from './read-goal';
import { readTask } from './read-goal-task';
import { APPOSITION, isFamilyWord, isMetName, namedAfterTitle, names, namesAsNouns } from './read-names';
import { asSaid } from './said-object';
import { SETTINGS, type Setting } from './settings';
import { type IdeaWeather, type TimeOfDay, timeIn, weatherIn } from './sky-in-idea';
import { type Token, tokenize } from './tokens';
import { vehicleHero } from './vehicle-hero';
import { formsOf, type Word } from './words';

export type { IdeaWeather, TimeOfDay } from './sky-in-idea';
export type Friend = { kind: Kind; name?: string };
export type KeyObject = {
  word: Word;
  colour?: ObjectColour;
  /** No icon of its own: drawn as a neutral parcel (the alt text says so). */
  parcel?: boolean;
};

/** What the idea says: every field the description names, nothing pasted. */
export type IdeaFacts = {
  heroName?: string;
  heroKind?: Kind;
  companions: Friend[];
  /** Other characters the idea names (met on the way). */
  others: Kind[];
  /** Kinds the hero faces ("saves the city from a giant robot"): never met as a friendly helper. */
  threats?: Kind[];
  /** The names the idea gives them ("an owl named Hoot"): kind id → name. */
  otherNames?: Record<string, string>;
  setting?: Setting;
  time?: TimeOfDay;
  /** Rain, storm, snow or fog the idea names. */
  weather?: IdeaWeather;
  object?: KeyObject;
  /** The object is lost (else it is searched for or wanted). */
  lost: boolean;
  lesson: Lesson;
  lessonNamed: boolean;
  /** What the story is about when it is not a quest for the key object (read-goal.ts). */
  goal?: IdeaGoal;
};

const LOST = /^(lost|loses|missing|perd\w*|disparu\w*|égar\w*)$/;
type Hit<T> = { at: number; len: number; item: T };

const CUES = new Set([
  'his',
  'her',
  'their',
  'my',
  'our',
  'with',
  'son',
  'sa',
  'ses',
  'leur',
  'leurs',
  'mon',
  'ma',
  'avec',
]);
const DETERMINERS = new Set(
  'a an the his her their my our un une le la les des sa son ses mon ma leur'.split(' '),
);

/** Finds lexicon words (longest form first) in the token stream. */
function find<T extends Word>(tokens: Token[], words: readonly T[]): Hit<T>[] {
  // Split on hyphens too: fr-compromise cuts "cerf-volant" and « grand-père » into two words
  // (compromise keeps "T-rex" whole, so the unsplit form is tried as well).
  const forms = words.flatMap((item) =>
    formsOf(item).flatMap((f) => [f.split(/[\s-]+/), f.split(/\s+/)].map((parts) => ({ f: parts, item }))),
  );
  forms.sort((a, b) => b.f.length - a.f.length);
  const hits: Hit<T>[] = [];
  const taken = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    if (taken.has(i)) continue;
    const m = forms.find(({ f }) => f.every((part, j) => tokens[i + j]?.norm === part));
    if (!m) continue;
    // A one-word adjective reading ("rose" dress, "star" as a verb) is not the thing itself.
    const t = tokens[i];
    const det = DETERMINERS.has(tokens[i - 1]?.norm ?? '') || COLOUR_WORDS.has(tokens[i - 1]?.norm ?? '');
    if (m.f.length === 1 && !det && (t.tags.has('Adjective') || t.tags.has('Verb'))) continue;
    // A capital mid-sentence is a name ("his dog Biscuit"), not the thing.
    // ("Rex the T-rex": a hyphenated capital is the kind's own spelling.)
    // (« avec Papi », "with Grandpa": a family word is the relative, capital or not.)
    if (!t.start && /^\p{Lu}/u.test(t.text) && i > 0 && !t.text.includes('-') && !isFamilyWord(t.norm))
      continue;
    hits.push({ at: i, len: m.f.length, item: m.item });
    for (let j = 0; j < m.f.length; j++) taken.add(i + j);
  }
  return hits;
}

/** Reads the idea (title and description) in the book's language. */
export function readIdea(title: string, description: string, lang: Language): IdeaFacts {
  const raw = tokenize(description, lang);
  // "Wild Tigers of India": in a title-cased idea a capital says nothing about names.
  const long = raw.filter((t) => t.text.length > 3);
  const titleCased =
    long.length >= 2 && long.filter((t) => /^\p{Lu}/u.test(t.text)).length >= long.length * 0.6;
  // ("Princess Rose and the Dragon": a capital after a title is still a name.)
  const tokens = namesAsNouns(
    titleCased ? raw.map((t, i) => (namedAfterTitle(raw, i) ? t : { ...t, text: t.norm })) : raw,
  );
  const named = names(tokens);
  const nameAt = new Set(named.map((n) => n.at));
  // A name is not a thing: "Rose the princess" has no flower.
  const objects = find(tokens, OBJECTS).filter((h) => !nameAt.has(h.at));
  // A longer object name wins over a kind inside it: "cerf-volant" is a kite, not a deer.
  const inside = (h: Hit<Kind>) => objects.some((o) => o.len > h.len && h.at >= o.at && h.at < o.at + o.len);
  const all = find(tokens, KINDS).filter((h) => !inside(h));
  // A vehicle is a character only as the hero ("a little fire truck named Ruby"): "takes the bus" is a thing.
  const vehicle = vehicleHero(tokens, all, named);
  // "Two siblings", « Deux sœurs, Léa et Zoé », « Léa et Zoé »: two heroes side by side (hero-pair.ts).
  const pair = heroPair(tokens, named, description);
  const found = all.filter(
    (h) =>
      (!isVehicle(h.item) || h === vehicle) &&
      !(pair?.siblings && /^(brother|sister)$/.test(h.item.id)) &&
      !isCostume(tokens, h.at),
  );
  // « Tom cherche son chat »: the cat is the thing to find, not a companion (cast-roles.ts).
  const sought = found.find((h) => isSought(tokens, h.at, lang));
  const journey = readGoal(tokens, lang, description);
  // "finds a lost puppy … its mother": the being helped and its family are neither the hero nor a
  // friend nor met on the way; the helped being goes along from the problem page (read-goal-help.ts).
  const helped = (h: Hit<Kind>) =>
    (journey?.kind === 'help' &&
      (h.at === journey.at ||
        h.at === journey.familyAt ||
        (h.item.id === journey.being.id && h.at > journey.at))) ||
    // "befriends an owl", "looks for his mum": the friend made and the relative found are the goal's.
    ((journey?.kind === 'befriend' || journey?.kind === 'reunite') && h.at === journey.at);
  const kinds = found.filter((h) => h.item.id !== sought?.item.id && !helped(h));
  // "his friend Coral the turtle", « son ami Pipo le hibou »: the friend word sits between the cue and the kind.
  const cue = (at: number) =>
    isFriendWord(tokens[at]) ? friendCue(tokens, at) : CUES.has(tokens[at]?.norm ?? '');
  // « attendent le Père Noël », "wait for Santa": a name waited for or met is not the hero.
  const heroName = named.find((n) => !isMetName(tokens, n.at));
  // "Mia and Hoot the owl": a named kind right after "X and" walks with the hero from page 1.
  const paired = (h: Hit<Kind>) =>
    Boolean(heroName) &&
    /^(and|et)$/.test(tokens[(heroName?.at ?? 0) + 1]?.norm ?? '') &&
    named.some((x) => x.at === (heroName?.at ?? 0) + 2 && x.name === nameAfter(h));
  const cued = (h: Hit<Kind>) => ([1, 2, 3].some((d) => cue(h.at - d)) && h.at > 0) || paired(h);
  // "an owl named Hoot", "a dog Max": the name right after the kind.
  const nameAfter = (h: Hit<Kind>) =>
    named.find(
      (x) =>
        x !== heroName &&
        (x.at === h.at + h.len || (x.at === h.at + h.len + 1 && namesAcross(tokens[h.at + h.len]))),
    )?.name ??
    // "Coral the turtle": the name, an article, then the kind.
    (APPOSITION.has(tokens[h.at - 1]?.norm ?? '')
      ? named.find((x) => x !== heroName && x.at === h.at - 2)?.name
      : undefined);
  // The hero's kind: next to the name ("Max the tiger", "a tiger named Raja"), else the first un-cued kind.
  // ("Mia and Hoot the owl": the owl is Hoot, not Mia.)
  // "Sam finds a lost puppy": the kind a verb acts on is met, it is not the hero's own.
  const free = (h: Hit<Kind>) => !cued(h) && !isObjectOfVerb(tokens, h.at);
  const near = heroName && kinds.find((h) => free(h) && Math.abs(h.at - heroName.at) <= 4 && !nameAfter(h));
  // "Learn about the weather with Pip the penguin": the kind in apposition to the hero's name is the hero's own.
  const apposed =
    heroName &&
    APPOSITION.has(tokens[heroName.at + 1]?.norm ?? '') &&
    kinds.find((h) => h.at === heroName.at + 2);
  const heroHit = vehicle ?? (near || apposed || (heroName ? undefined : kinds.find(free)));
  const friendHits = kinds.filter((h) => h !== heroHit && cued(h) && h.item.id !== heroHit?.item.id);
  // "his grandfather … his grandfather tells him": one companion however often it is named.
  const once = friendHits.filter((h, i) => friendHits.findIndex((x) => x.item.id === h.item.id) === i);
  const companions: Friend[] = [
    ...(pair ? [pair.friend] : []),
    ...once.slice(0, 2).map((h) => {
      const n = nameAfter(h);
      return { kind: h.item, ...(n ? { name: n } : {}) };
    }),
  ].slice(0, 2);
  const used = new Set([heroHit?.item.id, ...companions.map((c) => c.kind.id)]);
  // "saves the city from a giant robot": the threat is never a friendly helper met on the way.
  const threats = kinds.filter((h) => isThreat(tokens, h.at)).map((h) => h.item);
  const others = [
    ...new Map(
      kinds.filter((h) => !used.has(h.item.id) && !isThreat(tokens, h.at)).map((h) => [h.item.id, h.item]),
    ).values(),
  ];
  const otherNames: Record<string, string> = {};
  for (const h of kinds.filter((x) => !used.has(x.item.id))) {
    const n = nameAfter(h);
    if (n && !otherNames[h.item.id] && !companions.some((c) => c.name === n)) otherNames[h.item.id] = n;
  }
  const settings = find(tokens, SETTINGS);
  // "walks to the old lighthouse": the way there runs through the lighthouse's own setting (the shore).
  const setting =
    settings[0]?.item ??
    (journey?.kind === 'reach' && !journey.destination.whole ? journey.destination.setting : undefined) ??
    // "saves a turtle caught in a net": found on the beach (read-goal-help.ts).
    (journey?.kind === 'help' ? journey.setting : undefined) ??
    // « la rentrée en maternelle »: a first day happens at school (read-goal-first-day.ts).
    (journey?.kind === 'befriend' && journey.school ? SETTINGS.find((s) => s.id === 'school') : undefined);
  const covered = new Set(
    // Every kind the idea names, met, helped or sought: a character is never a stock object.
    [...found, ...settings].flatMap((h) => Array.from({ length: h.len }, (_, k) => h.at + k)),
  );
  // The key object is the thing the goal names ("looks for a lost spoon"), known to the lexicon or not.
  const goal = goalNoun(
    tokens,
    lang,
    (at) =>
      covered.has(at) || nameAt.has(at) || Boolean(timeIn(tokens[at].norm) || weatherIn(tokens[at].norm)),
  );
  const known = goal && objects.find((o) => o.at < goal.at + goal.len && goal.at < o.at + o.len);
  const objectHit = known ?? (goal ? undefined : objects.find((h) => !used.has(h.item.id)));
  const keyObject: KeyObject | undefined = sought
    ? { word: soughtWord(sought.item, tokens, sought.at, sought.len, lang) }
    : objectHit
      ? {
          // The user's own noun ("sailboat", « voilier ») where it can be drawn, not the lexicon's "boat".
          word: asSaid(objectHit.item, tokens, objectHit.at, objectHit.len, lang),
          colour: colourNear(tokens, objectHit.at, objectHit.len, lang),
        }
      : goal && {
          word: goal.word,
          colour: colourNear(tokens, goal.at, goal.len, lang),
          ...(goal.parcel ? { parcel: true } : {}),
        };
  // "wakes up the farm animals for the big fair": a deed the idea names, when nothing else is the story.
  const task = journey || goal || sought ? undefined : readTask(description, lang);
  const text = `${title} ${description}`;
  const lesson = lessonIn(description);
  return {
    heroName: heroName?.name,
    heroKind: pair?.hero ?? heroHit?.item,
    companions,
    others: others.slice(0, 3),
    ...(threats.length ? { threats } : {}),
    ...(Object.keys(otherNames).length ? { otherNames } : {}),
    setting,
    time: timeIn(text),
    weather: weatherIn(text),
    // « aide un hérisson perdu »: the being helped is no object to find, nor one the pictures avoid.
    // "looks for his mum": a relative is found again, never an object (read-goal-reunite.ts).
    object:
      journey?.kind === 'reunite' ||
      (journey?.kind === 'help' &&
        (keyObject?.word.id === journey.being.id || keyObject?.word.id.startsWith('noun:')))
        ? undefined
        : keyObject,
    // "finds a lost puppy": a lost animal met on the way is not a lost key object.
    // « Tom cherche son chat »: the hero's own animal sought is lost, not "hidden somewhere".
    lost:
      Boolean(sought && isOwned(tokens, sought.at)) ||
      tokens.some(
        (t, i) =>
          LOST.test(t.norm) &&
          !found.some(
            (h) => h.item !== sought?.item && (h.at === i + 1 || (lang === 'fr' && h.at === i - 1)),
          ),
      ),
    lesson: lesson ?? DEFAULT_LESSON,
    lessonNamed: Boolean(lesson),
    // "goes to the beach to look for a shell" is a quest: the search outranks the journey.
    // "helps a lost puppy find its mother": the help outranks a search for its family.
    ...(journey && (!goal || journey.kind !== 'reach') ? { goal: journey } : {}),
    ...(task ? { goal: task } : {}),
  };
}
