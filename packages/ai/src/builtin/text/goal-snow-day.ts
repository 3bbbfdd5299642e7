import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import type { GoalArc, GoalDrawn } from './goal-arc';
import * as S from './goal-snow-day-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** What a page's words name, drawn beside the hero and said in the alt text (the first three). */
/** The arc's things as the shared table has them (named-drawn.ts). */
const named = (re: RegExp, icon: string, en: string, fr: string): NamedThing => [re, icon, { en, fr }];

const NAMED: NamedThing[] = [
  named(/snowman|bonhomme/i, 'snowman-without-snow', 'a snowman', 'un bonhomme de neige'),
  named(/\bsled\b|luge/i, 'sled', 'a sled', 'une luge'),
  named(/snowball|boule/i, 'white-circle', 'a big snowball', 'une grosse boule de neige'),
  named(/feeder|mangeoire/i, 'bird', 'a bird feeder', 'une mangeoire à oiseaux'),
  named(
    /footprints|traces de pas/i,
    'footprints',
    'footprints in the snow',
    'des traces de pas dans la neige',
  ),
  named(/snowflake|flocon/i, 'snowflake', 'a snowflake', 'un flocon'),
  named(/carrot|carotte/i, 'carrot', 'a carrot', 'une carotte'),
  named(/scarf|écharpe/i, 'scarf', 'a scarf', 'une écharpe'),
  named(/mittens|moufles/i, 'gloves', 'mittens', 'des moufles'),
  named(/robin|rouge-gorge/i, 'bird', 'a robin', 'un rouge-gorge'),
  named(/breadcrumbs|miettes/i, 'bread', 'breadcrumbs', 'des miettes de pain'),
  named(/cocoa|chocolat chaud/i, 'hot-beverage', 'hot cocoa', 'un chocolat chaud'),
  named(/Mum|Maman/, 'woman', 'Mum', 'Maman'),
];

const drawnOf = (text: string, lang: Language): GoalDrawn | undefined => {
  const hits = NAMED.filter(([re]) => re.test(text)).slice(0, 3);
  const drawn = drawnOfNamed(hits, lang);
  return (
    drawn && { ...drawn, found: true, ...(hits.some(([, icon]) => icon === 'woman') ? { kin: true } : {}) }
  );
};

/**
 * A day of snow (idea/read-goal-snow-day.ts): out into the garden gone white, the snowman, the
 * sledging hill and the snowballs, warm again in the kitchen, the biggest snowman built with the
 * neighbours at the turn (drawn big), the snowman under the moon at the end.
 */
export function snowDayArc(facts: IdeaFacts): GoalArc {
  const P = S.SNOW_PLACES;
  return {
    openings: S.SNOW_OPENINGS,
    problems: S.SNOW_PROBLEMS,
    turns: S.SNOW_TURNS,
    endings: S.SNOW_ENDINGS,
    episodes: {
      search: S.SNOW_OUT,
      clue: S.SNOW_SNOWMAN,
      obstacle: S.SNOW_PLAY,
      pause: S.SNOW_WARM,
      meet: [],
    },
    phases: [['search'], ['clue'], ['obstacle'], ['pause']],
    inOrder: true,
    parted: P.garden,
    arrival: P.garden,
    places: [P.garden, P.park, P.hill, P.kitchen],
    homeDrawn: P.garden,
    // Asleep in bed at the end, the snowman out under the moon.
    bed: P.bedroom,
    slots: (lang): Record<string, string> => (facts.lessonNamed ? {} : { lesson: S.SNOW_LESSON[lang] }),
    turnAction: 'builds the biggest snowman with the neighbours',
    drawn: (beat, lang, _kind, text = '') => {
      if (beat === 'turn') {
        const big = drawnOf('snowman', lang);
        return big && { ...big, scales: { 'snowman-without-snow': 1.6 } };
      }
      if (beat === 'ending') return { subjects: [], said: [], asleep: true };
      if (beat === 'problem') return drawnOf('snowflake', lang);
      return drawnOf(text, lang);
    },
  };
}
