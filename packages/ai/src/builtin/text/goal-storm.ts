import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import type { GoalArc, GoalDrawn } from './goal-arc';
import * as S from './goal-storm-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

const named = (re: RegExp, icon: string, en: string, fr: string): NamedThing => [re, icon, { en, fr }];

/** What a page's words name, drawn beside the hero and said in the alt text (the first three). */
const NAMED: NamedThing[] = [
  named(/lightning|éclair|flash/i, 'cloud-with-lightning', 'a thundercloud', 'un nuage d’orage'),
  named(/torch|lampe/i, 'flashlight', 'a torch', 'une lampe de poche'),
  named(/candle|bougie/i, 'candle', 'candles', 'des bougies'),
  named(/\bdog\b|chien/i, 'dog', 'the dog', 'le chien'),
  named(/rainbow|arc-en-ciel/i, 'rainbow', 'a rainbow', 'un arc-en-ciel'),
];

/**
 * A storm night at home (idea/read-goal-storm.ts): dark clouds at evening, the first rumble, lightning
 * at the window and the lights out, the torch and candles, counting from the flash to the boom, the
 * blanket den with Mum or Dad, the last grumble and sleep at the turn, then a rainbow in the morning.
 * Drawn at night in the house, the storm only where a page says it (the idea's weather is taken away:
 * goal-storm-facts.ts); the morning drawn by day in the garden (was a kite hunt, thunder on every page).
 */
export function stormArc(facts: IdeaFacts): GoalArc {
  const P = S.STORM_PLACES;
  // Who comes with the torch: Dad where the idea names him, else Mum; said on the page, drawn beside the hero.
  const dad = facts.companions.some((c) => c.kind.id === 'father');
  const parent = dad ? { en: 'Dad', fr: 'Papa', icon: 'man' } : { en: 'Mum', fr: 'Maman', icon: 'woman' };
  // A puppy's own den has no other dog crept in.
  const den = facts.heroKind?.id === 'dog' ? S.STORM_DEN.filter((t) => !/\bdog\b/.test(t.en)) : S.STORM_DEN;
  const drawnOf = (text: string, lang: Language): GoalDrawn | undefined => {
    const drawn = drawnOfNamed(NAMED.filter(([re]) => re.test(text)).slice(0, 3), lang);
    const withParent = new RegExp(`\\b${parent[lang]}\\b`).test(text);
    if (!drawn && !withParent) return undefined;
    return {
      subjects: drawn?.subjects ?? [],
      said: [...(withParent ? [parent[lang]] : []), ...(drawn?.said ?? [])],
      found: true,
      ...(withParent ? { companion: parent.icon, kin: true as const } : {}),
    };
  };
  return {
    openings: S.STORM_OPENINGS,
    problems: S.STORM_PROBLEMS,
    turns: S.STORM_TURNS,
    endings: S.STORM_ENDINGS,
    episodes: {
      search: S.STORM_COMES,
      clue: S.STORM_LIGHT,
      obstacle: S.STORM_COUNT,
      pause: den,
      meet: [],
    },
    phases: [['search'], ['clue'], ['obstacle'], ['pause']],
    inOrder: true,
    arrival: P.living,
    places: [P.living],
    homeDrawn: P.bedroom,
    night: true,
    bed: P.garden,
    slots: (lang): Record<string, string> => ({
      parent: parent[lang],
      fear: lang === 'fr' ? 'l’orage' : 'the storm',
      ...(facts.lessonNamed ? {} : { lesson: S.STORM_LESSON[lang] }),
    }),
    turnAction: 'falls asleep in the blanket den as the storm rumbles away',
    drawn: (beat, lang, _kind, text = '') => {
      // The storm is over: the morning is drawn by day, the rainbow up, no rain.
      if (beat === 'ending') return { ...(drawnOf(text, lang) ?? { subjects: [], said: [] }), longAgo: true };
      if (beat === 'turn')
        return { ...(drawnOf(text, lang) ?? { subjects: [], said: [] }), asleep: true, weather: 'storm' };
      // The night of the storm: rain and flashes at the window on every page from the first rumble on.
      const own = drawnOf(text, lang);
      return beat === 'opening' ? own : { ...(own ?? { subjects: [], said: [] }), weather: 'storm' };
    },
  };
}
