import type { Language } from '@bookloom/core';
import type { SpiritFoxGoal } from '../idea/read-goal-spirit-fox';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import * as W from './goal-spirit-fox-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** The town's spots under the cherry blossoms; the shrine at dusk is the turn's. */
const TOWN = inFamily('town', [
  place('in/the lantern street|in the cherry blossom town', 'dans/la rue des lanternes'),
  place('on/the bridge over the stream', 'sur/le pont au-dessus du ruisseau'),
  place('in/the tea house|in the cherry blossom town', 'dans/la maison de thé', 'indoor'),
  place('under/the old cherry tree|by the shrine', 'sous/le vieux cerisier du sanctuaire', 'nature'),
  place('in/the cherry blossom park', 'dans/le parc des cerisiers en fleurs', 'nature'),
]);
const SHRINE = inFamily('town', [
  place('at/the little shrine by the red torii gate', 'à/le petit sanctuaire au torii rouge'),
])[0];

const LESSON = {
  en: 'wonders shine brightest when we believe in them together',
  fr: 'les merveilles brillent plus fort quand on y croit ensemble',
};

/** What a page's words name, drawn: the blossoms, the shrine, the lanterns, the tea, the glow. */
const NAMED: NamedThing[] = [
  [/lantern/i, 'red-paper-lantern', { en: 'paper lanterns', fr: 'des lanternes de papier' }],
  [/torii|shrine|sanctuaire/i, 'shinto-shrine', { en: 'the shrine', fr: 'le sanctuaire' }],
  [/tea\b|thé\b/i, 'teacup-without-handle', { en: 'green tea', fr: 'du thé vert' }],
  [
    /cherry|petals|blossom|cerisier|pétales/i,
    'cherry-blossom',
    { en: 'cherry blossoms', fr: 'des fleurs de cerisier' },
  ],
  [
    /glow|glimmer|blazed|shone|brill|lueur|luisait/i,
    'sparkles',
    { en: 'a soft glow', fr: 'une douce lueur' },
  ],
  [/koi\b|koï/i, 'tropical-fish', { en: 'koi fish', fr: 'des carpes koï' }],
  [/wind chimes|carillons/i, 'wind-chime', { en: 'wind chimes', fr: 'des carillons' }],
  [/dumplings|boulettes/i, 'dango', { en: 'rice dumplings', fr: 'des boulettes de riz' }],
  [/frog|grenouille/i, 'frog', { en: 'a frog', fr: 'une grenouille' }],
];

/**
 * A spirit fox in the cherry blossom town (idea/read-goal-spirit-fox.ts), in order: the town and the
 * fox with a glowing tail only the hero can see (had, or met at the shrine), the festival's lanterns
 * that will not light and the fox fading, the hidden wonders it shows (the shrine's bell, a lantern
 * lit by itself, the fish under the bridge, the tea house, the old tree, the petal storm), the town
 * not believing, the hero bringing it together, every lantern lit at dusk, the tail among the blossoms.
 */
export function spiritFoxArc(goal: SpiritFoxGoal, facts: IdeaFacts): GoalArc {
  const beside = facts.companions.find((c) => c.kind.id === 'fox');
  const fox = beside?.name ?? goal.name ?? 'Kiko';
  return {
    openings: goal.meets ? W.FOX_OPENINGS_MEET : W.FOX_OPENINGS_OWN,
    problems: W.FOX_PROBLEMS,
    turns: W.FOX_TURNS,
    endings: W.FOX_ENDINGS,
    episodes: { clue: W.FOX_WONDERS, obstacle: W.FOX_FADING, search: W.FOX_TOGETHER, pause: [], meet: [] },
    phases: [['clue'], ['obstacle'], ['search']],
    inOrder: true,
    arrival: SHRINE,
    parted: TOWN[0],
    homeDrawn: TOWN[0],
    places: [SHRINE, ...TOWN],
    slots: (_lang: Language): Record<string, string> => ({
      fox,
      ...(facts.lessonNamed ? {} : { lesson: LESSON[_lang] }),
    }),
    turnAction: 'whispers “I believe” as every lantern lights by itself and the spirit fox glows',
    drawn: (beat, lang, _kind, text = ''): GoalDrawn => {
      // The turn and the end: the lanterns lit, the blossoms, the fox's glow, whatever the words.
      const named =
        beat === 'turn' || beat === 'ending'
          ? [NAMED[0], NAMED[3], NAMED[4]]
          : NAMED.filter(([re]) => re.test(text)).slice(0, 3);
      const things = drawnOfNamed(named, lang) ?? { subjects: [], said: [] };
      // The fox is drawn at the hero's side on every page, said in the alt; a fox companion already is both.
      const said = lang === 'en' ? `${fox} the spirit fox` : `${fox}, le renard esprit`;
      return beside ? things : { ...things, said: [said, ...things.said], companion: 'fox' };
    },
  };
}
