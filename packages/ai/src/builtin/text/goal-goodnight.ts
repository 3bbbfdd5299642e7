import type { Language } from '@bookloom/core';
import type { GoodnightGoal } from '../idea/read-goal-goodnight';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import { goodnightBed, goodnightDen } from './goal-goodnight-den';
import { drivenTo, drives, roadside } from './goal-goodnight-drive';
import { goodnightPools } from './goal-goodnight-pools';
import { type GoodnightThing, ROUNDS, THINGS } from './goal-goodnight-things';
import { OWN_ROUND_ONLY, WILD_HOMES } from './goal-goodnight-wild';
import { BEDROOM_SPOTS } from './sleep-spots';
import { capitalise } from './story-context';

/** Where a child's round ends: in bed (the teddy waits there too). */
const BED = BEDROOM_SPOTS[0];
const GARDEN: Place = {
  en: 'the garden',
  fr: 'le jardin',
  at: { en: 'in the garden', fr: 'dans le jardin' },
  pic: 'the garden by the house',
  family: 'nature',
};
/** Farm things a long book elsewhere does not borrow (a garden's round has no cow). */
const FARM_ONLY = new Set(['cow', 'hens', 'pig', 'horse', 'sheep', 'goat', 'donkey', 'rooster', 'tractor']);
const SKY = { en: 'the moon and the stars', fr: 'la lune et les étoiles' };

/** A wild setting's own things only there (a garden has no deer, no tiger), and under the sea nothing else. */
function belongs(id: string, setting?: string): boolean {
  const home = WILD_HOMES[id];
  return home ? home.includes(setting ?? '') : !OWN_ROUND_ONLY.has(setting ?? '');
}

/** The round in order: the things the idea lists, then the setting's own (its animals, when it says so). */
export function goodnightRound(goal: GoodnightGoal, facts: IdeaFacts): GoodnightThing[] {
  const own = (ROUNDS[facts.setting?.id ?? ''] ?? ROUNDS.everyday).map((id) =>
    THINGS.find((x) => x.id === id),
  );
  const listed = goal.named.map((id) => THINGS.find((x) => x.id === id));
  // Then the rest, for a long book (no cow nor tractor in a garden); never the hero's own kind.
  const farm = facts.setting?.id === 'farm';
  const rest = THINGS.filter(
    (x) =>
      x.id !== 'teddy' &&
      x.id !== facts.heroKind?.id &&
      (farm || !FARM_ONLY.has(x.id)) &&
      belongs(x.id, facts.setting?.id),
  );
  const all = [...listed, ...own.filter((x) => x?.id !== facts.heroKind?.id), ...rest].filter(
    (x): x is GoodnightThing => Boolean(x),
  );
  const animals = goal.animals ? all.filter((x) => x.animal || listed.includes(x)) : all;
  return [...new Set(animals)];
}

/**
 * A goodnight round (idea/read-goal-goodnight.ts): bedtime comes at dusk, each middle page says
 * goodnight to one thing — named in the text, drawn on the page (its icon) and said in the alt —
 * the moon and the stars at the turn under the night sky, and the hero asleep in bed at the end.
 * Each middle page is its own stop (a leg of the tour, episode-places.ts), so the things come in
 * order, one a page; a book longer than the round goes round again, with other words.
 */
export function goodnightArc(
  goal: GoodnightGoal,
  facts: IdeaFacts,
  places: Place[],
  home: Place | undefined,
  pages: number,
): GoalArc {
  const things = goodnightRound(goal, facts);
  const den = goodnightDen(facts.heroKind, facts.setting?.id);
  const { bed, endings } = goodnightBed(den);
  const middle = Math.max(1, pages - 4);
  const spots = [...places, BED];
  const stops = new Map<Place, GoodnightThing>();
  // A vehicle says goodnight to a barn's animals from outside it.
  const drive = drives(facts.heroKind);
  for (let k = 0; k < middle; k++) {
    const thing = things[k % things.length];
    const again = Math.floor(k / things.length);
    // Out in the garden by the house, when the idea names no setting (not "in a little house on Maple Lane").
    const found = spots.find((p) => thing.where?.test(p.en));
    // A thing's own spot, where the setting has the one it would be drawn at (the pig's sty on a farm).
    const spot =
      (found && thing.own) ??
      found ??
      (drive ? roadside(places, k) : undefined) ??
      (facts.setting ? home : GARDEN) ??
      places[0] ??
      BED;
    stops.set(
      {
        // Its name is the stop's: a template keeps to a first meeting with `unlessPlace` (goal-goodnight-words.ts).
        en: again ? `${thing.en.the} again ${again}` : thing.en.the,
        fr: thing.fr.the,
        at: thing.at ?? (drive ? drivenTo(spot) : spot.at),
        pic: spot.pic ?? spot.en,
        family: spot.family,
        leg: k,
        meets: true,
      },
      thing,
    );
  }
  // A fish swims from one to the next, a tractor drives (goal-goodnight-pools.ts): neither tiptoes.
  return {
    ...goodnightPools(facts.heroKind),
    endings,
    arrival: home ?? places[0] ?? BED,
    places: [...stops.keys()],
    bed,
    evening: true,
    slots: (lang: Language, place?: Place): Record<string, string> => {
      if (den && place === bed) return { den: den.words[lang] };
      const thing = place && stops.get(place);
      if (!thing) return {};
      const fr = lang === 'fr';
      const said = thing[lang];
      return {
        theThing: said.the,
        TheThing: capitalise(said.the),
        hi: said.hi,
        Hi: capitalise(said.hi),
        doing: said.doing,
        toYou: fr ? (thing.pl ? 'à vous aussi' : 'à toi aussi') : 'to you',
        sleepWell: fr ? (thing.pl ? 'Dormez bien' : 'Dors bien') : 'Sleep tight',
        dreams: fr ? (thing.pl ? 'Faites de beaux rêves' : 'Fais de beaux rêves') : 'Sweet dreams',
      };
    },
    turnAction: 'looks up at the moon and waves goodnight',
    drawn: (beat, lang, _kind, _text, place) => {
      if (beat === 'turn') return { subjects: [], said: [SKY[lang]] };
      // An animal ends asleep in its own den, curled up there with its eyes shut (a vehicle is parked).
      if (beat === 'ending' && den && place === bed && !drive)
        return { subjects: [], said: [], asleep: true };
      const thing = place && stops.get(place);
      if (!thing) return undefined;
      // The teddy is at the hero's side (where a teddy the idea names is drawn on every page), not a second one.
      return thing.id === 'teddy'
        ? { subjects: [], companion: thing.icon, said: [thing[lang].the] }
        : { subjects: [thing.icon], said: [thing[lang].the] };
    },
  };
}
