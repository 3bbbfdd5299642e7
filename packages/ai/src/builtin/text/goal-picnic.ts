import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, place } from '../idea/settings';
import type { GoalArc } from './goal-arc';
import {
  PICNIC_ENDINGS,
  PICNIC_FUN,
  PICNIC_HITCH,
  PICNIC_LONG_TURNS,
  PICNIC_OPENINGS,
  PICNIC_PROBLEMS,
  PICNIC_TURNS,
  PICNIC_WAY,
} from './goal-picnic-words';
import type { NamedThing } from './named-drawn';
import { outingDrawn, outingFamily } from './outing-family';
import type { Episode } from './story-episodes';

/** Home, then the park's spots: the flower beds on the way, the big tree's shade, the pond, the hill… */
const HOME = inFamily('indoor', [place('in/the kitchen|at home', 'dans/la cuisine')]);
const PARK = inFamily('nature', [
  place('among/the flower beds|in the meadow', 'parmi/les parterres de fleurs'),
  place('under/the big tree|on the meadow', 'sous/le grand arbre'),
  place('by/the pond|in the park meadow', 'au bord de/l’étang'),
  place('on top of/the hill|in the meadow', 'en haut de/la colline'),
  place('in/the playground|in the park meadow', 'dans/l’aire de jeux'),
  place('by/the bandstand|on the meadow', 'près de/le kiosque'),
]);

/**
 * What a page's words name, drawn and said (the first two it names, in this order): the turn draws
 * the first two, the cake and the rainbow.
 */
const NAMED: NamedThing[] = [
  [/cake|gâteau/, 'shortcake', { en: 'the chocolate cake', fr: 'le gâteau au chocolat' }],
  [/rainbow|arc-en-ciel/, 'rainbow', { en: 'a rainbow', fr: 'un arc-en-ciel' }],
  [/basket|panier/, 'basket', { en: 'the picnic basket', fr: 'le panier de pique-nique' }],
  [/sandwich/, 'sandwich', { en: 'sandwiches', fr: 'des sandwichs' }],
  [/ducks|canards/, 'duck', { en: 'ducks', fr: 'des canards' }],
  [/daisy|pâquerette/, 'blossom', { en: 'daisies', fr: 'des pâquerettes' }],
  [/\bball\b|ballon/, 'softball', { en: 'a ball', fr: 'un ballon' }],
  [/butterfly|papillon/, 'butterfly', { en: 'a butterfly', fr: 'un papillon' }],
  [/ladybird|coccinelle/, 'lady-beetle', { en: 'a ladybird', fr: 'une coccinelle' }],
  [/trumpet|trompette/, 'trumpet', { en: 'a trumpet', fr: 'une trompette' }],
  [/leaf|feuille/, 'leaf-fluttering-in-wind', { en: 'a leaf boat', fr: 'un bateau-feuille' }],
  [/strawberr|fraise/, 'strawberry', { en: 'strawberries', fr: 'des fraises' }],
  [/\bants\b|fourmis/, 'ant', { en: 'ants', fr: 'des fourmis' }],
  [/lemonade|limonade/, 'tropical-drink', { en: 'lemonade', fr: 'de la limonade' }],
  [/\bbee\b|abeille/, 'honeybee', { en: 'a bee', fr: 'une abeille' }],
  [/\brain\b|pluie/, 'cloud-with-rain', { en: 'the rain', fr: 'la pluie' }],
];

/**
 * A picnic (idea/read-goal-picnic.ts): the basket packed at home, the walk, the blanket under the big
 * tree; the picnic's joys one a page at their own spots of the park; the rain before the cake; the
 * cake shared under the bandstand and a rainbow at the turn; home with an empty basket. Who came (the
 * idea's family or dog, else Mum and Dad) is drawn along as on a seaside day (outing-family.ts).
 */
export function picnicArc(facts: IdeaFacts, pages: number, name: string): GoalArc {
  const family = outingFamily(facts, name);
  // One page a phase (story-phases.ts), as the seaside day: the rain just before the turn, or at the
  // turn itself in a book too long for the joys (the filler goes between them: story-pace.ts).
  const middle = Math.max(1, pages - 4);
  const way = PICNIC_WAY.slice(0, middle <= 6 ? 1 : PICNIC_WAY.length);
  const day = [...way, ...PICNIC_FUN];
  const long = middle - PICNIC_HITCH.length > day.length;
  return {
    openings: PICNIC_OPENINGS,
    problems: PICNIC_PROBLEMS,
    turns: long ? PICNIC_LONG_TURNS : PICNIC_TURNS,
    endings: PICNIC_ENDINGS,
    episodes: { search: day, obstacle: long ? [] : PICNIC_HITCH, clue: [], pause: [], meet: [] },
    phases: long
      ? [['search']]
      : [...Array.from({ length: middle - PICNIC_HITCH.length }, (): Episode[] => ['search']), ['obstacle']],
    inOrder: true,
    arrival: PARK[5],
    places: PARK,
    homeDrawn: HOME[0],
    // The walk home goes back past the flower beds.
    bed: PARK[0],
    slots: family.slots,
    turnAction: 'shares the chocolate cake with the family under the bandstand roof, a rainbow in the sky',
    // The rainbow over the bandstand at the turn.
    drawn: outingDrawn(NAMED, family, {}),
  };
}
