import type { Language } from '@bookloom/core';
import { isAnimalRole } from './astronaut-animal';
import { withoutBookFrame } from './book-frame';
import { isOwned, isSought, soughtWord } from './cast-roles';
import { isCostume } from './costume';
import { find, type Hit } from './find-words';
import { heroAsSaid } from './fr-feminine-kind';
import { goalNoun } from './goal-object';
import { heroPair } from './hero-pair';
import { isVehicle } from './kind-variants';
import { KINDS, type Kind } from './kinds';
import { DEFAULT_LESSON, type Lesson, lessonIn, namesLesson } from './lessons';
import { isFirstName } from './name-gender';
import { colourNear, type ObjectColour } from './object-colour';
import { OBJECTS } from './objects';
import { type Friend, readCast } from './read-cast';
import { type IdeaGoal, readGoal } from './read-goal';
import { readTask } from './read-goal-task';
import { namedAfterTitle, names, namesAsNouns } from './read-names';
import { girlByRole } from './role-girl';
import { asSaid } from './said-object';
import { caveUnderSea, seasideGoal, seasideSetting } from './seaside';
import { SETTINGS, type Setting } from './settings';
import { skyHeroLeads } from './sky-heroes';
import { type IdeaWeather, type TimeOfDay, timeIn, weatherIn } from './sky-in-idea';
import { isTitleCased } from './title-cased';
import { tokenize } from './tokens';
import { vehicleHero } from './vehicle-hero';
import { heroKindInName } from './vehicle-named';
import { voyageSetting } from './voyage';
import type { Word } from './words';

export type { Friend } from './read-cast';
export type { IdeaWeather, TimeOfDay } from './sky-in-idea';
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
  /** The colour the idea gives its hero ("the little red tractor", « une baleine bleue »): drawn in it. */
  heroColour?: ObjectColour;
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

const SANTA_NAME: Record<Language, string> = { en: 'Santa', fr: 'Père Noël' };
/** Santa heads the idea: its first word, or after an article (« Le père Noël… »). */
const santaLeads = (tokens: { norm: string }[], at: number) =>
  at === 0 || (at === 1 && /^(the|le|old|dear|cher|vieux)$/.test(tokens[0].norm));
const LOST = /^(lost|loses|missing|perd\w*|disparu\w*|égar\w*)$/;
/** Reads the idea (title and description) in the book's language. */
export function readIdea(title: string, idea: string, lang: Language): IdeaFacts {
  // "Christmas coloring book with Santa…": the book's kind is no part of the idea (book-frame.ts).
  const description = withoutBookFrame(idea, lang);
  const raw = tokenize(description, lang);
  const titleCased = isTitleCased(raw);
  // ("Princess Rose and the Dragon": a capital after a title is still a name, and so is a first name
  // that owns something: "Lily's First Christmas".)
  const tokens = namesAsNouns(
    titleCased
      ? raw.map((t, i) =>
          namedAfterTitle(raw, i) || (t.possessive && isFirstName(t.text)) ? t : { ...t, text: t.norm },
        )
      : raw,
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
      // Santa is a character only as the hero, at the head of the idea ("Santa loses his reindeer",
      // « Le père Noël a perdu son renne »); "wait for Santa" keeps him for the turn (read-goal-wait.ts).
      (h.item.id !== 'santa' || santaLeads(tokens, h.at)) &&
      skyHeroLeads(tokens, h.at, nameAt, h.item) &&
      !isCostume(tokens, h.at) &&
      // "An astronaut cat": the cat is the hero, astronaut is what it is (astronaut-animal.ts).
      !isAnimalRole(h, all),
  );
  // « Tom cherche son chat »: the cat is the thing to find, not a companion (cast-roles.ts).
  const sought = found.find((h) => isSought(tokens, h.at, lang));
  // « Zoé va à la mer »: a trip to the seaside goes to the beach, not under the sea (seaside.ts).
  const journey = seasideGoal(readGoal(tokens, lang, description), description);
  // "finds a lost puppy … its mother": the being helped and its family are neither the hero nor a
  // friend nor met on the way; the helped being goes along from the problem page (read-goal-help.ts).
  const helped = (h: Hit<Kind>) =>
    (journey?.kind === 'help' &&
      (h.at === journey.at ||
        h.at === journey.familyAt ||
        (h.item.id === journey.being.id && h.at > journey.at))) ||
    // "befriends an owl", "looks for his mum": the friend made and the relative found are the goal's.
    ((journey?.kind === 'befriend' || journey?.kind === 'reunite') && h.at === journey.at) ||
    // « sauve la ville d’un robot géant »: the threat is faced, never met as a friendly helper.
    (journey?.kind === 'defend' && h.item.id === journey.threat.id && h.at >= journey.at) ||
    // "saves a princess from a dragon": the princess is the one rescued, not met on the way.
    (journey?.kind === 'defend' && h.at === journey.victim?.at) ||
    // "The new baby sister": the baby is the one who comes home, not the hero (read-goal-sibling.ts).
    (journey?.kind === 'sibling' && (h.item.id === 'sister' || h.item.id === 'brother')) ||
    // "The boy who wanted a dog", "Our new puppy": the pet comes home in the story (read-goal-pet.ts).
    (journey?.kind === 'pet' && h.item.id === journey.animal) ||
    // "A kind monster under the bed": the child whose bed it is is the hero; the monster lives below.
    (journey?.kind === 'bed-monster' && h.item.id === 'monster');
  const kinds = found.filter((h) => h.item.id !== sought?.item.id && !helped(h));
  // "saves Princess Rose from the dragon": Rose is the one rescued, not the hero.
  const rescued = journey?.kind === 'defend' ? journey.victim : undefined;
  // "from Rex the wolf": Rex is the threat, not the hero.
  const threatName = journey?.kind === 'defend' ? journey.name : undefined;
  const { heroName, heroHit, companions, used, threats, others, otherNames } = readCast(
    tokens,
    (rescued?.name ? named.filter((n) => n.at <= rescued.at || n.name !== rescued.name) : named).filter(
      (n) => n.name !== threatName,
    ),
    kinds,
    pair,
    vehicle,
  );
  // "Robot Max", "Super Dog": the kind word in the name is what the hero is (kind-in-name.ts).
  const inName = heroKindInName(raw, tokens, named, vehicle, lang, !pair && !heroHit ? heroName : undefined);
  const settings = find(tokens, SETTINGS);
  // "walks to the old lighthouse": the way there runs through the lighthouse's own setting (the shore).
  // "Sam the pirate sails to a treasure island": from the harbour across the sea to the island (voyage.ts).
  const setting = voyageSetting(
    seasideSetting(caveUnderSea(settings[0]?.item, description), description) ??
      (journey?.kind === 'reach' && !journey.destination.whole ? journey.destination.setting : undefined) ??
      // "saves a turtle caught in a net": found on the beach (read-goal-help.ts).
      (journey?.kind === 'help' ? journey.setting : undefined) ??
      // "saves a puppy from the wolf": the wolf's forest (read-goal-defend.ts).
      (journey?.kind === 'defend' ? journey.lair : undefined) ??
      // « la rentrée en maternelle »: a first day happens at school (read-goal-first-day.ts).
      (journey?.kind === 'befriend' && journey.school ? SETTINGS.find((s) => s.id === 'school') : undefined),
    description,
  );
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
  // (A voyage is a treasure hunt, not « naviguer vers l’île » to be done.)
  const task =
    journey || goal || sought || setting?.id === 'voyage'
      ? undefined
      : readTask(description, lang, heroName?.name);
  const text = `${title} ${description}`;
  const lesson = lessonIn(description);
  const santa = (pair?.hero ?? heroHit?.item)?.id === 'santa';
  // "The little red tractor": the colour the idea gives its hero (not a pair's).
  const colour = inName?.colour ?? (!pair && heroHit && colourNear(tokens, heroHit.at, heroHit.len, lang));
  return {
    // Santa's own name, never a stock one (was « Voici Pim, un papa », "Meet Santa, a boy").
    heroName: inName?.name ?? heroName?.name ?? (santa ? SANTA_NAME[lang] : undefined),
    // « Une petite chatte » is said so (fr-feminine-kind.ts); « Une petite gymnaste… »: the role's
    // feminine noun says a girl (role-girl.ts).
    heroKind:
      pair?.hero ?? heroAsSaid(heroHit, tokens, lang) ?? inName?.kind ?? girlByRole(description, lang),
    ...(colour ? { heroColour: colour } : {}),
    companions,
    others: others.slice(0, 3),
    // The threat a defend goal faces is kept out of the cast above, and is a threat all the same.
    ...(threats.length || journey?.kind === 'defend'
      ? { threats: journey?.kind === 'defend' ? [...threats, journey.threat] : threats }
      : {}),
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
    // « cherche son arc-en-ciel », "looks for her kite": the hero's own thing sought is lost, not
    // "hidden somewhere" nor « un arc-en-ciel » dreamt of.
    lost:
      Boolean(sought && isOwned(tokens, sought.at)) ||
      Boolean(goal && keyObject && isOwned(tokens, goal.at)) ||
      tokens.some(
        (t, i) =>
          LOST.test(t.norm) &&
          !found.some(
            (h) => h.item !== sought?.item && (h.at === i + 1 || (lang === 'fr' && h.at === i - 1)),
          ),
      ),
    lesson: lesson ?? DEFAULT_LESSON,
    // "Afraid of the dark" gives a plain story its courage lesson, and an arc its own (lessons.ts).
    lessonNamed: namesLesson(description),
    // "goes to the beach to look for a shell" is a quest: the search outranks the journey.
    // "helps a lost puppy find its mother": the help outranks a search for its family.
    ...(journey && (!goal || journey.kind !== 'reach') ? { goal: journey } : {}),
    ...(task ? { goal: task } : {}),
  };
}
