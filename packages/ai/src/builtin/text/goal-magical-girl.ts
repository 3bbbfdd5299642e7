import type { Language } from '@bookloom/core';
import { inFamily, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  MG_ENDINGS,
  MG_FRIENDS,
  MG_MASCOT,
  MG_MONSTER,
  MG_OPENINGS,
  MG_PROBLEMS,
  MG_TRANSFORM,
  MG_TURNS,
} from './goal-magical-girl-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

/** Her school's spots; the playground is the turn's. */
const SCHOOL = inFamily('indoor', [
  place('in/the classroom|at school', 'dans/la salle de classe'),
  place('in/the school hall|at school', 'sous/le préau'),
  place('in/the art room|at school', 'dans/la salle de dessin'),
]);
const PLAYGROUND = inFamily('town', [place('in/the playground|at school', 'dans/la cour de récréation')])[0];

/** What a page's words name, drawn: the cat mascot, the pendant, the sparkles of the transformation. */
const NAMED: NamedThing[] = [
  [
    /sparkles|étincelles/i,
    'sparkles',
    { en: 'sparkles all around her', fr: 'des étincelles tout autour d’elle' },
  ],
  [/\bwand\b|baguette/i, 'magic-wand', { en: 'a magic wand', fr: 'une baguette magique' }],
  [/pendant|pendentif/i, 'sparkling-heart', { en: 'a heart pendant', fr: 'un pendentif en cœur' }],
  [/\bcat\b|\bchat\b|Moka/i, 'cat', { en: 'Moka the white cat', fr: 'Moka, le chat blanc' }],
  [
    /shadow monster|monstre d’ombre|the monster|le monstre/i,
    'monster',
    { en: 'the shadow monster', fr: 'le monstre d’ombre' },
  ],
  [/\bball\b|ballon/i, 'soccer-ball', { en: 'a ball', fr: 'un ballon' }],
];

/**
 * A magical girl's story (idea/read-goal-magical-girl.ts), in order: the ordinary school day, the
 * shadow monster draining the colours, Moka the talking cat and the pendant, the transformation in
 * sparkles, the monster growing, her friends, her light winning at the turn, the secret smile.
 */
export function magicalGirlArc(): GoalArc {
  return {
    openings: MG_OPENINGS,
    problems: MG_PROBLEMS,
    turns: MG_TURNS,
    endings: MG_ENDINGS,
    episodes: { clue: MG_MASCOT, search: MG_TRANSFORM, obstacle: MG_MONSTER, pause: MG_FRIENDS, meet: [] },
    phases: [['clue'], ['search'], ['obstacle'], ['pause']],
    inOrder: true,
    arrival: PLAYGROUND,
    places: SCHOOL,
    homeDrawn: SCHOOL[0],
    slots: (_lang: Language): Record<string, string> => ({}),
    turnAction: 'raises her glowing pendant and her light melts the shadow monster',
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      if (beat === 'turn') return drawnOfNamed([NAMED[0], NAMED[2], NAMED[4]], lang);
      if (beat === 'ending') return drawnOfNamed([NAMED[3]], lang);
      return drawnOfNamed(NAMED.filter(([re]) => re.test(text)).slice(0, 3), lang);
    },
  };
}
