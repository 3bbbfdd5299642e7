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
  /** The French word for a woman at it: « sa maman boulangère », « la maman médecin ». */
  frF: string;
  /** How a parent at it is drawn, as a woman and as a man (pictures/standing-bust.ts): the job's clothes. */
  look: { f: string; m: string };
};

const j = (
  id: string,
  en: string,
  [fr, frF]: [string, string],
  icon: string,
  setting: string,
  forms: string[],
  look: { f: string; m: string },
): DayJob => ({ id, en, fr, frF, icon, setting, forms: [en, fr, frF, ...forms], look });

export const DAY_JOBS: readonly DayJob[] = [
  j(
    'baker',
    'baker',
    ['boulanger', 'boulangère'],
    'baguette-bread',
    'city',
    ['bakers', 'boulangère', 'pâtissier', 'pâtissière'],
    { f: 'woman-cook', m: 'man-cook' },
  ),
  j(
    'farmer',
    'farmer',
    ['fermier', 'fermière'],
    'tractor',
    'farm',
    ['fermière', 'agriculteur', 'agricultrice', 'paysan', 'paysanne'],
    { f: 'woman-farmer', m: 'man-farmer' },
  ),
  j(
    'firefighter',
    'firefighter',
    ['pompier', 'pompière'],
    'fire-engine',
    'city',
    ['fireman', 'firewoman', 'pompière'],
    { f: 'woman-firefighter', m: 'man-firefighter' },
  ),
  j(
    'doctor',
    'doctor',
    ['médecin', 'médecin'],
    'stethoscope',
    'city',
    ['docteur', 'doctoresse', 'nurse', 'infirmier', 'infirmière'],
    { f: 'woman-health-worker', m: 'man-health-worker' },
  ),
  j('vet', 'vet', ['vétérinaire', 'vétérinaire'], 'dog-face', 'city', ['veterinarian', 'véto'], {
    f: 'woman-health-worker',
    m: 'man-health-worker',
  }),
  j(
    'fisher',
    'fisherman',
    ['pêcheur', 'pêcheuse'],
    'fishing-pole',
    'beach',
    ['fisher', 'fisherwoman', 'pêcheuse'],
    { f: 'fisher', m: 'fisher' },
  ),
  j('gardener', 'gardener', ['jardinier', 'jardinière'], 'seedling', 'garden', ['jardinière'], {
    f: 'woman-farmer',
    m: 'man-farmer',
  }),
  j('bus-driver', 'bus driver', ['conducteur de bus', 'conductrice de bus'], 'bus', 'city', ['bus-driver'], {
    f: 'woman',
    m: 'man',
  }),
  j(
    'teacher',
    'teacher',
    ['maître d’école', 'maîtresse d’école'],
    'books',
    'school',
    ['teachers', 'maîtresse', 'enseignant', 'enseignante', 'institutrice', 'instituteur'],
    { f: 'woman-teacher', m: 'man-teacher' },
  ),
  // "What does a dentist do?", « Que fait un policier ? » (read-goal-job-visit.ts): a day at their side.
  j('dentist', 'dentist', ['dentiste', 'dentiste'], 'tooth', 'city', ['dentists', 'dentistes'], {
    f: 'woman-health-worker',
    m: 'man-health-worker',
  }),
  j(
    'police',
    'police officer',
    ['policier', 'policière'],
    'police-car',
    'city',
    ['police', 'policeman', 'policewoman', 'policemen', 'policiers', 'gendarme'],
    { f: 'woman-police-officer', m: 'man-police-officer' },
  ),
  j(
    'builder',
    'builder',
    ['maçon', 'maçonne'],
    'building-construction',
    'city',
    ['builders', 'maçons', 'bâtisseur', 'bâtisseuse'],
    { f: 'woman-construction-worker', m: 'man-construction-worker' },
  ),
  j('chef', 'chef', ['cuisinier', 'cuisinière'], 'cooking', 'city', ['chefs', 'cook', 'cuisiniers'], {
    f: 'woman-cook',
    m: 'man-cook',
  }),
  // "A day with the postman", « Une journée avec le facteur », a librarian's and a pilot's day
  // (text/day-job-words-post.ts): no uniform icon, the worker is drawn with the day's things.
  j(
    'postman',
    'postman',
    ['facteur', 'factrice'],
    'envelope',
    'city',
    ['postmen', 'postwoman', 'postie', 'mailman', 'carrier', 'factrice', 'facteurs'],
    { f: 'woman', m: 'man' },
  ),
  j('librarian', 'librarian', ['bibliothécaire', 'bibliothécaire'], 'books', 'city', ['librarians'], {
    f: 'woman-teacher',
    m: 'man-teacher',
  }),
];

/** The job a word names, if any. */
export const dayJobNamed = (word: string): DayJob | undefined =>
  DAY_JOBS.find((x) => x.forms.includes(word.toLowerCase()));
