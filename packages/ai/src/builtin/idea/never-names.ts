/**
 * Capitalised words that describe, never name: adjectives of a place or a people ("A kangaroo hops
 * across the Australian outback" was "Meet Australian, a kangaroo") and a book's theme words ("Fruit
 * and vegetable ABC" said "Hello! I am Fruit."). No imports: the title reader (name-from-title.ts) and
 * the name reader (read-names.ts) both use it.
 */
const NEVER_NAMES = new Set(
  [
    // Of a place or a people, English.
    'australian african american asian european arctic antarctic polar tropical french english british',
    'scottish irish welsh spanish italian german dutch swiss russian chinese japanese korean indian',
    'mexican brazilian canadian egyptian kenyan african-american amazonian himalayan alpine siberian',
    'nordic viking arabian persian hawaiian caribbean mediterranean atlantic pacific',
    // De lieu ou de peuple, en français (au masculin, au féminin, au pluriel).
    'australien australienne africain africaine américain américaine asiatique européen européenne',
    'arctique antarctique polaire tropical tropicale français française anglais anglaise espagnol',
    'espagnole italien italienne allemand allemande russe chinois chinoise japonais japonaise indien',
    'indienne mexicain mexicaine brésilien brésilienne canadien canadienne égyptien égyptienne',
    // A book's theme words.
    'fruit fruits vegetable vegetables veggies animal animals ocean oceans sea farm zoo jungle forest',
    'dinosaur dinosaurs bug bugs insects nature space colours colors shapes numbers letters words',
    'fruits légume légumes animaux océan océans mer ferme forêt nature espace couleurs formes chiffres',
    'nombres lettres mots insectes dinosaures abc alphabet abécédaire',
  ]
    .join(' ')
    .split(' '),
);

/** Whether a word (lower-cased) only ever describes or names a theme, never a hero. */
export const isNeverName = (norm: string): boolean => NEVER_NAMES.has(norm);
