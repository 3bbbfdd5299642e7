import type { Language } from '@bookloom/core';
import type { PetGoal } from '../idea/read-goal-pet';
import type { IdeaFacts } from '../idea/read-idea';
import type { GoalArc, GoalDrawn } from './goal-arc';
import * as H from './goal-pet-home-words';
import * as W from './goal-pet-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';
import { orderedSteps } from './ordered-steps';

const named = (re: RegExp, icon: string, en: string, fr: string): NamedThing => [re, icon, { en, fr }];

/** What a page's words name, drawn beside the hero and said in the alt text (the first three). */
const NAMED: NamedThing[] = [
  named(
    /Mrs Rose’s old dog|vieux chien de Mme Rose/,
    'dog',
    'Biscuit the old dog',
    'Biscuit, le vieux chien',
  ),
  named(
    /Mrs Rose’s old cat|vieille chatte de Mme Rose/,
    'cat',
    'Biscuit the old cat',
    'Biscotte, la vieille chatte',
  ),
  named(/big book|gros livre/, 'books', 'a big book', 'un gros livre'),
  named(/pocket money|argent de poche/, 'coin', 'coins', 'des pièces'),
  named(/dogs everywhere|chiens partout/, 'poodle', 'lots of dogs', 'plein de chiens'),
  named(/cats everywhere|chats partout/, 'black-cat', 'lots of cats', 'plein de chats'),
  named(/other shoe|autre chaussure/, 'running-shoe', 'a shoe', 'une chaussure'),
  named(/ball of wool|pelote/, 'yarn', 'a ball of wool', 'une pelote de laine'),
  named(/\bbowl\b|gamelle/, 'bowl-with-spoon', 'a bowl', 'une gamelle'),
  named(/treat|friandise/, 'bone', 'a treat', 'une friandise'),
  named(/teddy bear|nounours/, 'teddy-bear', 'a teddy bear', 'un nounours'),
  named(/puddle|flaque/, 'droplet', 'a puddle', 'une flaque'),
  named(/\bMum\b|Maman/, 'woman', 'Mum', 'Maman'),
  named(/\bDad\b|Papa/, 'man', 'Dad', 'Papa'),
];

const WORDS = {
  dog: {
    pet: 'dog',
    pets: 'dogs',
    young: 'puppy',
    unPet: 'un chien',
    lesPets: 'les chiens',
    petFr: 'chien',
    chiot: 'chiot',
    biscuit: 'Biscuit',
  },
  cat: {
    pet: 'cat',
    pets: 'cats',
    young: 'kitten',
    unPet: 'un chat',
    lesPets: 'les chats',
    petFr: 'chat',
    chiot: 'chaton',
    biscuit: 'Biscotte',
  },
};
const NEEDS = {
  dog: { en: 'a bowl, a lead, a basket, a ball', fr: 'une gamelle, une laisse, un panier, une balle' },
  cat: {
    en: 'a bowl, a basket, a scratching post, a toy mouse',
    fr: 'une gamelle, un panier, un griffoir, une souris en tissu',
  },
};
const PET_SAID = {
  dog: { en: 'the puppy', fr: 'le chiot' },
  cat: { en: 'the kitten', fr: 'le chaton' },
};

const drawnOf = (text: string, lang: Language): GoalDrawn | undefined => {
  const hits = NAMED.filter(([re]) => re.test(text)).slice(0, 3);
  const drawn = drawnOfNamed(hits, lang);
  const kin = hits.some(([, icon]) => icon === 'woman' || icon === 'man');
  return drawn && { ...drawn, found: true, ...(kin ? { kin: true } : {}) };
};

/**
 * A pet (idea/read-goal-pet.ts). Wished for: asked for, earned one step a page, chosen at the shelter
 * at the turn, home at the end; the little one is drawn beside the hero from the turn. Already home
 * ("Our new puppy"): named, the accidents, the lessons, the first walk at the turn, drawn beside the
 * hero from the page it tumbles out of its box. The middle is told one step a page (ordered-steps.ts).
 */
export function petArc(goal: PetGoal, facts: IdeaFacts, pages: number, _name: string): GoalArc {
  const cat = goal.animal === 'cat';
  const w = WORDS[goal.animal];
  const middle = Math.max(1, pages - 4);
  const P = H.PET_HOME_PLACES;
  // At home, or at home then the shelter (ordered-steps.ts).
  const { episodes, phases, places } = goal.home
    ? orderedSteps(H.petHomeSteps(cat), middle, [P.home, P.kitchen, P.garden, P.bedroom], [])
    : orderedSteps(
        W.petSteps(cat),
        middle,
        [P.nextDoor, P.library, P.bedroom, P.kitchen],
        [P.shelter, P.pens, P.yard],
      );
  const lesson = goal.home ? H.PET_HOME_LESSON : W.PET_LESSON;
  // The pet is at the hero's side once it is home: from the problem page, or from the turn.
  const withPet = (beat: string) => beat === 'turn' || beat === 'ending' || (goal.home && beat !== 'opening');
  return {
    openings: goal.home ? H.PET_HOME_OPENINGS : W.PET_OPENINGS,
    problems: goal.home ? H.PET_HOME_PROBLEMS : W.PET_PROBLEMS,
    turns: goal.home ? H.petHomeTurns(cat) : W.petTurns(cat),
    endings: goal.home ? H.PET_HOME_ENDINGS : W.petEndings(cat),
    episodes,
    phases,
    inOrder: true,
    parted: P.home,
    arrival: goal.home ? (cat ? P.home : P.park) : P.shelter,
    places,
    homeDrawn: P.home,
    bed: P.bedroom,
    slots: (lang): Record<string, string> => ({
      ...w,
      UnPet: w.unPet.replace(/^u/, 'U'),
      needs: NEEDS[goal.animal][lang],
      ...(facts.lessonNamed ? {} : { lesson: lesson[lang] }),
    }),
    turnAction: goal.home
      ? 'goes on a first walk with the new pet'
      : 'is chosen by a little puppy at the shelter',
    drawn: (beat, lang, _kind, text = '') => {
      const things = drawnOf(beat === 'problem' && !goal.home ? 'Mum Dad' : text, lang);
      if (!withPet(beat)) return things;
      // The pet itself is the companion: drop the things that name it again.
      return {
        subjects: things?.subjects.filter((s) => s !== goal.animal) ?? [],
        said: [PET_SAID[goal.animal][lang], ...(things?.said ?? [])].slice(0, 3),
        companion: goal.animal,
        companionSaid: PET_SAID[goal.animal][lang],
        found: true,
        ...(things?.kin ? { kin: true as const } : {}),
      };
    },
  };
}
