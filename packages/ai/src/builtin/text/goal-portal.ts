import type { Language } from '@bookloom/core';
import type { PortalThrough } from '../idea/read-goal-portal';
import type { IdeaFacts } from '../idea/read-idea';
import { inFamily, type Place, place } from '../idea/settings';
import type { GoalArc, GoalDrawn } from './goal-arc';
import {
  PORTAL_ENDINGS,
  PORTAL_HELP,
  PORTAL_MEETINGS,
  PORTAL_OPENINGS,
  PORTAL_PARTY,
  PORTAL_PROBLEMS,
  PORTAL_TROUBLE,
  PORTAL_TURNS,
} from './goal-portal-words';
import { drawnOfNamed, type NamedThing } from './named-drawn';
import type { PlacedL } from './story-place-fit';

type Said = { en: string; fr: string };
/** One way through: the home it is in, how it is found, how it closes, how it hides again, its icon. */
type Way = { home: Said; found: Said; closing: Said; hidden: Said; room: Place; icon: string; said: Said };

const GARDEN = inFamily('nature', [place('in/the garden|behind the house', 'dans/le jardin')])[0];
const BEDROOM = inFamily('indoor', [place('in/the bedroom|at home', 'dans/la chambre')])[0];
// No attic is drawn: its pictures are the playroom under the roof (pictures/interiors-home.ts).
const ATTIC = inFamily('indoor', [place('in/the attic|playroom under the roof', 'dans/le grenier')])[0];
const DOOR_CLOSES = { en: 'The little door is closing!', fr: 'La petite porte se ferme !' };
const A_DOOR = { en: 'a little door', fr: 'une petite porte' };

const WAYS: Record<PortalThrough, Way> = {
  garden: {
    home: {
      en: 'an old house with a big garden, where the ivy grew thick over the high stone wall',
      fr: 'une vieille maison avec un grand jardin, où le lierre couvrait le haut mur de pierre',
    },
    found: {
      en: 'behind the ivy on the garden wall, {name} found a little wooden door that had never been there before',
      fr: 'derrière le lierre du mur du jardin, {name} trouva une petite porte en bois qui n’avait jamais été là',
    },
    closing: DOOR_CLOSES,
    hidden: {
      en: 'the ivy had grown back over the little door, as if it had never been there',
      fr: 'le lierre avait repoussé sur la petite porte, comme si elle n’avait jamais existé',
    },
    room: GARDEN,
    icon: 'door',
    said: A_DOOR,
  },
  wardrobe: {
    home: {
      en: 'an old house with creaky stairs and a big old wardrobe in the bedroom',
      fr: 'une vieille maison aux escaliers qui grincent, avec une grande armoire ancienne dans la chambre',
    },
    found: {
      en: 'at the back of the old wardrobe, behind the coats, {name} found a little door that had never been there before',
      fr: 'au fond de la vieille armoire, derrière les manteaux, {name} trouva une petite porte qui n’avait jamais été là',
    },
    closing: DOOR_CLOSES,
    hidden: {
      en: 'behind the coats, the back of the wardrobe was just plain wood again',
      fr: 'derrière les manteaux, le fond de l’armoire n’était plus que du bois tout simple',
    },
    room: BEDROOM,
    icon: 'door',
    said: A_DOOR,
  },
  closet: {
    home: {
      en: 'a little house with a deep, dark closet in the bedroom',
      fr: 'une petite maison, avec un grand placard tout noir dans la chambre',
    },
    found: {
      en: 'at the back of the closet, behind the boxes of toys, {name} found a little door that had never been there before',
      fr: 'au fond du placard, derrière les boîtes de jouets, {name} trouva une petite porte qui n’avait jamais été là',
    },
    closing: DOOR_CLOSES,
    hidden: {
      en: 'the back of the closet was just a plain wall again',
      fr: 'le fond du placard n’était plus qu’un mur tout simple',
    },
    room: BEDROOM,
    icon: 'door',
    said: A_DOOR,
  },
  attic: {
    home: {
      en: 'an old house with a dusty attic full of forgotten things',
      fr: 'une vieille maison avec un grenier poussiéreux plein de choses oubliées',
    },
    found: {
      en: 'in a dusty corner of the attic, behind an old trunk, {name} found a tiny door that had never been there before',
      fr: 'dans un coin poussiéreux du grenier, derrière une vieille malle, {name} trouva une toute petite porte qui n’avait jamais été là',
    },
    closing: DOOR_CLOSES,
    hidden: {
      en: 'the old trunk stood in front of the tiny door again',
      fr: 'la vieille malle cachait de nouveau la petite porte',
    },
    room: ATTIC,
    icon: 'door',
    said: A_DOOR,
  },
  mirror: {
    home: {
      en: 'an old house with a tall old mirror in the bedroom',
      fr: 'une vieille maison, avec un grand miroir ancien dans la chambre',
    },
    found: {
      en: '{name} looked into the tall mirror and saw, instead of the bedroom, a forest full of light. The glass felt as soft as water',
      fr: '{name} regarda dans le grand miroir et vit, au lieu de la chambre, une forêt pleine de lumière. Le verre était doux comme de l’eau',
    },
    closing: { en: 'The mirror is clouding over!', fr: 'Le miroir se brouille !' },
    hidden: {
      en: 'the mirror showed only the bedroom again, and {name}’s own big smile',
      fr: 'le miroir ne montrait plus que la chambre, et le grand sourire de {name}',
    },
    room: BEDROOM,
    icon: 'mirror',
    said: { en: 'a tall mirror', fr: 'un grand miroir' },
  },
};

/** The magic land on the other side: the middle pages go round it; the way home is at its edge. */
export const MAGIC_LAND = inFamily('nature', [
  place('in/the enchanted forest', 'dans/la forêt enchantée'),
  place('by/the mushroom ring|in the enchanted forest', 'près de/le cercle de champignons'),
  place('on/the dragon’s hill', 'sur/la colline du dragon'),
  place('by/the silver spring|in the enchanted forest', 'près de/la source d’argent'),
  place('under/the lantern tree|in the enchanted forest', 'sous/l’arbre aux lanternes'),
  place('on/the rainbow bridge', 'sur/le pont arc-en-ciel', 'sky'),
]);
const WAY_HOME = inFamily('nature', [
  place('at/the edge of the enchanted forest', 'à/l’orée de la forêt enchantée'),
])[0];

/**
 * Which lines a short book tells first, by their place in each table: the fox and the shy dragon
 * met, the lantern tree dark and the rock in the spring, Pip asked and the rock pushed away, the
 * party; a long book tells them all. Kept in the tables' order, so the story still reads in order.
 */
const MEETINGS_FIRST = [1, 3, 2, 0, 4, 5];
const TROUBLE_FIRST = [0, 4, 5, 2, 3, 1];
const HELP_FIRST = [0, 3, 4, 2, 1, 5];
// The fairy's dance last: only a book long enough to meet her dances with her.
const PARTY_FIRST = [1, 4, 0, 3, 5, 2];
export const toldFirst = (pool: PlacedL[], first: number[], n: number) =>
  n >= pool.length ? pool : pool.filter((_, k) => first.slice(0, Math.max(1, n)).includes(k));

/** How many middle pages each phase gets (story-phases.ts cuts the middle into equal runs). */
export function phaseRuns(phases: number, pages: number): number[] {
  // The opening, the problem, the turn and the ending are not middle pages.
  const middle = Math.max(0, pages - 4);
  const runs = Array.from({ length: phases }, () => 0);
  for (let e = 0; e < middle; e++) runs[Math.min(phases - 1, Math.floor((e * phases) / middle))]++;
  return runs;
}

const LESSON = {
  en: 'even the shyest one can do great things with a friend beside them',
  fr: 'même le plus timide peut faire de grandes choses avec un ami à ses côtés',
};
const LEAF = { en: 'a glowing leaf', fr: 'une feuille lumineuse' };

/** What a page's words name, drawn: the land's creatures, its lantern tree, the rock, the spring. */
const NAMED: NamedThing[] = [
  [/fox|Ruby(?! says)|renard|Rubis(?! dit)/, 'fox', { en: 'a talking fox', fr: 'un renard qui parle' }],
  [/fairy|fée/, 'woman-fairy', { en: 'a tiny fairy', fr: 'une petite fée' }],
  [/dragon|Pip/, 'dragon', { en: 'Pip the shy dragon', fr: 'Pip, le dragon timide' }],
  [/lantern|lanterne/, 'red-paper-lantern', { en: 'the lantern tree', fr: 'l’arbre aux lanternes' }],
  [/rock|rocher/, 'rock', { en: 'a big round rock', fr: 'un gros rocher rond' }],
  [
    /water|spring|stream|source|ruisseau|eau/,
    'droplet',
    { en: 'the silver spring', fr: 'la source d’argent' },
  ],
  [/mushrooms|champignons/, 'mushroom', { en: 'giant mushrooms', fr: 'des champignons géants' }],
  [/rabbits|lapins/, 'rabbit', { en: 'rabbits in waistcoats', fr: 'des lapins en gilet' }],
  [/cakes|gâteaux/, 'cupcake', { en: 'honey cakes', fr: 'des gâteaux au miel' }],
];

/**
 * Through a secret door into a magic land (idea/read-goal-portal.ts), in order: at home, the way
 * found and stepped through; the creatures met, the land's trouble, the shy dragon's help, the party;
 * at the turn the way closes and the hero jumps home with a glowing leaf, the way hidden again.
 */
export function portalArc(facts: IdeaFacts, through: PortalThrough, pages: number, name: string): GoalArc {
  const way = WAYS[through];
  const named = (x: Said, lang: Language) => x[lang].replaceAll('{name}', name);
  const run = phaseRuns(4, pages);
  return {
    openings: PORTAL_OPENINGS,
    problems: PORTAL_PROBLEMS,
    turns: PORTAL_TURNS,
    endings: PORTAL_ENDINGS,
    episodes: {
      search: toldFirst(PORTAL_MEETINGS, MEETINGS_FIRST, run[0]),
      clue: toldFirst(PORTAL_TROUBLE, TROUBLE_FIRST, run[1]),
      obstacle: toldFirst(PORTAL_HELP, HELP_FIRST, run[2]),
      pause: toldFirst(PORTAL_PARTY, PARTY_FIRST, run[3]),
      meet: [],
    },
    phases: [['search'], ['clue'], ['obstacle'], ['pause']],
    inOrder: true,
    arrival: WAY_HOME,
    places: MAGIC_LAND,
    // The opening and the finding are at home (the garden, the bedroom, the attic), and so is the end.
    homeDrawn: way.room,
    bed: way.room,
    slots: (lang: Language): Record<string, string> => ({
      homeLine: way.home[lang],
      found: named(way.found, lang),
      closing: way.closing[lang],
      hidden: named(way.hidden, lang),
      ...(facts.lessonNamed ? {} : { lesson: LESSON[lang] }),
    }),
    turnAction: 'runs back through the closing way home, a glowing leaf in hand',
    drawn: (beat, lang, _kind, text = '', at?: Place): GoalDrawn | undefined => {
      if (beat === 'problem') return { subjects: [way.icon], said: [way.said[lang]], found: true };
      if (beat === 'turn')
        return {
          subjects: [way.icon, 'leaf-fluttering-in-wind', 'fox'],
          said: [way.said[lang], LEAF[lang]],
          found: true,
        };
      if (beat === 'ending')
        return { subjects: ['leaf-fluttering-in-wind'], said: [LEAF[lang]], found: true };
      if (beat === 'opening') return undefined;
      // What the words name after the place: "On the dragon’s hill" draws no dragon, "By the silver spring" no water.
      const where = at?.at[lang].toLowerCase() ?? '';
      const said = where && text.toLowerCase().startsWith(where) ? text.slice(where.length) : text;
      return drawnOfNamed(NAMED.filter(([re]) => re.test(said)).slice(0, 3), lang);
    },
  };
}
