import { THEMES } from './alphabet-themes';
import { TOPICS } from './alphabet-topics';

/**
 * One picturable word per letter, "letter word… icon": the icon drawn is the word printed (no
 * xylophone in the icon set, so X is an x-ray; a queen is a crowned person, not a crown).
 */
const EVERYDAY = {
  en: 'A apple red-apple|B bear bear|C cat cat|D dog dog|E elephant elephant|F fish fish|G giraffe giraffe|H house house|I insect lady-beetle|J jellyfish jellyfish|K kite kite|L lion lion|M moon crescent-moon|N nest nest-with-eggs|O owl owl|P penguin penguin|Q queen person-with-crown|R rainbow rainbow|S sun sun|T tiger tiger|U umbrella umbrella|V violin violin|W whale whale|X x-ray x-ray|Y yo-yo yo-yo|Z zebra zebra',
  fr: 'A abeille honeybee|B ballon balloon|C chat cat|D dauphin dolphin|E étoile star|F fraise strawberry|G girafe giraffe|H hibou owl|I île desert-island|J jongleur person-juggling|K koala koala|L lion lion|M maison house|N nuage cloud|O orange tangerine|P poisson fish|Q quille bowling|R renard fox|S soleil sun|T tortue turtle|U usine factory|V vache cow|W wagon railway-car|X rayons X x-ray|Y yoyo yo-yo|Z zèbre zebra',
} as const;

/**
 * "An alphabet of animals" (issue 14: it printed apple, house, kite, moon, violin…): an animal for
 * every letter that has one the icons draw as itself (a yak is drawn as an ox, an iguana as a lizard,
 * an x-ray fish as a tropical fish, a xerus — a ground squirrel — as a chipmunk, an « unau » as the
 * sloth it is); the everyday word for the others (N is a nest, Q a queen bee or a skittle).
 */
const ANIMALS = {
  en: 'A ant ant|B bear bear|C camel two-hump-camel|D dolphin dolphin|E elephant elephant|F flamingo flamingo|G giraffe giraffe|H hippo hippopotamus|I iguana lizard|J jellyfish jellyfish|K kangaroo kangaroo|L lion lion|M monkey monkey|O octopus octopus|P penguin penguin|Q queen bee honeybee|R rhino rhinoceros|S sloth sloth|T tiger tiger|U unicorn unicorn|V viper snake|W wolf wolf|X x-ray fish tropical-fish|Y yak ox|Z zebra zebra',
  fr: 'A abeille honeybee|B baleine whale|C chameau two-hump-camel|D dauphin dolphin|E éléphant elephant|F flamant rose flamingo|G girafe giraffe|H hippopotame hippopotamus|I iguane lizard|J jument horse|K kangourou kangaroo|L lion lion|M mouton ewe|N nid d’oiseau nest-with-eggs|O ours bear|P pingouin penguin|R renard fox|S singe monkey|T tortue turtle|U unau sloth|V vache cow|W wapiti deer|X xérus chipmunk|Y yack ox|Z zèbre zebra',
} as const;

const ANIMAL_IDEA = /(?<!\p{L})(animals?|animaux|animal|zoo|safari|jungle|bêtes|creatures?)(?!\p{L})/iu;

/** `none`: the page says plainly the theme has no word for this letter (alphabet-themes.ts). */
export type AlphabetEntry = { letter: string; word: string; subject: string; none?: string };

const parse = (list: string): AlphabetEntry[] =>
  list.split('|').map((e) => {
    const parts = e.split(' ');
    return { letter: parts[0], word: parts.slice(1, -1).join(' '), subject: parts.at(-1) as string };
  });

/**
 * The 26 words of the book: the idea's topic (the sea, fruit: alphabet-topics.ts) or else animals when
 * it asks for them, everyday words for the other letters.
 */
export function alphabetWords(lang: 'en' | 'fr', idea: string): AlphabetEntry[] {
  const everyday = parse(EVERYDAY[lang]);
  const theme = THEMES.find((t) => t.idea.test(idea));
  if (theme) {
    const own = new Map(parse(theme[lang]).map((e) => [e.letter, e]));
    return everyday.map((e) => own.get(e.letter) ?? { ...e, none: `${theme.none[lang]} ${e.letter}` });
  }
  const topic = TOPICS.find((t) => t.idea.test(idea));
  const animals = !topic && ANIMAL_IDEA.test(idea) ? parse(ANIMALS[lang]) : [];
  if (!topic && !animals.length) return everyday;
  const own = new Map([...animals, ...(topic ? parse(topic[lang]) : [])].map((e) => [e.letter, e]));
  return everyday.map((e) => own.get(e.letter) ?? e);
}
