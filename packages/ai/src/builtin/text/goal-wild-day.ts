import type { Language } from '@bookloom/core';
import type { RoamGoal } from '../idea/read-goal-roam';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, place } from '../idea/settings';
import { SETTING_FAMILY } from '../idea/settings-kit';
import type { GoalArc } from './goal-arc';
import { wildPage } from './goal-wild-day-page';
import { WILD_SPECIES } from './goal-wild-day-species';
import { capitalise } from './story-context';
import type { PlacedL } from './story-place-fit';

const b = (en: string, fr: string): PlacedL => ({ en, fr });

/** Any wild species' day, around its own facts: set off at dawn, feed and play, a danger, dusk. */
const MORNING = [
  b(
    '{atPlace}, {crew} set off together in the pale morning light.',
    '{atPlace}, {crew} se mit en route dans la pâle lumière du matin.',
  ),
  b(
    'The sun climbed higher. {Crew} moved on, the young ones close to the grown-ups.',
    'Le soleil monta dans le ciel. {Crew} avança, les petits tout près des grands.',
  ),
  b(
    '{atPlace}, {kinds} stopped to sniff the wind: it told them who had passed by in the night.',
    '{atPlace}, {kinds} s’arrêtèrent pour flairer le vent : il leur disait qui était passé pendant la nuit.',
  ),
];
const FEEDING = [
  b(
    '{atPlace}, {young} stayed close to their mothers and drank their milk.',
    '{atPlace}, {young} restaient près de leur mère pour boire son lait.',
  ),
  b(
    '{Young} chased each other round and round until they tumbled over in a heap.',
    '{Young} se poursuivaient en rond jusqu’à tomber les uns sur les autres.',
  ),
];
const DANGER = [
  b(
    '{atPlace}, the grown-ups lifted their heads and listened. Was something coming?',
    '{atPlace}, les adultes levèrent la tête et écoutèrent. Quelque chose approchait-il ?',
  ),
  b(
    '{Crew} kept together, the young ones in the middle where they were safest.',
    '{Crew} resta bien groupé, les petits au milieu, là où ils étaient le plus en sécurité.',
  ),
];
const DUSK = [
  b(
    '{atPlace}, {crew} rested as the sun went down, orange and gold.',
    '{atPlace}, {crew} se reposa pendant que le soleil se couchait, orange et or.',
  ),
  b(
    'The sky turned pink. {Young} yawned and snuggled against the grown-ups.',
    'Le ciel devint rose. {Young} bâillèrent et se blottirent contre les grands.',
  ),
];
const OPENINGS = [
  {
    en: 'Dawn broke over {land}. {Kinds} were waking up.',
    fr: 'Le jour se levait sur {land}. {Kinds} se réveillaient.',
  },
];
const PROBLEMS = [
  b(
    'This is a day in the life of {kinds}, in their real home: {land}.',
    'Voici une journée dans la vie des {kindsBare}, chez eux, pour de vrai : {land}.',
  ),
];
const TURNS = [
  b(
    '{atPlace}, the light was fading. {Crew} gathered, all together, not one missing.',
    '{atPlace}, la lumière baissait. {Crew} se rassembla, au complet, sans qu’il manque personne.',
  ),
];
const ENDINGS = [
  b(
    'Night fell over {land}. {Kinds} slept close together under the stars, until a new day. The end.',
    'La nuit tomba sur {land}. {Kinds} dormirent serrés les uns contre les autres sous les étoiles, jusqu’au jour suivant. Fin.',
  ),
];

/**
 * Wild animals in their own home, as a nature book (idea/wild-life.ts): dawn, the herd on the move,
 * feeding and the young at play, a danger or a storm, dusk and night, each part with a true thing a
 * child can learn. Several of them are drawn on every page, in the species' own places.
 */
export function wildDayArc(goal: RoamGoal, facts: IdeaFacts): GoalArc | undefined {
  const species = goal.wild ? WILD_SPECIES[goal.wild] : undefined;
  if (!species) return undefined;
  const family = SETTING_FAMILY[facts.setting?.id ?? ''] ?? 'nature';
  const own = inFamily(
    family,
    species.places.map(([en, fr]) => place(en, fr)),
  );
  // Tigers of the Himalayas: the idea's own land's places, not the jungle's.
  const setting = facts.setting;
  const away = setting && !species.places.some(([en]) => en.includes(setting.en));
  // Elephants crossing the river: the pages by the river, not out on the dry savanna.
  const byLand =
    setting && !own[0]?.pic?.includes(setting.en) ? own.filter((x) => x.pic?.includes(setting.en)) : [];
  const places = away ? setting.places : byLand.length > 1 ? byLand : own;
  const icon = facts.heroKind?.icon;
  const herd = icon ? [icon, icon] : [];
  const land = {
    en: facts.setting ? `the ${facts.setting.en}` : 'the wild',
    fr: facts.setting
      ? `${facts.setting.f ? 'la' : 'le'} ${facts.setting.fr}`.replace(/^l[ae] ([aeiouéè])/i, 'l’$1')
      : 'la nature',
  };
  return {
    openings: OPENINGS,
    problems: PROBLEMS,
    turns: TURNS,
    endings: ENDINGS,
    episodes: {
      search: [...species.morning, ...MORNING],
      clue: [...species.feeding, ...FEEDING],
      obstacle: [...species.danger, ...DANGER],
      pause: [...species.dusk, ...DUSK],
      meet: [],
    },
    phases: [['search'], ['clue'], ['obstacle'], ['pause']],
    inOrder: true,
    meetsFriend: true,
    places,
    homeDrawn: places[0],
    slots: (lang: Language) => ({
      crew: species.crew[lang],
      Crew: capitalise(species.crew[lang]),
      kinds: species.kinds[lang],
      Kinds: capitalise(species.kinds[lang]),
      kindsBare: species.kinds.fr.replace(/^les /, ''),
      young: species.young[lang],
      Young: capitalise(species.young[lang]),
      land: land[lang],
    }),
    turnAction: 'gathers with the whole herd as the light fades',
    drawn: (beat, lang, kind, text) => {
      const near = kind === 'clue' || kind === 'obstacle' ? species.neighbours.slice(0, 1) : [];
      return herd.length
        ? { subjects: [...herd, ...near], ...wildPage(goal.wild ?? '', species, beat, lang, kind, text) }
        : undefined;
    },
  };
}
