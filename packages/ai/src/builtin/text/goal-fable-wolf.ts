import type { Language } from '@bookloom/core';
import { inFamily, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  WOLF_DUSK,
  WOLF_ENDINGS,
  WOLF_FIRST_CRY,
  WOLF_NOBODY,
  WOLF_OPENINGS,
  WOLF_PROBLEMS,
  WOLF_SECOND_CRY,
  WOLF_TURNS,
} from './goal-fable-wolf-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** The sheep's hill above the village, and the village itself where the people live. */
const HILL = inFamily('nature', [place('on/the sheep’s hill|on the hill', 'sur/la colline aux moutons')])[0];
const VILLAGE = inFamily('town', [place('in/the little village|in the village', 'dans/le petit village')])[0];

/** What a page's words name, drawn (at most three): the wolf first, then the sheep, the villagers. */
const NAMED: NamedThing[] = [
  [/\bwolf\b|(?<!\p{L})loup(?!\p{L})|yellow eyes|yeux jaunes/u, 'wolf', { en: 'the wolf', fr: 'le loup' }],
  [/sheep|moutons?/, 'ewe', { en: 'the sheep', fr: 'les moutons' }],
  [
    /villagers|people|baker|villageois|les gens|boulangère/,
    'man',
    { en: 'the villagers', fr: 'les villageois' },
  ],
  [/villagers|people|villageois|les gens/, 'woman', { en: '', fr: '' }],
  [/\bvillage\b/, 'houses', { en: 'the village', fr: 'le village' }],
];
const SHEEP = NAMED[1];
/** The wolf nearly as tall as the boy, the sheep small beside him (StoryHints.scales). */
const SCALES = { wolf: 0.8, ewe: 0.55 };
/** The wolf is a cry, not a wolf, until the evening he really comes (pages 'Wolf! Wolf!' draw no wolf). */
const REAL_WOLF = /evening|dusk|yellow eyes|sprang|closer|soir|crépuscule|yeux jaunes|bondit|approchait/;

/**
 * The boy who cried wolf (idea/read-goal-tale.ts): the hero is the shepherd boy on the hill; the sheep
 * are drawn around him, the villagers with the village when the words name them, the wolf only once he
 * is real; dusk from his coming on. Before, it was Leo's stock task "to cry wolf" with a helpful wolf.
 */
export const CRIED_WOLF_ARC: GoalArc = {
  openings: WOLF_OPENINGS,
  problems: WOLF_PROBLEMS,
  turns: WOLF_TURNS,
  endings: WOLF_ENDINGS,
  episodes: {
    search: WOLF_FIRST_CRY,
    obstacle: WOLF_SECOND_CRY,
    clue: WOLF_DUSK,
    pause: WOLF_NOBODY,
    meet: [],
  },
  phases: [['search'], ['obstacle'], ['clue'], ['pause']],
  inOrder: true,
  arrival: HILL,
  places: [HILL, VILLAGE],
  homeDrawn: HILL,
  bed: VILLAGE,
  slots: (): Record<string, string> => ({}),
  turnAction: 'the wolf springs and the sheep scatter and hide among the rocks',
  drawn: (beat, lang: Language, kind, text = '', at): GoalDrawn | undefined => {
    if (beat === 'turn')
      return { ...drawnOfNamed([NAMED[0], SHEEP], lang), night: true, scales: SCALES } as GoalDrawn;
    if (beat === 'ending')
      return { ...drawnOfNamed([SHEEP, NAMED[2], NAMED[3]], lang), scales: SCALES } as GoalDrawn;
    const dusk = kind === 'clue' || kind === 'pause';
    const named = NAMED.filter(([re], i) => re.test(text) && (i > 0 || REAL_WOLF.test(text) || dusk));
    // On the hill the sheep are always there, grazing by the boy.
    const withSheep = at === HILL && !named.includes(SHEEP) ? [SHEEP, ...named] : named;
    const seen = drawnOfNamed(withSheep.slice(0, 3), lang);
    if (!seen) return undefined;
    // The bored boy's sheep are there around him on the problem page, not wished for (no thought bubble).
    return {
      ...seen,
      scales: SCALES,
      ...(dusk ? { night: true } : {}),
      ...(beat === 'problem' ? { found: true } : {}),
    };
  },
};
