import type { Language } from '@bookloom/core';
import type { IdeaFacts } from '../idea/read-idea';
import type { GoalArc, GoalDrawn } from './goal-arc';
import * as M from './goal-move-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';
import { orderedSteps } from './ordered-steps';

const named = (re: RegExp, icon: string, en: string, fr: string): NamedThing => [re, icon, { en, fr }];

/** What a page's words name, drawn beside the hero and said in the alt text (the first three). */
const NAMED: NamedThing[] = [
  named(
    /moving van|camion de déménagement/i,
    'delivery-truck',
    'the moving van',
    'le camion de déménagement',
  ),
  named(/\bboxes\b|cartons/i, 'package', 'boxes', 'des cartons'),
  named(/teddy bear|nounours/i, 'teddy-bear', 'a teddy bear', 'un nounours'),
  named(/oak tree|chêne/i, 'deciduous-tree', 'the big oak tree', 'le grand chêne'),
  named(/\bcar\b|voiture/i, 'automobile', 'the car', 'la voiture'),
  named(/drawing|dessin/i, 'framed-picture', 'a drawing', 'un dessin'),
  named(/yellow door|porte jaune/i, 'house', 'the new house', 'la nouvelle maison'),
  named(/friends from next door|copains d’à côté/i, 'children-crossing', 'friends', 'des copains'),
  named(/\bDad\b|Papa/, 'man', 'Dad', 'Papa'),
];

const BALL = { en: 'a ball', fr: 'un ballon' };
const NEW_HOUSE = { en: 'the new house', fr: 'la nouvelle maison' };

/** The girl next door, never the hero's own name. */
export const friendOf = (name: string, lang: Language) =>
  /^zo[eé]$/i.test(name) ? 'Lou' : lang === 'en' ? 'Zoe' : 'Zoé';

const drawnOf = (text: string, lang: Language): GoalDrawn | undefined => {
  const hits = NAMED.filter(([re]) => re.test(text)).slice(0, 3);
  const drawn = drawnOfNamed(hits, lang);
  return (
    drawn && { ...drawn, found: true, ...(hits.some(([, icon]) => icon === 'man') ? { kin: true } : {}) }
  );
};

/**
 * Moving house (idea/read-goal-move.ts): the old house packed and left, the drive, the new house
 * empty, homesick, then the girl next door at the turn (drawn beside the hero from then on) and the
 * new house home at the end. The middle is told one step a page in order (ordered-steps.ts).
 */
export function moveArc(facts: IdeaFacts, pages: number, name: string): GoalArc {
  const P = M.MOVE_PLACES;
  // The old house, then the road and the new house (ordered-steps.ts).
  const { episodes, phases, places } = orderedSteps(
    M.MOVE_STEPS,
    Math.max(1, pages - 4),
    [P.oldRoom, P.park, P.oldHouse],
    [P.road, P.street, P.bareRoom, P.newRoom],
  );
  const friend = (lang: Language) => friendOf(name, lang);
  return {
    openings: M.MOVE_OPENINGS,
    problems: M.MOVE_PROBLEMS,
    turns: M.MOVE_TURNS,
    endings: M.MOVE_ENDINGS,
    episodes,
    phases,
    inOrder: true,
    parted: P.oldRoom,
    arrival: P.street,
    places,
    homeDrawn: P.oldRoom,
    bed: P.garden,
    slots: (lang): Record<string, string> => ({
      friend: friend(lang),
      ...(facts.lessonNamed ? {} : { lesson: M.MOVE_LESSON[lang] }),
    }),
    turnAction: 'opens the door to the girl next door, who has a ball',
    drawn: (beat, lang, _kind, text = '') => {
      // The girl next door, met at the turn, plays beside the hero from then on.
      if (beat === 'turn' || beat === 'ending')
        return {
          subjects: beat === 'turn' ? ['soccer-ball'] : ['house'],
          companion: 'girl',
          companionSaid: friend(lang),
          said: [friend(lang), (beat === 'turn' ? BALL : NEW_HOUSE)[lang]],
          found: true,
        };
      if (beat === 'problem') return drawnOf('boxes', lang);
      return drawnOf(text, lang);
    },
  };
}
