import type { Language } from '@bookloom/core';
import type { MarkingsGoal } from '../idea/read-goal-markings';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  MARK_ENDINGS,
  MARK_NAMED,
  MARK_PEACE,
  MARK_PROBLEMS,
  MARK_TRIES,
  MARK_TURNS,
  MARK_UNKNOWN,
  MARK_WORDS,
} from './goal-markings-words';
import { phaseRuns, toldFirst } from './goal-portal';
import { drawnOfNamed } from './named-drawn';
import type { PlacedL } from './story-place-fit';

/** The hero drawn plain until its marks come back (pictures/plain-coat-icons.ts), by its kind. */
const PLAIN: Record<string, string> = {
  zebra: 'zebra-plain',
  tiger: 'tiger-plain',
  leopard: 'leopard-plain',
  jaguar: 'leopard-plain',
  giraffe: 'giraffe-plain',
  ladybird: 'ladybird-plain',
  peacock: 'peacock-plain',
};

/** The middle in order: nobody knows the hero, the tries (twice as long), the tortoise's words, peace. */
const PHASES = [['search'], ['obstacle'], ['obstacle'], ['clue'], ['pause']] as GoalArc['phases'];
const UNKNOWN_FIRST = [0, 2, 1, 3];
const WORDS_FIRST = [0, 2, 1, 3];
const PEACE_FIRST = [0, 1, 2];

/** The others of the hero's kind: "the other zebras", « les autres zèbres ». */
function others(facts: IdeaFacts, lang: Language): string {
  const kind = facts.heroKind;
  const word = kind ? (lang === 'en' ? kind.en : kind.fr) : '';
  if (!word || facts.heroKind?.person) return lang === 'en' ? 'the friends' : 'les amis';
  const plural = /[sxz]$/.test(word) ? word : word.replace(/eau$/, 'eaux').replace(/(?<!eaux)$/, 's');
  return lang === 'en' ? `the other ${plural}` : `les autres ${plural}`;
}

/**
 * An animal who lost its marks (idea/read-goal-markings.ts): drawn plain from the morning it wakes
 * (StoryHints.becomes), nobody knows it, its tries (painted stripes, chalk dots, a fan of leaves) each
 * drawn with its thing, the tortoise's words, known by its laugh and its kindness, and the marks back
 * at the turn, drawn as the kind's own icon again. In the hero's own world (the jungle, the zoo, the
 * garden). Before, « la rayures » was a parcel hunted through the stock places.
 */
export function markingsArc(goal: MarkingsGoal, facts: IdeaFacts, places: Place[], pages: number): GoalArc {
  const f = Boolean(facts.heroKind?.f);
  const masc = goal.fr === 'points';
  const [unknown, tries1, tries2, words, peace] = phaseRuns(5, pages);
  const tries = MARK_TRIES[goal.marks];
  const triesTold = tries.slice(0, Math.max(2, tries1 + tries2));
  const plain = PLAIN[facts.heroKind?.id ?? ''];
  // Each line at its own place of the hero's world, in turn: told once, never again at a new place
  // (a long book says the short filler lines instead: story-filler.ts).
  let next = 0;
  const pin = (pool: PlacedL[]) =>
    pool.map((t) => {
      const at = places[next++ % Math.max(1, places.length)];
      return at
        ? { ...t, onlyPlace: new RegExp(`^${at.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: glowing)?$`) }
        : t;
    });
  const lesson = {
    en: `you are still you, with ${goal.marks} or without`,
    fr: `l’on reste soi-même, avec ou sans ${goal.fr}`,
  };
  return {
    problems: MARK_PROBLEMS,
    turns: MARK_TURNS,
    endings: MARK_ENDINGS,
    episodes: {
      search: pin(toldFirst(MARK_UNKNOWN, UNKNOWN_FIRST, unknown)),
      obstacle: pin(triesTold),
      clue: pin(toldFirst(MARK_WORDS, WORDS_FIRST, words)),
      pause: pin(toldFirst(MARK_PEACE, PEACE_FIRST, peace)),
      meet: [],
    },
    phases: PHASES,
    inOrder: true,
    places,
    slots: (lang: Language): Record<string, string> => {
      const o = others(facts, lang);
      return {
        e: f ? 'e' : '',
        marks: lang === 'en' ? goal.marks : goal.fr,
        one: masc ? 'un seul' : 'une seule',
        all: masc ? 'tous' : 'toutes',
        oneByOne: masc ? 'un à un' : 'une à une',
        fine: masc ? 'beaux' : 'belles',
        They: masc ? 'Ils' : 'Elles',
        others: o,
        toOthers: o.replace(/^les /, 'aux '),
        ...(facts.lessonNamed ? {} : { lesson: lesson[lang] }),
      };
    },
    turnAction: `feels the ${goal.marks} come back, one after another, as the others cheer`,
    drawn: (beat, lang, _kind, text = ''): GoalDrawn | undefined => {
      const said = text.replace(/^[^,]*,\s*/, '');
      const named = beat === 'ending' ? MARK_NAMED.slice(0, 1) : MARK_NAMED.filter(([re]) => re.test(said));
      const drawn = drawnOfNamed(named.slice(0, 3), lang);
      // Plain from the morning it wakes until the turn; its own marks back from the turn on.
      const gone = beat !== 'opening' && beat !== 'turn' && beat !== 'ending';
      const marks = lang === 'en' ? goal.marks : goal.fr;
      const look = gone
        ? lang === 'en'
          ? `no ${marks} at all`
          : `ses ${marks} disparu${masc ? 's' : 'es'}`
        : lang === 'en'
          ? `its ${marks} back`
          : `ses ${marks} revenu${masc ? 's' : 'es'}`;
      if (beat === 'opening') return drawn ? { subjects: drawn.subjects, said: drawn.said } : undefined;
      return {
        subjects: drawn?.subjects ?? [],
        said: [look, ...(drawn?.said ?? [])],
        ...(gone && plain ? { becomes: plain } : {}),
        ...(beat === 'turn' || beat === 'ending' ? { found: true as const } : {}),
      };
    },
  };
}
