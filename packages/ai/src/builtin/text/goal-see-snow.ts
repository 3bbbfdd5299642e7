import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { type Place, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  SNOW_COLD,
  SNOW_DREAMS,
  SNOW_EDGE,
  SNOW_ENDINGS,
  SNOW_ICE,
  SNOW_OPENINGS,
  SNOW_PROBLEMS,
  SNOW_TURNS,
} from './goal-see-snow-words';
import { legs } from './goal-task-places';
import { PHASES } from './goal-task-script-kit';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/**
 * A mermaid who wishes to see the snow (idea/read-goal-see-snow.ts): the dream under the warm sea,
 * north through colder water with a seal, the whale and the icebergs from below, then up at the ice
 * edge, where the first snow falls at the turn, and home under the sea. Under the sea nothing falls
 * (no sky); at the ice edge the picture is the snow at the sea's surface, never a meadow; the snow
 * falls only on the turn's picture (GoalDrawn.weather). Before, snowflakes fell in the Pearl Kingdom
 * on page 1 and she walked through a meadow and the wheat fields to "the snowy hills".
 */
const sea = (en: string, fr: string) => ({ ...place(en, fr), family: 'sea' }) as Place;
const ice = (en: string, fr: string) => ({ ...place(en, fr), family: 'snow' }) as Place;
const LAGOON = sea('in/the warm lagoon|under the sea', 'dans/le lagon tiède');
const SHIP = sea('by/the sunken ship|in the deep', 'près de/l’épave du vieux bateau');
const KELP = sea('in/the kelp forest|under the sea', 'dans/la forêt d’algues');
const ROCKS = sea('among/the cold grey rocks|deep under the sea', 'parmi/les rochers gris et froids');
const BERGS = sea('under/the icebergs|under the sea', 'sous/les icebergs');
const DEEP = sea('in/the icy water|deep under the sea', 'dans/l’eau glacée');
// Up at the surface: the ice edge on the polar sea ("ice": the snow's backdrop; landmark-ice-edge.ts).
const EDGE = ice('at/the edge of the ice|on the polar sea', 'au bord de/la banquise');
const FLOES = ice('among/the ice floes|on the polar sea', 'parmi/les blocs de glace');
// One leg a phase (PHASES: search, obstacle, clue, pause): the warm sea, colder water, the icebergs, the ice edge.
const PLACES: Place[] = legs([LAGOON, SHIP], [KELP, ROCKS], [BERGS, DEEP], [EDGE, FLOES]);
const ARRIVAL = ice('at/the edge of the ice|on the polar sea', 'au bord de/la banquise');

const LESSON = {
  en: 'the biggest dreams are worth a long swim',
  fr: 'les plus grands rêves valent bien un long voyage',
};

/** What each line names is drawn: the turtle, the seal, the whale, the snowflake… */
const NAMED: NamedThing[] = [
  [/turtle|tortue/i, 'turtle', { en: 'the old sea turtle', fr: 'la vieille tortue de mer' }],
  [/octopus|pieuvre/i, 'octopus', { en: 'an old octopus', fr: 'une vieille pieuvre' }],
  [/dolphins|dauphins/i, 'dolphin', { en: 'dolphins', fr: 'des dauphins' }],
  [/little fish|petits poissons/i, 'tropical-fish', { en: 'little fish', fr: 'des petits poissons' }],
  [/seals?\b|phoques?/i, 'seal', { en: 'a grey seal', fr: 'un phoque gris' }],
  [/whale|baleine/i, 'spouting-whale', { en: 'a whale', fr: 'une baleine' }],
  [/snowflake|flocon/i, 'snowflake', { en: 'a snowflake', fr: 'un flocon' }],
];

export function seeSnowArc(facts: IdeaFacts): GoalArc {
  return {
    openings: SNOW_OPENINGS,
    problems: SNOW_PROBLEMS,
    turns: SNOW_TURNS,
    endings: SNOW_ENDINGS,
    episodes: { search: SNOW_DREAMS, obstacle: SNOW_COLD, clue: SNOW_ICE, pause: SNOW_EDGE, meet: [] },
    phases: PHASES,
    inOrder: true,
    arrival: ARRIVAL,
    places: PLACES,
    slots: (lang: Language): Record<string, string> => (facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    turnAction: 'holds out her hand in the water at the ice edge as the first snowflakes fall',
    drawn: (beat, lang, _kind, text = '', where): GoalDrawn | undefined => {
      // Home again she tells the dolphins and the little fish: the seal, the whale and the melted
      // snowflake she names stayed far north.
      if (beat === 'ending') return drawnOfNamed([NAMED[2], NAMED[3]], lang);
      const drawn = drawnOfNamed(NAMED.filter(([re]) => re.test(text)).slice(0, 3), lang);
      // The first snow falls on the turn's picture only: under the sea there is no sky to fall from.
      if (beat === 'turn')
        return { subjects: ['snowflake'], said: [NAMED[6][2][lang]], weather: 'snow', inWater: 'water' };
      // Up at the ice edge she is in the water by the ice, her tail under it.
      if (where?.family !== 'snow') return drawn;
      return { subjects: drawn?.subjects ?? [], said: drawn?.said ?? [], inWater: 'water' };
    },
  };
}
