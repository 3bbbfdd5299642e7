import type { Language } from '@bookloom/core';
import type { ClinicGoal } from '../idea/read-goal-clinic';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import { AFRAID, FIRST, LESSON } from './first-visit-words';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  CLINIC_BRAVE,
  CLINIC_PROBLEMS,
  CLINIC_THERE,
  DENTIST_CHECK,
  DENTIST_ENDINGS,
  DENTIST_TURNS,
  DOCTOR_CHECK,
  DOCTOR_ENDINGS,
  DOCTOR_TURNS,
} from './goal-clinic-words';
import { haircutArc } from './goal-haircut';
import { GROWN } from './goal-task-script-kit';
import { grownUpSaid } from './grown-up-said';

const HOSPITAL = 'at the doctor’s hospital';
/** A place of the visit: `leg` 0 on the way and in the waiting room, 1 in the room of the check-up. */
const spot = (
  en: string,
  fr: string,
  at: [string, string],
  leg: number,
  pic = `${en} ${HOSPITAL}`,
): Place => ({
  en,
  fr,
  at: { en: at[0], fr: at[1] },
  pic,
  family: leg === 0 && !pic.includes(HOSPITAL) ? 'town' : 'indoor',
  leg,
});
const WAITING = spot(
  'the waiting room',
  'la salle d’attente',
  ['in the waiting room', 'dans la salle d’attente'],
  0,
);
const WAY = {
  dentist: spot(
    'the way to the dentist',
    'le chemin du dentiste',
    ['on the way to the dentist', 'sur le chemin du dentiste'],
    0,
    'a street in town',
  ),
  doctor: spot(
    'the way to the doctor',
    'le chemin du médecin',
    ['on the way to the doctor', 'sur le chemin du médecin'],
    0,
    'a street in town',
  ),
};
const ROOM = {
  dentist: spot(
    'the dentist’s room',
    'le cabinet du dentiste',
    ['in the dentist’s room', 'dans le cabinet du dentiste'],
    1,
  ),
  doctor: spot(
    'the doctor’s office',
    'le cabinet du médecin',
    ['in the doctor’s office', 'dans le cabinet du médecin'],
    1,
  ),
};
const CHECK = {
  dentist: [
    spot('the big chair', 'le grand fauteuil', ['in the big chair', 'dans le grand fauteuil'], 1),
    spot(
      'the dentist’s lamp',
      'la lampe du dentiste',
      ['under the dentist’s lamp', 'sous la lampe du dentiste'],
      1,
    ),
  ],
  doctor: [
    spot('the examination bed', 'la table d’examen', ['on the examination bed', 'sur la table d’examen'], 1),
    spot('the scales', 'la balance', ['by the scales', 'près de la balance'], 1),
  ],
};
const WORDS = {
  dentist: {
    toDoc: { en: 'to the dentist', fr: 'chez le dentiste' },
    why: { en: 'To keep your teeth strong and shiny', fr: 'Pour garder des dents solides et brillantes' },
    bookAbout: { en: 'a crocodile who brushed his teeth', fr: 'un crocodile qui se brossait les dents' },
    posters: {
      en: 'a smiling tooth and a happy toothbrush',
      fr: 'une dent qui sourit et une brosse à dents joyeuse',
    },
  },
  doctor: {
    toDoc: { en: 'to the doctor', fr: 'chez le médecin' },
    why: { en: 'To check that you are growing big and strong', fr: 'Pour vérifier que tu grandis bien' },
    bookAbout: { en: 'a bear who caught a cold', fr: 'un ours qui avait attrapé un rhume' },
    posters: {
      en: 'a giraffe being measured and a bear with a plaster',
      fr: 'une girafe qu’on mesure et un ours avec un pansement',
    },
  },
};
const MEDIC = {
  dentist: { en: 'the dentist', fr: 'le dentiste' },
  doctor: { en: 'the doctor', fr: 'le médecin' },
};
/** What the pages name and the pictures draw: [words, icon, alt en, alt fr]. */
const THINGS: [RegExp, string, string, string][] = [
  [/fish tank|aquarium/, 'fish', 'a fish tank', 'un aquarium'],
  [/a book about|un livre sur/, 'books', 'books', 'des livres'],
  [/teddy|nounours/, 'teddy-bear', 'a teddy bear', 'un nounours'],
  [/chair|fauteuil/, 'chair', 'the big chair', 'le grand fauteuil'],
  [/mirror|miroir/, 'mirror', 'a little mirror', 'un petit miroir'],
  [/teeth|tooth\b|dents?\b/, 'tooth', 'a tooth', 'une dent'],
  [/toothbrush|brosse à dents/, 'toothbrush', 'a toothbrush', 'une brosse à dents'],
  [/stethoscope|stéthoscope/, 'stethoscope', 'a stethoscope', 'un stéthoscope'],
  [/thermometer|thermomètre/, 'thermometer', 'a thermometer', 'un thermomètre'],
  [/lollipop|sucette/, 'lollipop', 'a lollipop', 'une sucette'],
];

/**
 * A first visit to the dentist or the doctor (idea/read-goal-clinic.ts), in order: butterflies at
 * home, the drive and the waiting room, then the chair and the little mirror (or the stethoscope)
 * between brave moments; "All done!" at the turn, a sticker at home. Mum (or the grown-up the idea
 * names) is beside the hero from the problem page on; the dentist or doctor is drawn at the check-up.
 */
export function clinicArc(goal: ClinicGoal, facts: IdeaFacts): GoalArc {
  if (goal.who === 'hairdresser') return haircutArc(goal, facts);
  const who = goal.who;
  const near = facts.companions.find((c) => GROWN[c.kind.id]);
  const relative = near?.kind.id ?? 'mother';
  const grown = GROWN[relative];
  // A named companion is drawn at the hero's side already: Mum then stands among the subjects.
  const alone = !facts.companions.length;
  const mumAmong = !alone && !near ? [grown.icon] : [];
  const words = WORDS[who];
  const dentist = who === 'dentist';
  return {
    problems: CLINIC_PROBLEMS,
    turns: dentist ? DENTIST_TURNS : DOCTOR_TURNS,
    endings: dentist ? DENTIST_ENDINGS : DOCTOR_ENDINGS,
    episodes: {
      search: CLINIC_THERE,
      clue: dentist ? DENTIST_CHECK : DOCTOR_CHECK,
      obstacle: CLINIC_BRAVE,
      pause: [],
      meet: [],
    },
    // On the way and waiting first, then the check-up between brave moments.
    phases: [['search'], ['clue', 'obstacle']],
    inOrder: true,
    arrival: ROOM[who],
    places: [WAY[who], WAITING, ...CHECK[who]],
    slots: (lang: Language): Record<string, string> => ({
      grown: grown[lang],
      toDoc: words.toDoc[lang],
      first: goal.first ? FIRST[lang] : '',
      afraid: goal.afraid ? AFRAID[lang] : '',
      why: words.why[lang],
      bookAbout: words.bookAbout[lang],
      posters: words.posters[lang],
      ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: dentist
      ? 'sits proudly in the dentist’s chair, all done, with a big smile'
      : 'hops off the doctor’s examination bed, all done, with a big smile',
    drawn: (beat, lang, kind, text): GoalDrawn | undefined => {
      if (beat === 'opening') return undefined;
      const things = THINGS.filter(([re]) => re.test(text ?? ''));
      const medic = beat === 'turn' || kind === 'clue' ? ['health-worker'] : [];
      const subjects = [...mumAmong, ...medic, ...things.map((t) => t[1])];
      const said = [
        // Mum drawn beside the hero is said too; so is Mum among the subjects beside a friend.
        ...(near ? [] : [grownUpSaid(grown[lang], relative, facts.heroKind, lang)]),
        ...(medic.length ? [MEDIC[who][lang]] : []),
        ...things.map((t) => (lang === 'en' ? t[2] : t[3])),
      ];
      return {
        subjects: [...new Set(subjects)],
        ...(alone ? { companion: grown.icon } : {}),
        said,
        found: true,
        kin: true,
      };
    },
  };
}
