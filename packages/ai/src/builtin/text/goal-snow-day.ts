import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import type { GoalArc, GoalDrawn } from './goal-arc';
import * as S from './goal-snow-day-words';

type Named = { re: RegExp; icon: string; said: { en: string; fr: string } };
const n = (re: RegExp, icon: string, en: string, fr: string): Named => ({ re, icon, said: { en, fr } });

/** What a page's words name, drawn beside the hero and said in the alt text (the first three). */
const NAMED: Named[] = [
  n(/snowman|bonhomme/i, 'snowman-without-snow', 'a snowman', 'un bonhomme de neige'),
  n(/\bsled\b|luge/i, 'sled', 'a sled', 'une luge'),
  n(/snowball|boule/i, 'white-circle', 'a big snowball', 'une grosse boule de neige'),
  n(/feeder|mangeoire/i, 'bird', 'a bird feeder', 'une mangeoire à oiseaux'),
  n(/footprints|traces de pas/i, 'footprints', 'footprints in the snow', 'des traces de pas dans la neige'),
  n(/snowflake|flocon/i, 'snowflake', 'a snowflake', 'un flocon'),
  n(/carrot|carotte/i, 'carrot', 'a carrot', 'une carotte'),
  n(/scarf|écharpe/i, 'scarf', 'a scarf', 'une écharpe'),
  n(/mittens|moufles/i, 'gloves', 'mittens', 'des moufles'),
  n(/robin|rouge-gorge/i, 'bird', 'a robin', 'un rouge-gorge'),
  n(/breadcrumbs|miettes/i, 'bread', 'breadcrumbs', 'des miettes de pain'),
  n(/cocoa|chocolat chaud/i, 'hot-beverage', 'hot cocoa', 'un chocolat chaud'),
  n(/Mum|Maman/, 'woman', 'Mum', 'Maman'),
];

const drawnOf = (text: string, lang: Language): GoalDrawn | undefined => {
  const named = NAMED.filter((x) => x.re.test(text)).slice(0, 3);
  return named.length
    ? {
        subjects: named.map((x) => x.icon),
        said: named.map((x) => x.said[lang]),
        found: true,
        ...(named.some((x) => x.icon === 'woman') ? { kin: true as const } : {}),
      }
    : undefined;
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
