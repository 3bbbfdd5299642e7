import type { Language } from '@bookloom/core';
import type { IllGoal } from '../idea/read-goal-ill';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { sickRoom, sickSlots } from './goal-ill-home';
import * as W from './goal-ill-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';

const named = (re: RegExp, icon: string, en: string, fr: string): NamedThing => [re, icon, { en, fr }];

/** What a page's words name, drawn beside the hero and said in the alt text (the first three). */
const NAMED: NamedThing[] = [
  named(/thermometer|thermomètre/i, 'thermometer', 'a thermometer', 'un thermomètre'),
  named(/get-well card|Guéris vite/i, 'envelope', 'a get-well card', 'une carte « Guéris vite »'),
  named(/medicine|sirop/i, 'pill', 'medicine', 'un sirop'),
  named(/soup|soupe/i, 'steaming-bowl', 'a bowl of warm soup', 'un bol de soupe chaude'),
  named(/honey tea|tisane au miel/i, 'hot-beverage', 'a mug of honey tea', 'une tasse de tisane au miel'),
  named(/honey tea|tisane au miel/i, 'honey-pot', 'a honey pot', 'un pot de miel'),
  named(/sneez|Aaa-choo|Atchoum|éternu/i, 'sneezing-face', '', ''),
  named(/fever|fièvre|shivers|frissons/i, 'face-with-thermometer', '', ''),
  named(/fell fast asleep|s’endormit/i, 'zzz', '', ''),
];

/**
 * Being ill (idea/read-goal-ill.ts), at home: the first sneeze or sore throat, too tired to play, the
 * doctor or the vet with the thermometer and "say aaah", medicine, soup and honey tea, the friends
 * outside and their get-well card, asleep; better the next morning at the turn, and out to play at
 * the end. Every page in bed is in the hero's own home (goal-ill-home.ts: a bedroom, a burrow, the
 * giraffe house), the doctor drawn beside the hero on the doctor's pages.
 */
export function illArc(goal: IllGoal, facts: IdeaFacts, places: Place[]): GoalArc {
  const room = sickRoom(facts, places);
  const [bed] = room.beds;
  const drawnOf = (text: string, lang: Language): GoalDrawn | undefined => {
    const hits = NAMED.filter(([re]) => re.test(text)).slice(0, 3);
    const drawn = drawnOfNamed(hits, lang);
    return drawn && { ...drawn, found: true };
  };
  return {
    problems: W.ILL_PROBLEMS[goal.illness],
    turns: W.ILL_TURNS,
    endings: W.ILL_ENDINGS,
    episodes: { search: W.ILL_TIRED, clue: W.ILL_DOCTOR, pause: W.ILL_CARE, obstacle: W.ILL_APART, meet: [] },
    phases: [['search'], ['clue'], ['pause'], ['obstacle']],
    inOrder: true,
    // Ill at home from the first sneeze: every page but the last is in bed.
    parted: bed,
    arrival: bed,
    places: room.beds,
    homeDrawn: bed,
    // Out to play at the end, better.
    bed: room.outside,
    slots: (lang) => ({
      ...sickSlots(room, lang),
      gone: W.ILL_GONE[goal.illness][lang],
      ...(facts.lessonNamed ? {} : { lesson: W.ILL_LESSON[lang] }),
    }),
    turnAction: 'wakes up feeling better, stretching and smiling',
    drawn: (beat, lang, _kind, text = '') => {
      if (beat === 'turn' || beat === 'ending') return undefined;
      const things = drawnOf(text, lang);
      // The pages that name the doctor (or the vet) draw them at the bedside, said first.
      // (Not the page where the carer only says it will call them.)
      const there = text.includes(room.doc[lang]) || text.includes(sickSlots(room, lang).Doc);
      if (!there || /will call|j’appelle/.test(text)) return things;
      return {
        ...things,
        subjects: ['health-worker', ...(things?.subjects ?? [])].slice(0, 3),
        said: [room.doc[lang], ...(things?.said ?? [])],
        found: true,
      };
    },
  };
}
