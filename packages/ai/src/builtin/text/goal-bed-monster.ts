import type { Language } from '@bookloom/core';
import type { GoalArc } from './goal-arc';
import {
  BED_MONSTER_BUMPS,
  BED_MONSTER_ENDINGS,
  BED_MONSTER_OPENINGS,
  BED_MONSTER_PROBLEMS,
  BED_MONSTER_SIGNS,
  BED_MONSTER_TRIES,
  BED_MONSTER_TURNS,
} from './goal-bed-monster-words';
import { BEDROOM_SPOTS } from './sleep-spots';

const LESSON = {
  en: 'what seems scary in the dark can turn out to be a friend',
  fr: 'ce qui fait peur dans le noir peut devenir un ami',
};
const [BED] = BEDROOM_SPOTS;

/** What a page's words show besides the hero, by the words (the monster only once it is seen). */
const SEEN: [RegExp, string, { en: string; fr: string }][] = [
  [/torch|lampe de poche/, 'flashlight', { en: 'a torch', fr: 'une lampe de poche' }],
  [/Dad|Papa/, 'man', { en: 'Dad', fr: 'Papa' }],
  [/teddies|nounours/, 'teddy-bear', { en: 'teddies', fr: 'des nounours' }],
  [/teddy/, 'teddy-bear', { en: 'a teddy', fr: 'un nounours' }],
  [/sign|pancarte/, 'no-entry', { en: 'a sign', fr: 'une pancarte' }],
  [/song|chanta/, 'musical-notes', { en: 'music notes', fr: 'des notes de musique' }],
  [/wardrobe|armoire/, 'door', { en: 'a door', fr: 'une porte' }],
  [/\bcat\b|chat\b/, 'cat', { en: 'the cat', fr: 'le chat' }],
  [/socks?\b|chaussette/, 'socks', { en: 'a sock', fr: 'une chaussette' }],
  [/drawing|dessin/, 'framed-picture', { en: 'a drawing', fr: 'un dessin' }],
  [/lullaby|berceuse/, 'musical-notes', { en: 'music notes', fr: 'des notes de musique' }],
  [/biscuit/, 'cookie', { en: 'a biscuit', fr: 'un biscuit' }],
];

/**
 * The monster under the bed (idea/read-goal-bed-monster.ts), a night in the bedroom: the noise, the
 * tries to be rid of it, the bumps that giggle, the signs that it is kind, and at the turn, in a
 * storm, its paw holding the hero's hand; the two friends share a story every night after.
 */
export function bedMonsterArc(bedtime: boolean): GoalArc {
  return {
    openings: BED_MONSTER_OPENINGS,
    problems: BED_MONSTER_PROBLEMS,
    turns: BED_MONSTER_TURNS,
    endings: BED_MONSTER_ENDINGS,
    episodes: {
      search: BED_MONSTER_TRIES,
      obstacle: BED_MONSTER_BUMPS,
      clue: BED_MONSTER_SIGNS,
      pause: [],
      meet: [],
    },
    // Afraid and trying first, then the signs that it is kind.
    phases: [['search', 'obstacle'], ['clue']],
    inOrder: true,
    night: true,
    ...(bedtime ? { evening: true as const } : {}),
    arrival: BED,
    places: BEDROOM_SPOTS.slice(1),
    homeDrawn: BED,
    bed: BED,
    slots: (lang: Language): Record<string, string> => ({ lesson: LESSON[lang] }),
    turnAction: 'holds the furry paw of the kind monster from under the bed during a storm',
    drawn: (beat, lang, _kind, text = '') => {
      if (beat === 'turn' || beat === 'ending')
        return {
          subjects: ['monster'],
          said: [lang === 'en' ? 'a kind monster' : 'un gentil monstre'],
          found: true,
        };
      const seen = SEEN.find(([re]) => re.test(text));
      return seen ? { subjects: [seen[1]], said: [seen[2][lang]], found: true } : undefined;
    },
  };
}
