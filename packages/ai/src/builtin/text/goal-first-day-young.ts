import type { Language } from '@bookloom/core';
import type { YoungPlace } from '../idea/read-goal-first-day';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import { BEFRIEND_MOMENTS, BEFRIEND_TRIES } from './goal-befriend-words';
import {
  YOUNG_ENDINGS,
  YOUNG_MEETS,
  YOUNG_MOMENTS,
  YOUNG_OPENINGS,
  YOUNG_PAUSES,
  YOUNG_PROBLEMS,
  YOUNG_TROUBLES,
} from './goal-first-day-young-words';
import { GROWN } from './goal-task-script-kit';

/**
 * A corner of the nursery. `pic` names the room drawn (pictures/landmark-families-built.ts): never
 * "nursery", which draws the new baby's room with its cot.
 */
const corner = (
  en: string,
  fr: string,
  at: [string, string],
  pic: string,
  family: Place['family'],
): Place => ({
  en,
  fr,
  at: { en: at[0], fr: at[1] },
  pic,
  family,
});
const PLACES: Place[] = [
  corner(
    'the coat pegs',
    'le vestiaire',
    ['by the coat pegs', 'au vestiaire'],
    'the coat pegs in the playroom',
    'indoor',
  ),
  corner(
    'the playroom',
    'la salle de jeux',
    ['in the playroom', 'dans la salle de jeux'],
    'the playroom',
    'indoor',
  ),
  corner(
    'the snack table',
    'la table du goûter',
    ['at the snack table', 'à la table du goûter'],
    'the snack table in the kitchen',
    'indoor',
  ),
  corner(
    'the nap room',
    'le dortoir',
    ['in the nap room', 'dans le dortoir'],
    'the nap room, a little bedroom',
    'indoor',
  ),
  corner(
    'the sandpit',
    'le bac à sable',
    ['in the sandpit', 'dans le bac à sable'],
    'the sandpit in the nursery garden',
    'town',
  ),
];
const SANDPIT = PLACES[4];
/** Goodbye at the nursery's door (the problem page), drawn in its playroom. */
const DOOR = corner(
  'the door',
  'la porte',
  ['at the door', 'à la porte'],
  'the door of the playroom',
  'indoor',
);
/** The opening's getting ready and the evening's telling happen at home, in the living room. */
const HOME = corner('home', 'la maison', ['at home', 'à la maison'], 'the living room at home', 'indoor');

/** The place as the idea names it ("first day at nursery", « à la crèche ») and who looks after the children. */
type Said = Record<Language, string>;
const NURSERY_TEACHER = {
  a: { en: 'a nursery teacher', fr: 'une auxiliaire' },
  the: { en: 'the nursery teacher', fr: 'l’auxiliaire' },
};
const CARER = { a: { en: 'a carer', fr: 'une auxiliaire' }, the: { en: 'the carer', fr: 'l’auxiliaire' } };
const TEACHER = {
  a: { en: 'a teacher', fr: 'une maîtresse' },
  the: { en: 'the teacher', fr: 'la maîtresse' },
};
const WORDS: Record<YoungPlace, { school: Said; carer: { a: Said; the: Said } }> = {
  nursery: { school: { en: 'nursery', fr: 'la crèche' }, carer: NURSERY_TEACHER },
  daycare: { school: { en: 'daycare', fr: 'la crèche' }, carer: CARER },
  preschool: { school: { en: 'preschool', fr: 'la crèche' }, carer: TEACHER },
  creche: { school: { en: 'nursery', fr: 'la crèche' }, carer: NURSERY_TEACHER },
  garderie: { school: { en: 'daycare', fr: 'la garderie' }, carer: CARER },
};

/**
 * The little ones' first day (idea/read-goal-first-day.ts `young`), in place of the school's: its own
 * corners (the coat pegs, the playroom, the snack table, the nap room, the sandpit, where the friend
 * is made), its own moments and troubles, the carer met, and the grown-up back at pick-up time.
 * goal-befriend.ts keeps the friend; these parts replace the school's.
 */
export function youngDay(
  young: YoungPlace,
  facts: IdeaFacts,
): Partial<GoalArc> & {
  slots: (lang: Language) => Record<string, string>;
} {
  const grown = facts.companions.map((c) => GROWN[c.kind.id]).find(Boolean) ?? GROWN.mother;
  const words = WORDS[young];
  return {
    openings: YOUNG_OPENINGS,
    problems: YOUNG_PROBLEMS,
    endings: YOUNG_ENDINGS,
    episodes: {
      search: [...YOUNG_MOMENTS, ...BEFRIEND_TRIES],
      clue: BEFRIEND_MOMENTS,
      obstacle: YOUNG_TROUBLES,
      pause: YOUNG_PAUSES,
      meet: YOUNG_MEETS,
    },
    places: PLACES,
    arrival: SANDPIT,
    // The carer is the one met, drawn and said (not the theme's wise grandmother); goodbye at the
    // nursery door, the opening and the ending at home.
    others: [{ ...words.carer, icon: 'woman-teacher' }],
    parted: DOOR,
    homeDrawn: HOME,
    slots: (lang) => ({
      school: words.school.en,
      frSchool: words.school.fr,
      carer: words.carer.the[lang],
      grown: grown[lang],
    }),
  };
}
