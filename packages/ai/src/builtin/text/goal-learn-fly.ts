import { learnWorld } from '../idea/kind-home';
import type { LearnGoal } from '../idea/read-goal-brave';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place as p } from '../idea/settings';
import type { ArcHelper, GoalArc } from './goal-arc';
import { alone } from './goal-learn-lone';
import { LEARN_PRACTICE, LEARN_RESTS, LEARN_SETBACKS, LEARN_TIPS } from './goal-learn-words';

/**
 * Learning to fly (« Une licorne qui ne sait pas voler », "A baby bird learns to fly") happens
 * outdoors, where flying makes sense — a meadow, a big rock to jump from, a windy hilltop, the cliff edge —
 * not at the library of Maple Lane; the hero flies at last high above the hills. The one who
 * teaches flies too: a wise old owl, or the hero's own mother when its kind flies (Mama Dragon,
 * Mama Bird), drawn on every page that names it. Only when the idea sets the story nowhere.
 */
const FLY_PLACES = inFamily('nature', [
  p('in/the wildflower meadow', 'dans/la prairie fleurie'),
  p('on/the big rock|in the meadow', 'sur/le gros rocher'),
  p('on/the windy hilltop|in the meadow', 'au sommet de/la colline'),
  p('at/the cliff edge|on the mountain', 'au bord de/la falaise'),
]);
const ABOVE_THE_HILLS: Place = {
  ...p('high above/the hills', 'haut au-dessus de/les collines'),
  family: 'sky',
};
/**
 * Above the hero's own world when the arc is learnt there: the penguin that practised on the frozen
 * lake flies over the snowy hills, not over green ones.
 */
const ABOVE_WORLD: Record<string, Place> = {
  snow: {
    ...p('high above/the snowy hills|in the snow', 'haut au-dessus de/les collines enneigées'),
    family: 'snow',
  },
};

/** Kinds that fly by nature: their mother teaches them (« Maman Dragon »), drawn as their kind. */
const MOTHERS: Record<string, { en: string; fr: string }> = {
  dragon: { en: 'Dragon', fr: 'Dragon' },
  bird: { en: 'Bird', fr: 'Oiseau' },
  owl: { en: 'Owl', fr: 'Hibou' },
  duck: { en: 'Duck', fr: 'Cane' },
  parrot: { en: 'Parrot', fr: 'Perroquet' },
  bat: { en: 'Bat', fr: 'Chauve-Souris' },
  butterfly: { en: 'Butterfly', fr: 'Papillon' },
  bee: { en: 'Bee', fr: 'Abeille' },
};

const OWL: ArcHelper = {
  a: { en: 'a wise old owl', fr: 'un vieux hibou plein de sagesse' },
  the: { en: 'the wise old owl', fr: 'le vieux hibou' },
  icon: 'owl',
};

/**
 * The skill is flying and the idea sets the story nowhere, or only in the hero's own world (the
 * penguin's snow, the bird's forest: idea/kind-home.ts): the fly arc's own teacher, and its places.
 */
export const learnsToFly = (goal: LearnGoal, facts: IdeaFacts) =>
  (!facts.setting || facts.setting.id === learnWorld(facts.heroKind?.id)) &&
  /^(?:fly|voler)$/.test(goal.skill.en);

function flyTeacher(facts: IdeaFacts): ArcHelper {
  const kind = facts.heroKind;
  const mother = kind && MOTHERS[kind.id];
  if (!mother) return OWL;
  const name = { en: `Mama ${mother.en}`, fr: `Maman ${mother.fr}` };
  return { a: name, the: name, icon: kind.icon || OWL.icon };
}

/** The learn arc, flying: its places, its teacher met and drawn wherever named, its lone pools. */
export function flyArc(arc: GoalArc, facts: IdeaFacts): GoalArc {
  const teacher = flyTeacher(facts);
  return {
    ...arc,
    // In the hero's own world, its open-air spots (the penguin's frozen lake, not its igloo); a forest's
    // flyers take off from the meadow, the rock and the hilltop at its edge, not under the trees.
    places:
      facts.setting && facts.setting.id !== 'forest'
        ? facts.setting.places.filter((x) => x.family !== 'indoor')
        : FLY_PLACES,
    arrival: ABOVE_WORLD[facts.setting?.id ?? ''] ?? ABOVE_THE_HILLS,
    episodes: {
      search: alone(LEARN_PRACTICE),
      clue: alone(LEARN_TIPS),
      obstacle: alone(LEARN_SETBACKS),
      pause: LEARN_RESTS,
    },
    others: [teacher],
    drawn: withTeacher(teacher, arc.drawn),
  };
}

/** The teacher is drawn on every page whose words name it (a meeting draws who is met already). */
const withTeacher =
  (teacher: ArcHelper, drawn: GoalArc['drawn']): GoalArc['drawn'] =>
  (beat, lang, kind, text, place) => {
    const own = drawn?.(beat, lang, kind, text, place);
    const named = [teacher.a[lang], teacher.the[lang]].some((w) =>
      text?.toLowerCase().includes(w.toLowerCase()),
    );
    if (!named || kind === 'meet' || !teacher.icon) return own;
    return {
      ...own,
      subjects: [...(own?.subjects ?? []), teacher.icon],
      said: [...(own?.said ?? []), teacher.a[lang]],
    };
  };
