import type { Language } from '@bookloom/core';
import type { GrowGoal } from '../idea/read-goal-grow';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place, SETTINGS } from '../idea/settings';
import { CROWD } from './defend-crowd';
import type { GoalArc, GoalDrawn } from './goal-arc';
import { PLANTS } from './goal-grow-plants';
import {
  GROW_ENDINGS,
  GROW_OPENINGS,
  GROW_PLANTING,
  GROW_PROBLEMS,
  GROW_SPROUTING,
  GROW_TALLER,
  GROW_TROUBLE,
  type GrowLine,
} from './goal-grow-words';
import { toldFirst } from './goal-portal';
import { drawnOfNamed, type NamedThing } from './named-drawn';
import type { Episode } from './story-episodes';
import { scheduledKind } from './story-phases';

export const GARDEN: Place[] = SETTINGS.find((s) => s.id === 'garden')?.places ?? [];
export const PATCH = GARDEN.find((p) => /vegetable/.test(p.en)) ?? GARDEN[0];
/** The village square: where the fair's poster goes up, and the fair itself on the last page. */
export const POSTER = inFamily('town', [place('on/the village square', 'sur/la place du village')])[0];
export const FAIR = inFamily('town', [
  place('at/the village fair|on the village square', 'à/la fête du village'),
])[0];

/** Short books tell these first (by their place in each table), kept in the tables' order. */
const PLANTING_FIRST = [2, 4, 1, 0, 3];
const SPROUTING_FIRST = [1, 2, 0, 4, 3];
const TROUBLE_FIRST = [2, 4, 0, 1, 3];
// The plant's own sign (second in the table) and the friends who come to look.
const TALLER_FIRST = [1, 4, 0, 2, 3];

const LESSON = {
  en: 'good things grow with patience and care, and taste best when they are shared',
  fr: 'les bonnes choses poussent avec de la patience et des soins, et sont meilleures quand on les partage',
};
const SAID = {
  seed: { en: 'a seed', fr: 'une graine' },
  basket: { en: 'an empty vegetable basket', fr: 'un panier à légumes vide' },
  sprout: { en: 'a little green sprout', fr: 'une petite pousse verte' },
  plant: { en: 'the growing plant', fr: 'la plante qui pousse' },
  ribbon: { en: 'a first-prize ribbon', fr: 'un ruban de premier prix' },
  friends: { en: 'friends around the table', fr: 'des amis autour de la table' },
  crowd: { en: 'a crowd of villagers', fr: 'une foule de villageois' },
};
/** What a middle page's words name besides the plant, drawn. */
const NAMED: NamedThing[] = [
  [/watering can|water|arrosoir|arrosa|de l’eau/, 'droplet', { en: 'water', fr: 'de l’eau' }],
  [/snail|escargot/, 'snail', { en: 'a snail', fr: 'un escargot' }],
  [/crow|corbeau/, 'blackbird', { en: 'a black crow', fr: 'un corbeau noir' }],
  [/frog|grenouille/, 'frog', { en: 'a little frog', fr: 'une petite grenouille' }],
  [/umbrella|parapluie/, 'umbrella', { en: 'an umbrella', fr: 'un parapluie' }],
];

/** Spaces of any kind as one: French prints a narrow space before « ! » and inside « ». */
const spaced = (t: string) => t.replace(/\s+/g, ' ');
/** A line's words without its slots, longest piece first: how a printed page is told apart. */
const keyOf = (t: string) =>
  spaced(t)
    .split(/\{\w+\}/)
    .sort((a, b) => b.length - a.length)[0]
    .trim();

/**
 * Growing one plant from a seed (idea/read-goal-grow.ts), in order: planted and watered, the sprout,
 * trouble (a crow, a storm), taller each page; the enormous carrot pulled up (the giant pumpkin, the
 * sunflower taller than the house) at the turn; the fair's ribbon or a shared pot of soup at the end.
 * The plant is drawn on every page at the stage its line says (`grown`), bigger each time.
 */
export function growArc(goal: GrowGoal, facts: IdeaFacts, pages = 12): GoalArc {
  const p = PLANTS[goal.plant];
  const taller = [GROW_TALLER[0], { ...p.sign, grown: 0.8 } as GrowLine, ...GROW_TALLER.slice(1)];
  // In the order the writer falls back through kinds (search, obstacle, clue, pause): a phase that
  // runs out takes the next phase's line, never a later one.
  const tables: [Episode, GrowLine[], number[]][] = [
    ['search', GROW_PLANTING, PLANTING_FIRST],
    ['obstacle', GROW_SPROUTING, SPROUTING_FIRST],
    ['clue', GROW_TROUBLE, TROUBLE_FIRST],
    ['pause', taller, TALLER_FIRST],
  ];
  // A long book rests after the four (filler, story-filler.ts) rather than give a phase more pages
  // than it has lines: no weeds around a plant not yet sprouted.
  const middle = Math.max(0, pages - 4);
  const most = Math.min(...tables.map(([, ls]) => ls.length));
  let rest = 0;
  // A middle longer than all four tables is paced (story-pace.ts): each phase spreads its own lines
  // over its quarter, filler lines between them, so no resting phase runs the filler in one block.
  const paced = middle > tables.reduce((n, [, ls]) => n + ls.length, 0);
  while (!paced && Math.ceil(middle / (tables.length + rest)) > most) rest++;
  const order: Episode[][] = [
    ...tables.map(([kind]) => [kind]),
    ...Array.from({ length: rest }, () => ['meet' as Episode]),
  ];
  const runOf = (kind: Episode) =>
    Array.from({ length: middle }, (_, e) => scheduledKind(order, e, middle)).filter((k) => k === kind)
      .length;
  const phases: [Episode, GrowLine[]][] = tables.map(([kind, ls, first]) => [
    kind,
    toldFirst(ls, first, runOf(kind)) as GrowLine[],
  ]);
  const lines = phases.flatMap(([, ls]) => ls);
  // Each line's own words, in both languages, to find how grown the plant is on a printed page.
  const keys = lines.map((l) => ({ en: keyOf(l.en), fr: keyOf(l.fr), grown: l.grown }));
  // A filler line (a long book) keeps the stage of its phase.
  const PHASE_GROWN: Record<Episode, number> = {
    search: 0,
    obstacle: 0.3,
    clue: 0.55,
    pause: 0.85,
    meet: 0.9,
  };
  const problem = goal.biggest
    ? GROW_PROBLEMS.biggest
    : goal.loves
      ? GROW_PROBLEMS.loves
      : goal.mystery
        ? GROW_PROBLEMS.mystery
        : GROW_PROBLEMS.named;
  const plantAt = (grown: number, lang: Language): GoalDrawn => {
    if (grown <= 0) return { subjects: ['beans'], said: [SAID.seed[lang]], scales: { beans: 0.22 } };
    if (grown < 0.45)
      return { subjects: ['seedling'], said: [SAID.sprout[lang]], scales: { seedling: 0.25 + grown * 0.6 } };
    if (grown < 0.8)
      return { subjects: ['herb'], said: [SAID.plant[lang]], scales: { herb: 0.3 + grown * 0.6 } };
    const { icon, scale } = p.late;
    return {
      subjects: [icon],
      said: [SAID.plant[lang]],
      scales: { [icon]: scale * (0.8 + (grown - 0.75) * 1.2) },
    };
  };
  return {
    openings: [goal.loves ? GROW_OPENINGS.loves : GROW_OPENINGS.plain],
    problems: [problem],
    turns: [p.turn],
    endings: [goal.biggest ? GROW_ENDINGS.fair : GROW_ENDINGS.shared],
    episodes: { ...Object.fromEntries(phases), meet: [] },
    phases: order,
    inOrder: true,
    arrival: PATCH,
    places: GARDEN,
    homeDrawn: PATCH,
    ...(goal.biggest ? { parted: POSTER, bed: FAIR } : {}),
    slots: (lang: Language): Record<string, string> => ({
      ...p[lang],
      ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: `holds up ${p.en.giant}, beaming`,
    drawn: (beat, lang, kind, text = ''): GoalDrawn | undefined => {
      if (beat === 'opening') return undefined;
      // The problem: the fair's poster, the empty basket, the seed in its packet.
      if (beat === 'problem')
        return goal.biggest
          ? { subjects: [p.grown.icon], said: [p[lang].prize], dreamt: true }
          : goal.loves
            ? { subjects: ['basket'], said: [SAID.basket[lang]], found: true }
            : { subjects: ['beans'], said: [SAID.seed[lang]], found: true, scales: { beans: 0.22 } };
      const giant = { [p.grown.icon]: p.grown.scale };
      if (beat === 'turn')
        return { subjects: [p.grown.icon], said: [p[lang].giant], found: true, scales: giant };
      if (beat === 'ending')
        return goal.biggest
          ? {
              subjects: [p.grown.icon, 'rosette', CROWD],
              said: [p[lang].giant, SAID.ribbon[lang], SAID.crowd[lang]],
              found: true,
              scales: { [p.grown.icon]: Math.min(1.3, p.grown.scale) },
            }
          : { subjects: [p.shared, CROWD], said: [p[lang].shared, SAID.friends[lang]], found: true };
      const key = keys.find((k) => spaced(text).includes(k[lang]));
      const grown = key?.grown ?? PHASE_GROWN[kind ?? 'search'];
      const plant = plantAt(grown, lang);
      const named = drawnOfNamed(NAMED.filter(([re]) => re.test(text)).slice(0, 2), lang);
      return {
        subjects: [...plant.subjects, ...(named?.subjects ?? [])],
        said: [...plant.said, ...(named?.said ?? [])],
        found: true,
        // The crow has landed: scaled, it stands on the ground rather than flying in the sky.
        scales: named?.subjects.includes('blackbird') ? { ...plant.scales, blackbird: 0.35 } : plant.scales,
      };
    },
  };
}
