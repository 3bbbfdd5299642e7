import type { Language } from '@bookloom/core';
import type { LearnGoal } from '../idea/read-goal-brave';
import type { IdeaFacts } from '../idea/read-idea';
import { type Place, place } from '../idea/settings';
import type { ArcHelper, GoalArc } from './goal-arc';
import { withGrown } from './learn-grown-helper';
import type { PlacedL } from './story-place-fit';
import { step as b } from './task-step';

/**
 * A job wished for is learnt where it is done, from one who does it ("A boy who wants to be an
 * astronaut", « Une petite fille qui veut devenir vétérinaire »): the space centre's training room,
 * spinning chair and rocket model with an astronaut, launched at the turn; the vet's clinic's waiting
 * room and examination table with the vet, a hurt puppy helped at the turn. Before, both were learnt
 * at Maple Lane and the library with "a wise grandmother". The learn arc's pools are kept (no new
 * draw): only its places, teacher and turn change, and only when the idea sets the story nowhere.
 */
type Workplace = { places: Place[]; arrival: Place; teacher: ArcHelper; turns: PlacedL[] };
const at = (family: Place['family']) => (en: string, fr: string) => ({ ...place(en, fr), family }) as Place;
const inside = at('indoor');

// (Drawn as the museum room: its rocket models and exhibits; "space" alone would draw outer space.)
const TRAINING = inside('in/the training room|of the space centre museum', 'dans/la salle d’entraînement');
const CHAIR = inside('by/the spinning chair|of the space centre museum', 'près de/le fauteuil qui tourne');
const MODEL = inside(
  'by/the big rocket model|of the space centre museum',
  'près de/la grande maquette de fusée',
);
const TANK = inside(
  'in/the big training pool|of the space centre museum',
  'dans/la grande piscine d’entraînement',
);
const LAUNCH = at('town')('at/the launch pad|with the rocket', 'sur/le pas de tir');

const WAITING = inside('in/the waiting room|of the vet’s clinic', 'dans/la salle d’attente');
const TABLE = inside('by/the examination table|of the vet’s clinic', 'près de/la table d’examen');
const BEDS = inside('by/the animal beds|of the vet’s clinic', 'près de/les paniers des animaux');
const WARD = inside('in/the treatment room|of the vet’s clinic', 'dans/la salle de soins');

const WORKPLACES: Record<string, Workplace> = {
  astronaut: {
    places: [TRAINING, CHAIR, MODEL, TANK],
    arrival: LAUNCH,
    teacher: {
      a: { en: 'a real astronaut', fr: 'une vraie astronaute' },
      the: { en: 'the astronaut', fr: 'l’astronaute' },
      icon: 'astronaut',
    },
    turns: [
      b(
        'Then came the big day. At the launch pad, {name} climbed aboard with the astronaut and counted: “Three, two, one…” WHOOSH! Up went the rocket. {name} could {skill} at last!',
        'Puis vint le grand jour. Sur le pas de tir, {name} monta à bord avec l’astronaute et compta : « Trois, deux, un… » VROUM ! La fusée s’envola. {name} savait enfin {skill} !',
      ),
    ],
  },
  vet: {
    places: [WAITING, TABLE, BEDS, WAITING],
    arrival: WARD,
    teacher: {
      a: { en: 'a kind vet', fr: 'une gentille vétérinaire' },
      the: { en: 'the vet', fr: 'la vétérinaire' },
      icon: 'health-worker',
    },
    turns: [
      b(
        'Then a puppy was carried in, whimpering, with a sore paw. {name} spoke softly, cleaned the paw and wrapped it in a bandage, just as the vet had shown. The puppy licked {name}’s hand!',
        'Soudain, on apporta un chiot qui gémissait, la patte blessée. {name} lui parla tout doucement, nettoya la patte et l’entoura d’un bandage, comme la vétérinaire l’avait montré. Le chiot lui lécha la main !',
      ),
    ],
  },
};

/** The wished job's workplace: "fly a rocket like a real astronaut", "care for animals like a real vet". */
const jobOf = (goal: LearnGoal) =>
  /real astronaut$/.test(goal.skill.en)
    ? 'astronaut'
    : /like a real vet$/.test(goal.skill.en)
      ? 'vet'
      : undefined;

const PUPPY = { en: 'a puppy with a sore paw', fr: 'un chiot à la patte blessée' };

/** The learn arc at the job's workplace, its teacher drawn wherever named; else the arc as it was. */
export function atWorkplace(learn: GoalArc, goal: LearnGoal, facts: IdeaFacts): GoalArc {
  // The grown-up the idea names ("with Grandpa") teaches, in place of the workplace's own teacher.
  const arc = withGrown(learn, facts);
  const job = facts.setting ? undefined : jobOf(goal);
  const w = job && WORKPLACES[job];
  if (!w) return arc;
  const teacher = arc.others?.length ? undefined : w.teacher;
  const drawn: GoalArc['drawn'] = (beat, lang: Language, kind, text, where) => {
    const own = arc.drawn?.(beat, lang, kind, text, where);
    const extra: [string, string][] = [];
    if (
      teacher?.icon &&
      kind !== 'meet' &&
      new RegExp(`${teacher.the[lang]}|${teacher.a[lang]}`, 'i').test(text ?? '')
    )
      extra.push([teacher.icon, teacher.a[lang]]);
    if (beat === 'turn' && job === 'vet') extra.push(['dog', PUPPY[lang]]);
    if (!extra.length) return own;
    return {
      ...own,
      subjects: [...(own?.subjects ?? []), ...extra.map((e) => e[0])],
      said: [...(own?.said ?? []), ...extra.map((e) => e[1])],
    };
  };
  return {
    ...arc,
    places: w.places,
    arrival: w.arrival,
    turns: w.turns,
    ...(teacher ? { others: [teacher] } : {}),
    drawn,
  };
}
