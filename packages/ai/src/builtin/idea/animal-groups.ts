/**
 * The words an idea uses for animals living together ("a wolf pack", « une meute de loups », "a herd of
 * elephants"): the hero walks with the rest of them through a roaming day (read-goal-roam.ts). `fr`
 * is the collective noun the story prints (« la meute ») and `f` its gender.
 */
export type AnimalGroup = { en: string; fr: string; f: boolean; forms: readonly string[] };

const g = (en: string, fr: string, f: boolean, forms: string[]): AnimalGroup => ({
  en,
  fr,
  f,
  forms: [en, fr, ...forms],
});

export const ANIMAL_GROUPS: readonly AnimalGroup[] = [
  g('pack', 'meute', true, ['packs', 'meutes']),
  g('herd', 'troupeau', false, ['herds', 'troupeaux']),
  g('flock', 'volée', true, ['flocks', 'nuée']),
  g('pod', 'groupe', false, ['pods']),
  g('pride', 'troupe', true, ['prides']),
  g('troop', 'bande', true, ['troops', 'troupe']),
  g('family', 'famille', true, ['families', 'familles']),
  g('colony', 'colonie', true, ['colonies']),
];

/** The group a word names, if any. */
export const animalGroupNamed = (word: string): AnimalGroup | undefined =>
  ANIMAL_GROUPS.find((x) => x.forms.includes(word.toLowerCase()));
