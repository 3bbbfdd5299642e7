import type { PortalThrough } from '../idea/read-goal-portal';
import { inFamily, type Place, place } from '../idea/settings';

/**
 * The ways through into the magic land (text/goal-portal.ts), as the idea names them: the home each
 * is in, how it is found, how it closes at the turn, how it hides again at the end, where the home
 * pages are drawn and its icon.
 */
export type Said = { en: string; fr: string };
/** One way through: the home it is in, how it is found, how it closes, how it hides again, its icon. */
export type Way = {
  home: Said;
  found: Said;
  closing: Said;
  hidden: Said;
  room: Place;
  icon: string;
  said: Said;
};

const GARDEN = inFamily('nature', [place('in/the garden|behind the house', 'dans/le jardin')])[0];
const BEDROOM = inFamily('indoor', [place('in/the bedroom|at home', 'dans/la chambre')])[0];
// No attic is drawn: its pictures are the playroom under the roof (pictures/interiors-home.ts).
const ATTIC = inFamily('indoor', [place('in/the attic|playroom under the roof', 'dans/le grenier')])[0];
const DOOR_CLOSES = { en: 'The little door is closing!', fr: 'La petite porte se ferme !' };
const A_DOOR = { en: 'a little door', fr: 'une petite porte' };

export const WAYS: Record<PortalThrough, Way> = {
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
