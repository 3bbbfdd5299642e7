import { type MemoriesGoal, readMemories } from './read-goal-memories';

/**
 * A stay at the grandparents' house ("A week at Grandma and Grandpa’s house", « Les vacances chez
 * Papi et Mamie », "Summer holidays at Granny’s farm"): the grandchild is the hero, both grandparents
 * at home, a different small thing each day (text/goal-grand-stay.ts). Before, it was the stock kite
 * hunt at the park and the library, with only one grandparent along.
 */
export type GrandStayGoal = {
  kind: 'grand-stay';
  /** A farm or the countryside: the hens are fed too. */
  farm: boolean;
  /** The grandparents as the idea calls them ("Granny", « Papy »), else Grandma/Grandpa, Mamie/Papi. */
  gma: { en: string; fr: string };
  gpa: { en: string; fr: string };
  /** memories-cast.ts: the word that is the teller, not the hero's name. */
  word: { en: string; fr: string };
  task: { en: string; fr: string };
};

// At their place: "at Grandma and Grandpa’s house", "at Granny’s farm", « chez Papi et Mamie ».
const AT =
  /\bat (?:my |our |his |her )?(?:grandma|granny|nana|gran|grandmother|grandpa|grandad|granddad|grandfather|gramps|grandparents)\b|(?<!\p{L})chez (?:mes |ses |nos )?(?:mamie|mamy|mémé|papi|papy|pépé|grands?-(?:m|p)[èe]res?|grands-parents)(?!\p{L})/iu;
// Staying there, not a picnic or a party with them: the holidays, a week, the summer, a sleepover.
const STAY =
  /\b(?:holidays?|vacation|week|weekend|summer|stay(?:s|ing)?|sleepover)\b|(?<!\p{L})(?:vacances|semaine|week-end|séjour|été)(?!\p{L})/iu;
const FARM = /\b(?:farm|countryside|country)\b|(?<!\p{L})(?:ferme|campagne)(?!\p{L})/iu;
const OWN_GMA = /\b(Granny|Nana|Gran)\b|(?<!\p{L})(mamy|mémé)(?!\p{L})/iu;
const OWN_GPA = /\b(Grandad|Granddad|Gramps)\b|(?<!\p{L})(papy|pépé)(?!\p{L})/iu;

const own = (re: RegExp, description: string, usual: { en: string; fr: string }) => {
  const m = re.exec(description);
  const said = m ? (m[1] ?? m[2]) : undefined;
  if (!said) return usual;
  const name = said.charAt(0).toUpperCase() + said.slice(1).toLowerCase();
  return { en: name, fr: name };
};

/** The stay at the grandparents' the idea tells of, if it does. */
export function readGrandStay(description: string): GrandStayGoal | undefined {
  if (!AT.test(description) || !STAY.test(description)) return undefined;
  const gma = own(OWN_GMA, description, { en: 'Grandma', fr: 'Mamie' });
  const gpa = own(OWN_GPA, description, { en: 'Grandpa', fr: 'Papi' });
  return {
    kind: 'grand-stay',
    farm: FARM.test(description),
    gma,
    gpa,
    word: gma,
    task: {
      en: `spend the holidays at ${gma.en} and ${gpa.en}’s house`,
      fr: `passer les vacances chez ${gpa.fr} et ${gma.fr}`,
    },
  };
}

/** A grandparent's stories of long ago first (read-goal-memories.ts), else a stay at their house. */
export const readGrandparents = (description: string): MemoriesGoal | GrandStayGoal | undefined =>
  readMemories(description) ?? readGrandStay(description);
