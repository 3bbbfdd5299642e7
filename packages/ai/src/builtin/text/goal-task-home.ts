import type { Language } from '@bookloom/core';
import { bakeSteps } from './goal-task-bake-steps';
import {
  BAKED_ENDINGS,
  BAKED_FINISH,
  BAKED_RECIPE,
  BAKED_TURNS,
  type Baked,
  bakedSlots,
} from './goal-task-baked';
import { BIRTHDAY_ENDINGS, type Party } from './goal-task-birthday';
import {
  BAKE_ENDINGS,
  BAKE_FINISH,
  BAKE_HELP,
  BAKE_OOPS,
  BAKE_OPENINGS,
  BAKE_PROBLEMS,
  BAKE_READY,
  BAKE_TURNS,
  PLANT_ENDINGS,
  PLANT_FINISH,
  PLANT_HELP,
  PLANT_OOPS,
  PLANT_PROBLEMS,
  PLANT_READY,
  PLANT_TURNS,
} from './goal-task-home-words';
import { BAKE_ARRIVAL, BAKE_HOME, BAKE_PLACES, PLANT_ARRIVAL, PLANT_PLACES } from './goal-task-places';
import { type Grown, PHASES, type TaskScript, who } from './goal-task-script-kit';
import type { Episode } from './story-episodes';

const BAKE_DRAWN: Record<Episode, string[]> = {
  search: ['open-book', 'egg', 'butter'],
  obstacle: ['bowl-with-spoon', 'egg'],
  clue: ['bowl-with-spoon'],
  pause: ['shortcake'],
  meet: [],
};
const PLANT_DRAWN: Record<Episode, string[]> = {
  search: ['seedling', 'bucket'],
  obstacle: ['snail', 'seedling'],
  clue: ['seedling', 'droplet'],
  pause: ['seedling', 'tomato'],
  meet: [],
};

/** Baking a cake in the kitchen: the recipe, the flour cloud, the oven (a grown-up's part), the icing. */
export function bakeScript(
  duo: boolean,
  grown: Grown,
  helperOnPage: string[],
  baked?: Baked,
  party?: Party & { said: (lang: Language) => string },
): TaskScript {
  // Cookies, pancakes, bread: the cake's five cake lines swapped one for one (goal-task-baked.ts).
  const ready = baked ? [BAKED_RECIPE, ...BAKE_READY.slice(1)] : BAKE_READY;
  // Crêpes and bread have steps of their own, told in order (goal-task-bake-steps.ts).
  const steps = bakeSteps(baked);
  return {
    openings: who(steps?.openings ?? BAKE_OPENINGS, duo),
    problems: who(BAKE_PROBLEMS, duo),
    turns: who(baked ? BAKED_TURNS : BAKE_TURNS, duo),
    endings: who(party && !baked ? BIRTHDAY_ENDINGS : baked ? BAKED_ENDINGS : BAKE_ENDINGS, duo),
    episodes: {
      search: who(steps?.search ?? ready, duo),
      obstacle: who(steps?.obstacle ?? BAKE_OOPS, duo),
      clue: who(steps?.clue ?? BAKE_HELP, duo),
      pause: who(steps?.pause ?? (baked ? BAKED_FINISH : BAKE_FINISH), duo),
      meet: [],
    },
    phases: PHASES,
    ...(steps ? { inOrder: true as const } : {}),
    arrival: BAKE_ARRIVAL,
    places: steps?.places ?? BAKE_PLACES,
    homeDrawn: BAKE_HOME,
    slots: (lang) => ({
      helper: grown[lang],
      Helper: grown[lang],
      ...(baked ? bakedSlots(baked, lang, grown[lang]) : {}),
      ...(party ? { party: party[lang], partyHe: party.he[lang] } : {}),
    }),
    turnAction: `holds up the finished ${baked ? baked.en.a : 'cake'}, beaming`,
    drawn: (beat, lang, kind?: Episode, text = '') => {
      const cake = baked ? baked[lang].a : { en: 'a cake', fr: 'un gâteau' }[lang];
      // The birthday's grown-up blows out the candles beside the cake, the hero's family.
      if (beat === 'ending' && party && !baked)
        return {
          subjects: ['birthday-cake', party.icon],
          said: [party.said(lang), cake],
          found: true,
          kin: true,
        };
      if (beat === 'turn' || beat === 'ending')
        return { subjects: [baked?.icon ?? 'birthday-cake'], said: [cake], found: true };
      if (beat === 'opening' || beat === 'problem') return undefined;
      const drawn = steps
        ? steps.drawn(text)
        : kind === 'pause' && baked
          ? [baked.icon]
          : (kind && BAKE_DRAWN[kind]) || ['bowl-with-spoon'];
      return {
        subjects: kind === 'clue' || kind === 'pause' ? [...drawn, ...helperOnPage] : drawn,
        said: [],
        found: true,
      };
    },
  };
}

/** Planting a garden: the seeds, the digging, a snail, the watering can, the shoots, the harvest. */
export function plantScript(duo: boolean, grown: Grown, helperOnPage: string[]): TaskScript {
  return {
    problems: who(PLANT_PROBLEMS, duo),
    turns: who(PLANT_TURNS, duo),
    endings: who(PLANT_ENDINGS, duo),
    episodes: {
      search: who(PLANT_READY, duo),
      obstacle: who(PLANT_OOPS, duo),
      clue: who(PLANT_HELP, duo),
      pause: who(PLANT_FINISH, duo),
      meet: [],
    },
    // The seeds go in with a hand before the snail and the dry spell; the shoots come last.
    phases: [['search'], ['clue'], ['obstacle'], ['pause']],
    arrival: PLANT_ARRIVAL,
    places: PLANT_PLACES,
    slots: (lang) => ({ helper: grown[lang], Helper: grown[lang] }),
    turnAction: 'stands proudly among the grown vegetables and flowers',
    drawn: (beat, lang, kind?: Episode) => {
      // (No sunflower icon: the picture engine lifts anything named sun… into the sky.)
      const said = { en: 'tomatoes and carrots', fr: 'des tomates et des carottes' }[lang];
      if (beat === 'turn' || beat === 'ending')
        return { subjects: ['tomato', 'carrot', 'leafy-green'], said: [said], found: true };
      if (beat === 'opening' || beat === 'problem') return undefined;
      const drawn = (kind && PLANT_DRAWN[kind]) || ['seedling'];
      return { subjects: kind === 'clue' ? [...drawn, ...helperOnPage] : drawn, said: [], found: true };
    },
  };
}
