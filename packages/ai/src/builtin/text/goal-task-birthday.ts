import { GROWN, type Grown } from './goal-task-script-kit';
import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A cake baked for a grown-up's birthday ("Grandma bakes a cake with Lily for Dad’s birthday",
 * « Mamie et Léa préparent un gâteau pour l’anniversaire de Papa »): the one whose birthday it is
 * does not bake it, and comes at the end to blow out the candles, drawn beside the cake. Before, Dad
 * baked his own cake and the last page was "everyone had a big slice" with nobody's birthday.
 */
export type Party = Grown & { id: string; he: { en: string; fr: string } };

const WHOSE: [RegExp, string][] = [
  [/\b(?:dad|daddy|father|papa|père)\b/i, 'father'],
  [/\b(?:mum|mom|mummy|mommy|mother|maman|mère)\b/i, 'mother'],
  [/\b(?:grandma|granny|grandmother|mamie|mamy|mémé|grand-mère)\b/i, 'grandmother'],
  [/\b(?:grandpa|grandad|granddad|grandfather|papi|papy|pépé|grand-père)\b/i, 'grandfather'],
];
// "for Dad’s birthday", "for her mum’s birthday", « pour l’anniversaire de Papa », « de sa maman ».
const BIRTHDAY = {
  en: /\bfor (?:(?:her|his|their) )?([\p{L}-]+)’s birthday\b/iu,
  fr: /\banniversaire (?:de |d’)(?:(?:sa|son|leur) )?([\p{L}-]+)/iu,
};
const HE = { en: 'he', fr: 'il' };
const SHE = { en: 'she', fr: 'elle' };

/** Whose birthday the task bakes for, if a grown-up of the family's. */
export function birthdayOf(task: { en: string; fr: string } | undefined): Party | undefined {
  const whose = task && (BIRTHDAY.en.exec(task.en) ?? BIRTHDAY.fr.exec(task.fr))?.[1];
  const id = whose && WHOSE.find(([re]) => re.test(whose))?.[1];
  if (!id) return undefined;
  return { ...GROWN[id], id, he: /mother/.test(id) ? SHE : HE };
}

/** The party: the candles blown out by the one whose birthday it is. */
export const BIRTHDAY_ENDINGS: PlacedL[] = [
  step(
    'That evening, {party} blew out the candles on the cake. “The best birthday ever!” {partyHe} said, and everyone had a big slice. {name} had learned that {lesson}. The end.',
    'Ce soir-là, {party} souffla les bougies du gâteau. « Le plus bel anniversaire du monde ! » dit-{partyHe}, et chacun eut une grosse part. {name} avait appris que {lesson}. Fin.',
  ),
];
