import type { Language } from '@bookloom/core';
import type { ShopGoal } from '../idea/read-goal-shop';
import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import * as W from './goal-shop-words';
import { MORE_LINES } from './goal-shop-words-more';
import { GROWN } from './goal-task-script-kit';
import { grownUpSaid } from './grown-up-said';
import type { PlacedL } from './story-place-fit';

// Every spot but the car park is drawn inside the shop (pictures/interiors-shop.ts reads "supermarket").
const SHOP = 'at the supermarket';
const spot = (en: string, fr: string, at: [string, string], pic = `${en} ${SHOP}`): Place => ({
  en,
  fr,
  at: { en: at[0], fr: at[1] },
  pic,
  family: pic.includes(SHOP) ? 'indoor' : 'town',
});
const CAR_PARK = spot(
  'the car park',
  'le parking',
  ['in the car park', 'sur le parking'],
  'a car park in front of the shops in town',
);
const ENTRANCE = spot('the entrance', 'l’entrée', [
  'at the entrance, by the trolleys',
  'à l’entrée, près des chariots',
]);
const FRUIT = spot('the fruit and vegetable aisle', 'le rayon fruits et légumes', [
  'in the fruit and vegetable aisle',
  'au rayon fruits et légumes',
]);
const BAKERY = spot('the bakery counter', 'le comptoir de la boulangerie', [
  'at the bakery counter',
  'au comptoir de la boulangerie',
]);
const FROZEN = spot('the frozen aisle', 'le rayon surgelés', ['in the frozen aisle', 'au rayon surgelés']);
const TOYS = spot('the toy aisle', 'le rayon jouets', ['in the toy aisle', 'au rayon jouets']);
const CHECKOUT = spot('the checkout', 'la caisse', ['at the checkout', 'à la caisse']);
const DESK = spot('the information desk', 'l’accueil', ['at the information desk', 'à l’accueil']);
const CHEESE = spot('the cheese counter', 'le rayon fromages', [
  'at the cheese counter',
  'au rayon fromages',
]);
const FISH = spot('the fish counter', 'le rayon poissonnerie', [
  'at the fish counter',
  'au rayon poissonnerie',
]);

const LESSON = {
  shop: { en: 'helping makes every job lighter', fr: 'quand on s’aide, tout devient plus léger' },
  lost: { en: 'asking for help is brave', fr: 'demander de l’aide, c’est courageux' },
};
/** What the pages name and the pictures draw: [words, icon, alt en, alt fr]. */
const THINGS: [RegExp, string, string, string][] = [
  [/trolley|chariot/, 'shopping-cart', 'a trolley', 'un chariot'],
  [/apples|pommes/, 'red-apple', 'apples', 'des pommes'],
  [/bananas|bananes/, 'banana', 'bananas', 'des bananes'],
  [/baguette|bread|pain/, 'baguette-bread', 'bread', 'du pain'],
  [/croissant/, 'croissant', 'croissants', 'des croissants'],
  [/peas|petits pois|ice cream|glaces/, 'ice', 'the freezer', 'le congélateur'],
  [/toy car|petite voiture/, 'racing-car', 'a toy car', 'une petite voiture'],
  [/teddies|nounours/, 'teddy-bear', 'teddies', 'des nounours'],
  [/shop assistant|vendeuse/, 'woman-tipping-hand', 'a shop assistant', 'une vendeuse'],
  [/microphone|micro/, 'loudspeaker', 'an announcement', 'une annonce'],
  [/till|caisse|beep|bip/, 'receipt', 'the till', 'la caisse'],
  [/cheese|fromage/, 'cheese-wedge', 'cheese', 'du fromage'],
  [/crab|crabe/, 'crab', 'a crab', 'un crabe'],
  [/carrot|carotte/, 'carrot', 'carrots', 'des carottes'],
  [/milk|\blait\b/, 'glass-of-milk', 'milk', 'du lait'],
  [/eggs|œufs/, 'egg', 'eggs', 'des œufs'],
  [/toddler|tout-petit/, 'baby', 'a toddler', 'un tout-petit'],
];

/**
 * A trip to the supermarket (idea/read-goal-shop.ts), told in the shop's order: the car park and the
 * trolleys, the fruit chosen, the bakery's warm bread, the freezers, the list ticked, the heavy
 * trolley, the toy not bought, the checkout's beep at the turn. A toy lost there goes the other way:
 * missed at the checkout, the way back aisle by aisle, the shop assistant and the announcement at the
 * information desk, found among the teddies or in the trolley. Mum (or who the idea names) is there.
 */
export function shopArc(goal: ShopGoal, facts: IdeaFacts, pages = 12): GoalArc {
  const near = facts.companions.find((c) => GROWN[c.kind.id]);
  const relative = near?.kind.id ?? 'mother';
  const grown = GROWN[relative];
  const alone = !facts.companions.length;
  const lost = goal.lost;
  const toy = (lang: Language) => lost?.[lang] ?? '';
  const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  // The counters and small events of goal-shop-words-more.ts come in only when the first lines cannot
  // fill the middle: a short book keeps its aisles and the desk's announcement as before.
  const first = (ls: PlacedL[]) => ls.filter((l) => !MORE_LINES.has(l));
  const firstCount = lost
    ? first([...W.LOST_WAY_BACK, ...W.LOST_HELP, ...W.LOST_WORRIES]).length
    : first([...W.SHOP_AISLES, ...W.SHOP_LIST, ...W.SHOP_TROUBLES]).length;
  const own = (ls: PlacedL[]) => (pages - 4 > firstCount ? ls : first(ls));
  return {
    problems: lost ? W.LOST_PROBLEMS : W.SHOP_PROBLEMS,
    turns: lost ? W.LOST_TURNS : W.SHOP_TURNS,
    endings: lost ? W.LOST_ENDINGS : W.SHOP_ENDINGS,
    episodes: {
      ...(lost
        ? { search: own(W.LOST_WAY_BACK), clue: own(W.LOST_HELP), obstacle: own(W.LOST_WORRIES) }
        : { search: own(W.SHOP_AISLES), clue: own(W.SHOP_LIST), obstacle: own(W.SHOP_TROUBLES) }),
      pause: [],
      meet: [],
    },
    phases: [['search'], ['clue', 'obstacle']],
    inOrder: true,
    // The toy is found on the teddies' shelf; the trip's turn is the checkout's beep.
    arrival: lost ? TOYS : CHECKOUT,
    ...(lost ? { parted: CHECKOUT } : {}),
    places: lost
      ? [FROZEN, BAKERY, FRUIT, ENTRANCE, DESK, CHEESE, FISH]
      : [CAR_PARK, ENTRANCE, FRUIT, BAKERY, FROZEN, TOYS, CHEESE, FISH],
    slots: (lang: Language): Record<string, string> => ({
      grown: grown[lang],
      toy: toy(lang),
      Toy: upper(toy(lang)),
      ...(facts.lessonNamed ? {} : { lesson: LESSON[lost ? 'lost' : 'shop'][lang] }),
    }),
    turnAction: lost ? 'hugs the lost cuddly toy, found at last' : 'helps at the checkout as the till beeps',
    drawn: (beat, lang, _kind, text): GoalDrawn | undefined => {
      if (beat === 'opening') return undefined;
      const things = THINGS.filter(([re]) => re.test(text ?? ''));
      // The lost toy is drawn where the page has it in the hero's arms: found at the turn, home at the end.
      const hugged = lost && (beat === 'turn' || beat === 'ending') ? ['teddy-bear'] : [];
      const said = [
        ...(near ? [] : [grownUpSaid(grown[lang], relative, facts.heroKind, lang)]),
        ...things.map((t) => (lang === 'en' ? t[2] : t[3])),
      ];
      return {
        subjects: [
          ...new Set([...(alone || near ? [] : [grown.icon]), ...hugged, ...things.map((t) => t[1])]),
        ],
        ...(alone ? { companion: grown.icon } : {}),
        said: [...new Set(said)],
        found: true,
        kin: true,
      };
    },
  };
}
