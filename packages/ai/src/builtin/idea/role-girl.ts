import { KINDS, type Kind } from './kinds';

/**
 * A girl said by her role's feminine noun at the head of the idea: « Une petite gymnaste va à sa
 * première compétition », « Une danseuse », « Une petite pompière », "A little ballerina". Before,
 * the hero was a boy, Milo (« un petit garçon nommé Milo »), or a hare: the noun said no kind.
 * Only at the head: « Léo rencontre une danseuse » is Léo's story, the dancer met on the way.
 */
// Nouns only a woman or a girl is called by (a masculine noun has its own form: danseur, pompier).
const FEMININE =
  'danseuse|nageuse|skieuse|patineuse|chanteuse|coiffeuse|vendeuse|footballeuse|joueuse|surfeuse|plongeuse|grimpeuse|boulangère|fermière|pompière|policière|infirmière|jardinière|pâtissière|cuisinière|écolière|aventurière|exploratrice|aviatrice|actrice|institutrice|factrice|conductrice|inventrice|championne|musicienne|gardienne|comédienne|ballerine|cavalière';
// The same noun for both: feminine only after « une » / « la » (« un gymnaste » is a boy).
const EPICENE =
  'gymnaste|pianiste|artiste|cycliste|violoniste|dentiste|vétérinaire|détective|acrobate|athlète|archéologue|photographe|judoka|karatéka|astronaute|pirate';
const FR = new RegExp(
  `^(?:(?:les |l’|l')?(?:aventures|histoire) d(?:e |’|')(?:la |ma )?)?(?:(?:une|la|ma) (?:petite |jeune |grande |brave |courageuse )?(?:${FEMININE}|${EPICENE})|(?:petite |jeune )?(?:${FEMININE}))(?!\\p{L})`,
  'iu',
);
const EN =
  /^(?:the adventures of )?(?:a |the |my )?(?:little |young |brave )?(?:ballerina|ballerinas|actress|waitress|policewoman|firewoman|sportswoman|horsewoman|cowgirl|schoolgirl)\b/i;

const GIRL = KINDS.find((k) => k.id === 'girl') as Kind;

/** The girl the idea's head noun says the hero is, if it says one. */
export function girlByRole(description: string, lang: string): Kind | undefined {
  const head = description.trim();
  return (lang === 'fr' ? FR : EN).test(head) ? GIRL : undefined;
}
