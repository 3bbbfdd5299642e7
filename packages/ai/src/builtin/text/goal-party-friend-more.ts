import { inFamily, place } from '../idea/settings';
import {
  FRIEND_PARTY_GUESTS,
  FRIEND_PARTY_OOPS,
  FRIEND_PARTY_PAUSES,
  FRIEND_PARTY_READY,
  FRIEND_PARTY_SIGNS,
} from './goal-party-friend-words';
import type { Episode } from './story-episodes';
import type { PlacedL } from './story-place-fit';

/**
 * A long book's surprise party (more than 12 pages): four runs told in order, each its own kind —
 * getting things (the invitations, the party shop, the cake, the card, the present), decorating the
 * garden, the guests arriving one by one, then the friend on the way and everyone hidden. Each run
 * has a page for every page it gets in 24, so no sentence comes back. Slots as in
 * goal-party-friend-words.ts; French avoids words that agree with the hero.
 */
const b = (en: string, fr: string, onlyPlace?: RegExp): PlacedL => ({
  en,
  fr,
  ...(onlyPlace ? { onlyPlace } : {}),
});

/** Two more places the long party goes to: the party shop in town, the garden gate. */
export const PARTY_SHOP = inFamily('town', [place('at/the party shop|in town', 'à/la boutique de fête')])[0];
export const GARDEN_GATE = inFamily('nature', [
  place('by/the garden gate|in front of the house', 'près de/le portillon du jardin'),
])[0];

const [INVITATIONS, BLOW_UP, GARLAND, CAKE, PRESENT, TABLE] = FRIEND_PARTY_READY;
const [PHONE, POP, WOBBLY] = FRIEND_PARTY_OOPS;
const [TIPTOE, WINDOW] = FRIEND_PARTY_GUESTS;
const [HID, FOOTSTEPS] = FRIEND_PARTY_SIGNS;
const [LOOKED, MILK] = FRIEND_PARTY_PAUSES;

const GETTING: PlacedL[] = [
  INVITATIONS,
  b(
    '{atPlace}, {name} chose a big bag of balloons, red, yellow and blue, and a roll of paper streamers.',
    '{atPlace}, {name} choisit un grand sac de ballons, rouges, jaunes et bleus, et un rouleau de serpentins.',
    /party shop/,
  ),
  CAKE,
  PHONE,
  b(
    '{atPlace}, {name} made a card for {guest}: a drawing of the two of them holding hands, and inside, in big letters, “Hooray for {guest}!”',
    '{atPlace}, {name} fabriqua une carte pour {guest} : un dessin d’eux deux main dans la main, et dedans, en grosses lettres : « Hourra pour {guest} ! »',
    /bedroom|kitchen/,
  ),
  WOBBLY,
  PRESENT,
  b(
    '{atPlace}, there were no gold party hats left. {name} picked silver ones instead, shiny as stars.',
    '{atPlace}, il n’y avait plus de chapeaux pointus dorés. {name} prit des argentés à la place, brillants comme des étoiles.',
    /party shop/,
  ),
];

const DECORATING: PlacedL[] = [
  BLOW_UP,
  POP,
  GARLAND,
  b(
    '{atPlace}, {name} hung little paper lanterns in the big tree, ready to glow all through the party.',
    '{atPlace}, {name} accrocha de petits lampions en papier dans le grand arbre, prêts à briller pendant toute la fête.',
    /^the garden$/,
  ),
  TABLE,
  b(
    '{atPlace}, {name} painted a big sign with {guest}’s name in rainbow letters and propped it up for everyone to see.',
    '{atPlace}, {name} peignit une grande pancarte avec le prénom de {guest} en lettres arc-en-ciel, et la posa bien en vue.',
    /garden gate/,
  ),
];

const GUESTS_COME: PlacedL[] = [
  LOOKED,
  TIPTOE,
  b(
    '{atPlace}, the twins from next door arrived with a drum. “Not now!” laughed {name}. “Later, for the dancing!”',
    '{atPlace}, les jumeaux d’à côté arrivèrent avec un tambour. « Pas maintenant ! » rit {name}. « Plus tard, pour danser ! »',
    /garden/,
  ),
  b(
    '{atPlace}, the old lady from next door came last, with a big jug of lemonade and a plate of biscuits.',
    '{atPlace}, la vieille voisine arriva la dernière, avec une grande carafe de citronnade et une assiette de biscuits.',
    /party table/,
  ),
  WINDOW,
  MILK,
  b(
    '{atPlace}, {name} practised shouting “Surprise!” in a whisper. Shouting very quietly is not easy at all!',
    '{atPlace}, {name} s’entraîna à crier « Surprise ! » tout bas. Crier sans faire de bruit, ce n’est pas facile du tout !',
  ),
];

const ON_THE_WAY: PlacedL[] = [
  b(
    '{atPlace}, {name} peeked down the road: there was {guest}, far away, humming a little song and not guessing a thing.',
    '{atPlace}, {name} jeta un œil sur la route : {guest} était là-bas, au loin, et chantonnait sans se douter de rien.',
    /garden gate/,
  ),
  HID,
  b(
    '{atPlace}, someone sneezed behind the bushes! “Shh!” said everyone at once, and then they all had the giggles.',
    '{atPlace}, quelqu’un éternua derrière les buissons ! « Chut ! » firent tous les autres en même temps, et tout le monde eut le fou rire.',
    /^the garden$/,
  ),
  FOOTSTEPS,
  b(
    '{atPlace}, {name} held the present tight and counted in a whisper: one… two… three…',
    '{atPlace}, {name} serra le cadeau très fort et compta tout bas : un… deux… trois…',
    /party table/,
  ),
];

// Each run in the order written, whatever place the tour reaches next (story-picks.ts `leads`).
const inTurn = (ts: PlacedL[]) => ts.map((t) => ({ ...t, leads: true as const }));

/** The long party's episodes and its four runs. */
export const LONG_PARTY: { episodes: Record<Episode, PlacedL[]>; phases: Episode[][] } = {
  episodes: {
    search: inTurn(GETTING),
    clue: inTurn(DECORATING),
    pause: inTurn(GUESTS_COME),
    obstacle: inTurn(ON_THE_WAY),
    meet: [],
  },
  phases: [['search'], ['clue'], ['pause'], ['obstacle']],
};
