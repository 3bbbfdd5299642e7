/**
 * A grown-up's job a child spends the day at (read-goal-day-with.ts): « son papa boulanger », "her mum
 * the firefighter". `forms` are the words an idea may use (en and fr, both genders); `icon` is what the
 * day's big moment draws (text/goal-day-with.ts).
 */
export type DayJob = {
  id: string;
  en: string;
  fr: string;
  icon: string;
  /** The setting the day happens in (settings.ts id), when the idea names none: the bakery is in town. */
  setting: string;
  forms: readonly string[];
};

const j = (id: string, en: string, fr: string, icon: string, setting: string, forms: string[]): DayJob => ({
  id,
  en,
  fr,
  icon,
  setting,
  forms: [en, fr, ...forms],
});

export const DAY_JOBS: readonly DayJob[] = [
  j('baker', 'baker', 'boulanger', 'baguette-bread', 'city', [
    'bakers',
    'boulangère',
    'pâtissier',
    'pâtissière',
  ]),
  j('farmer', 'farmer', 'fermier', 'tractor', 'farm', [
    'fermière',
    'agriculteur',
    'agricultrice',
    'paysan',
    'paysanne',
  ]),
  j('firefighter', 'firefighter', 'pompier', 'fire-engine', 'city', ['fireman', 'firewoman', 'pompière']),
  j('doctor', 'doctor', 'médecin', 'stethoscope', 'city', [
    'docteur',
    'doctoresse',
    'nurse',
    'infirmier',
    'infirmière',
  ]),
  j('vet', 'vet', 'vétérinaire', 'dog-face', 'city', ['veterinarian', 'véto']),
  j('fisher', 'fisherman', 'pêcheur', 'fishing-pole', 'beach', ['fisher', 'fisherwoman', 'pêcheuse']),
  j('gardener', 'gardener', 'jardinier', 'seedling', 'garden', ['jardinière']),
];

/** The job a word names, if any. */
export const dayJobNamed = (word: string): DayJob | undefined =>
  DAY_JOBS.find((x) => x.forms.includes(word.toLowerCase()));
