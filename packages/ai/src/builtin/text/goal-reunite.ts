import type { Language } from '@bookloom/core';
import { lessonIn } from '../idea/lessons';
import type { ReuniteGoal } from '../idea/read-goal-reunite';
import type { IdeaFacts } from '../idea/read-idea';
import { frJoin, type Place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import {
  REUNITE_ENDINGS,
  REUNITE_PROBLEMS,
  REUNITE_SIGNS,
  REUNITE_TURNS,
  REUNITE_WAYS,
} from './goal-reunite-words';
import { grownUpSaid } from './grown-up-said';

/** What the hero calls the relative: “Mum”, « Maman », “Grandpa”, « Papi ». */
const CALLS: Record<string, { en: string; fr: string }> = {
  mother: { en: 'Mum', fr: 'Maman' },
  father: { en: 'Dad', fr: 'Papa' },
  grandmother: { en: 'Grandma', fr: 'Mamie' },
  grandfather: { en: 'Grandpa', fr: 'Papi' },
  sister: { en: 'Sis', fr: 'Sœurette' },
  brother: { en: 'Big Brother', fr: 'Grand frère' },
  aunt: { en: 'Auntie', fr: 'Tata' },
  uncle: { en: 'Uncle', fr: 'Tonton' },
};

/** Where a walk goes, best first: a park, a path, a meadow, a wood — before any other open-air stop. */
const WALKS = [
  'park',
  'path',
  'lane',
  'trail',
  'meadow',
  'field',
  'wood',
  'forest',
  'pond',
  'playground',
  'garden',
];
/** Words of hands and arms, a scarf or a glove: not said of a dolphin and its mum under the sea. */
const HANDS = /\bhands?\b|\barms\b|scarf|glove/i;
const walkedIn = (places: Place[]) =>
  WALKS.map((w) => places.find((p) => new RegExp(`\\b${w}s?\\b`, 'i').test(p.en))).find(Boolean);

/**
 * Finding a relative again ("Max looks for his mum", « Lucie cherche sa maman »): separated on the
 * problem page, brave ways and signs on the way, the relative found at the turn — drawn there, at
 * the hero's side, and on the last page — then home together. The relative is drawn as a grown-up
 * of the hero's own kind (a penguin's mum is a penguin) or as the family figure for a child.
 */
export function reuniteArc(goal: ReuniteGoal, facts: IdeaFacts, places: Place[], home?: Place): GoalArc {
  const rel = goal.relative;
  // The relative's own face: beside an animal hero the pictures draw it as the hero's kind, grown
  // (pictures/kin-figure.ts) — as the hero's icon it was drawn the baby elephant's size, as a sibling.
  const icon = rel.icon;
  const besideFriend = facts.companions.length > 0;
  const call = CALLS[rel.id] ?? { en: rel.en, fr: rel.fr };
  // Separated in one place, found again in another: the last spot of the setting.
  const arrival = places.length > 2 ? places.at(-1) : undefined;
  // Lost out on a walk, not "right there in a little house": Mum is not at home while she is looked for.
  const walk = !home || /\bhouse\b/i.test(home.en);
  // Lost on that walk: drawn where the walk went (the park, a path), not in the house (new-user review).
  const out = places.filter((p) => p !== arrival && p.family !== 'indoor');
  const parted = walk ? (walkedIn(out) ?? out[0]) : undefined;
  const slots = (lang: Language) => {
    const name = facts.heroName ?? '';
    const fr = lang === 'fr';
    // "Max’s mum", « la maman de Max »; without a name, the call itself.
    const relB = name
      ? fr
        ? `${rel.f ? 'la' : 'le'} ${rel.fr} ${frJoin('de', name)}`
        : `${name}’s ${rel.en}`
      : call[lang];
    return {
      Rel: call[lang],
      relB,
      myRel: fr ? `${rel.f ? 'ma' : 'mon'} ${rel.fr}` : `my ${rel.en}`,
      ilR: rel.f ? 'elle' : 'il',
      outAt: walk
        ? `${fr ? 'pendant la promenade' : 'out on their walk'}${parted ? ` ${parted.at[lang]}` : ''}`
        : home.at[lang],
      eR: fr && rel.f ? 'e' : '',
      ...(facts.lessonNamed ? {} : { lesson: (lessonIn('listening') ?? facts.lesson)[lang] }),
    };
  };
  // Under the sea ("A dolphin who lost his pod") nobody holds a hand, runs into arms or drops a scarf.
  const sea = home?.family === 'sea' || (places.length > 0 && places.every((p) => p.family === 'sea'));
  const finned = <T extends { en: string }>(pool: T[]) =>
    sea ? pool.filter((t) => !HANDS.test(t.en)) : pool;
  return {
    problems: finned(REUNITE_PROBLEMS),
    turns: finned(REUNITE_TURNS),
    endings: finned(REUNITE_ENDINGS),
    episodes: { search: REUNITE_WAYS, clue: finned(REUNITE_SIGNS) },
    ...(arrival ? { arrival } : {}),
    ...(parted ? { parted } : {}),
    places: arrival ? places.filter((p) => p !== arrival) : places,
    slots,
    turnAction: `runs into the arms of ${call.en}, laughing and crying at once`,
    // Found at the turn and home together: at the hero's side on the last two pages.
    drawn: (beat, lang) =>
      beat === 'turn' || beat === 'ending'
        ? {
            subjects: besideFriend ? [icon] : [],
            ...(besideFriend ? {} : { companion: icon }),
            said: [grownUpSaid(slots(lang).relB, rel.id, facts.heroKind, lang)],
            found: true as const,
            kin: true as const,
          }
        : undefined,
  };
}
