import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import { type Place, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  LEGS_BEACH,
  LEGS_DREAMS,
  LEGS_ENDINGS,
  LEGS_MISSING,
  LEGS_OPENINGS,
  LEGS_PROBLEMS,
  LEGS_STEPS,
  LEGS_TURNS,
} from './goal-mermaid-legs-words';
import { legs } from './goal-task-places';
import { PHASES } from './goal-task-script-kit';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/**
 * A mermaid who wishes to walk on land (idea/read-goal-legs.ts): the dream and the magic shell under
 * the sea, then a day on the beach on two legs, drawn as a girl there (StoryHints.becomes), and home
 * to the sea at the turn, drawn as the mermaid again. Before, "A mermaid who wants to walk on land"
 * was a generic day's plan "to walk on land" done under the sea, one small step after another.
 */
const sea = (en: string, fr: string) => ({ ...place(en, fr), family: 'sea' }) as Place;
const shore = (en: string, fr: string) => ({ ...place(en, fr), family: 'shore' }) as Place;
const REEF = sea('on/the coral reef', 'sur/le récif de corail');
const CAVES = sea('in/the seabed caves', 'dans/les grottes sous-marines');
const SHIP = sea('by/the sunken ship|in the deep', 'près de/l’épave du vieux bateau');
const EDGE = shore('at/the water’s edge|on the beach', 'au bord de/l’eau');
const SAND = shore('on/the sandy beach', 'sur/la plage de sable');
const HUT = shore('by/the ice-cream hut|on the beach', 'près de/la cabane des glaces');
const POOLS = shore('among/the rock pools|on the beach', 'parmi/les rochers de la plage');
const PIER = shore('on/the old pier|on the shore', 'sur/la vieille jetée');
// One leg a phase (PHASES: search, obstacle, clue, pause): the sea, then the beach three times.
const PLACES: Place[] = legs([CAVES, SHIP], [EDGE, SAND], [SAND, HUT], [POOLS, PIER]);
const ARRIVAL = shore('at/the water’s edge|on the beach at evening', 'au bord de/l’eau');

const LESSON = {
  en: 'there is no place like home, and it is good to be just as you are',
  fr: 'rien ne vaut sa maison, et qu’il fait bon être comme on est',
};

/** What each line names is drawn: the turtle, the shell, the boy and his bucket, the ice cream… */
const NAMED: NamedThing[] = [
  [/turtle|tortue/i, 'turtle', { en: 'the wise old sea turtle', fr: 'la vieille tortue de mer' }],
  [
    /magic shell|pink shell|coquillage (?:magique|rose)/i,
    'spiral-shell',
    { en: 'a magic shell', fr: 'un coquillage magique' },
  ],
  [/little boy|petit garçon/i, 'child', { en: 'a little boy', fr: 'un petit garçon' }],
  [/bucket|sandcastle|seau|château de sable/i, 'bucket', { en: 'a red bucket', fr: 'un seau rouge' }],
  [/ice cream|une glace/i, 'ice-cream', { en: 'an ice cream', fr: 'une glace' }],
  [/kite|cerf-volant/i, 'kite', { en: 'a kite', fr: 'un cerf-volant' }],
  [/footprints|empreintes/i, 'footprints', { en: 'footprints', fr: 'des empreintes' }],
  [/dolphins|dauphins/i, 'dolphin', { en: 'dolphins', fr: 'des dauphins' }],
  [/crab|crabe/i, 'crab', { en: 'a crab', fr: 'un crabe' }],
  [/fish|poisson/i, 'tropical-fish', { en: 'little fish', fr: 'des petits poissons' }],
  [/octopus|pieuvre/i, 'octopus', { en: 'an old octopus', fr: 'une vieille pieuvre' }],
  [/seagull|mouette/i, 'bird', { en: 'a seagull', fr: 'une mouette' }],
  [/picnic|pique-nique/i, 'sandwich', { en: 'a picnic', fr: 'un pique-nique' }],
];

export function mermaidLegsArc(facts: IdeaFacts): GoalArc {
  return {
    openings: LEGS_OPENINGS,
    problems: LEGS_PROBLEMS,
    turns: LEGS_TURNS,
    endings: LEGS_ENDINGS,
    episodes: { search: LEGS_DREAMS, obstacle: LEGS_STEPS, clue: LEGS_BEACH, pause: LEGS_MISSING, meet: [] },
    phases: PHASES,
    inOrder: true,
    arrival: ARRIVAL,
    places: PLACES,
    homeDrawn: REEF,
    slots: (lang: Language): Record<string, string> => (facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    turnAction: 'walks into the waves as evening comes, her tail back',
    drawn: (beat, lang, _kind, text = '', where): GoalDrawn | undefined => {
      const named = NAMED.filter(([re]) => re.test(text)).slice(0, 3);
      if (beat === 'ending')
        return { subjects: ['bucket', 'spiral-shell'], said: [NAMED[3][2][lang], NAMED[1][2][lang]] };
      // On the beach she has legs: drawn as a girl (her look kept), the tail back at the turn.
      const onLand = where?.family === 'shore' && beat !== 'turn' && beat !== 'opening' && beat !== 'problem';
      const drawn = drawnOfNamed(named, lang);
      if (!onLand) return drawn;
      return { subjects: drawn?.subjects ?? [], said: drawn?.said ?? [], becomes: 'girl' };
    },
  };
}
