import type { Language } from '@bookloom/core';
import type { ClinicGoal } from '../idea/read-goal-clinic';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import { AFRAID, FIRST, LESSON } from './first-visit-words';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  HAIRCUT_BRAVE,
  HAIRCUT_CHAIR,
  HAIRCUT_ENDINGS,
  HAIRCUT_PROBLEMS,
  HAIRCUT_THERE,
  HAIRCUT_TURNS,
} from './goal-haircut-words';
import { GROWN } from './goal-task-script-kit';
import { grownUpSaid } from './grown-up-said';

// Every spot but the street is drawn in the salon (pictures/interiors-salon.ts reads "hairdresser’s salon").
const SALON = 'at the hairdresser’s salon';
/** A place of the visit: `leg` 0 on the way and on the bench, 1 in the big chair. */
const spot = (en: string, fr: string, at: [string, string], leg: number, pic = `${en} ${SALON}`): Place => ({
  en,
  fr,
  at: { en: at[0], fr: at[1] },
  pic,
  family: pic.includes(SALON) ? 'indoor' : 'town',
  leg,
});
/** The street to the salon, as the idea names the hairdresser ("the barber", « la coiffeuse »). */
const way = (en: string, fr: string) =>
  spot(
    `the way to ${en}`,
    `le chemin ${fr}`,
    [`on the way to ${en}`, `sur le chemin ${fr}`],
    0,
    'a street in town',
  );
const BENCH = spot(
  'the waiting bench',
  'la banquette du salon de coiffure',
  ['on the waiting bench', 'sur la banquette du salon de coiffure'],
  0,
);
const SALON_ROOM = spot(
  'the hairdresser’s salon',
  'le salon de coiffure',
  ['in the hairdresser’s salon', 'dans le salon de coiffure'],
  1,
  'the hairdresser’s salon',
);
const CHAIR = [
  spot('the big chair', 'le grand fauteuil', ['in the big chair', 'dans le grand fauteuil'], 1),
  spot('the big mirror', 'le grand miroir', ['in front of the big mirror', 'devant le grand miroir'], 1),
];
/** What the pages name and the pictures draw: [words, icon, alt en, alt fr]. */
const THINGS: [RegExp, string, string, string][] = [
  [/pole|poteau/, 'barber-pole', 'a striped pole', 'un poteau rayé'],
  [
    /next chair|fauteuil d’à côté/,
    'person-getting-haircut',
    'a big boy having a haircut',
    'un grand garçon chez le coiffeur',
  ],
  [/big chair|grand fauteuil/, 'chair', 'the big chair', 'le grand fauteuil'],
  [/spray|vaporisateur/, 'droplet', 'a water spray', 'un vaporisateur'],
  [/scissors|ciseaux/, 'scissors', 'the scissors', 'les ciseaux'],
  [/combed|peigna/, 'hair-pick', 'a comb', 'un peigne'],
  [/teddy|nounours/, 'teddy-bear', 'a teddy bear', 'un nounours'],
  [/clippers|tondeuse/, 'razor', 'the clippers', 'la tondeuse'],
  [/mirror|miroir/, 'mirror', 'a mirror', 'un miroir'],
  [/lollipop|sucette/, 'lollipop', 'a lollipop', 'une sucette'],
];

/**
 * A first haircut (idea/read-goal-clinic.ts, "Leo’s first haircut", « chez le coiffeur »), in
 * order as a first visit to the dentist: butterflies at home, the walk past the striped pole, the
 * bench at the salon, then the big chair, the cape, the spray, the scissors and the clippers between
 * brave moments, the new look in the mirror at the turn, a lollipop and showing it off at home. Mum
 * (or the grown-up the idea names) is beside the hero from the problem page on.
 */
export function haircutArc(goal: ClinicGoal, facts: IdeaFacts): GoalArc {
  const near = facts.companions.find((c) => GROWN[c.kind.id]);
  const relative = near?.kind.id ?? 'mother';
  const grown = GROWN[relative];
  const alone = !facts.companions.length;
  const mumAmong = !alone && !near ? [grown.icon] : [];
  const hd = {
    en: goal.barber ? 'the barber' : 'the hairdresser',
    fr: goal.coiffeuse ? 'la coiffeuse' : 'le coiffeur',
  };
  const toHd = { en: `to ${hd.en}`, fr: goal.coiffeuse ? 'chez la coiffeuse' : 'chez le coiffeur' };
  return {
    problems: HAIRCUT_PROBLEMS,
    turns: HAIRCUT_TURNS,
    endings: HAIRCUT_ENDINGS,
    episodes: { search: HAIRCUT_THERE, clue: HAIRCUT_CHAIR, obstacle: HAIRCUT_BRAVE, pause: [], meet: [] },
    // On the way and waiting first, then the chair between brave moments.
    phases: [['search'], ['clue', 'obstacle']],
    inOrder: true,
    arrival: SALON_ROOM,
    places: [way(hd.en, goal.coiffeuse ? 'de la coiffeuse' : 'du coiffeur'), BENCH, ...CHAIR],
    slots: (lang: Language): Record<string, string> => ({
      grown: grown[lang],
      hd: hd[lang],
      toHd: toHd[lang],
      first: goal.first ? FIRST[lang] : '',
      afraid: goal.afraid ? AFRAID[lang] : '',
      ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: 'looks in the salon mirror at a brand-new haircut, with a big smile',
    drawn: (beat, lang, _kind, text): GoalDrawn | undefined => {
      if (beat === 'opening') return undefined;
      const things = THINGS.filter(([re]) => re.test(text ?? ''));
      // The turn's mirror and the chair's scissors: the salon's tools are always in sight there.
      const tools = beat === 'turn' ? ['mirror', 'scissors'] : [];
      const said = [
        ...(near ? [] : [grownUpSaid(grown[lang], relative, facts.heroKind, lang)]),
        ...things.map((t) => (lang === 'en' ? t[2] : t[3])),
      ];
      return {
        subjects: [...new Set([...mumAmong, ...tools, ...things.map((t) => t[1])])],
        ...(alone ? { companion: grown.icon } : {}),
        said: [...new Set(said)],
        found: true,
        kin: true,
      };
    },
  };
}
