/**
 * The words of a coloring book of cute young animals ("Cute kittens playing with yarn", « Des
 * chatons mignons qui jouent avec une pelote de laine »): the young ones it can draw and what they
 * do at home or in the garden, each thing they play with drawn beside them (coloring-baby-animals.ts).
 */

/** A young animal: its icon, and its name one and several ("the kitten", « les chatons »). */
export type Baby = { icon: string; en: [string, string]; fr: [string, string] };

export const KITTEN: Baby = { icon: 'cat', en: ['kitten', 'kittens'], fr: ['chaton', 'chatons'] };
export const PUPPY: Baby = { icon: 'dog', en: ['puppy', 'puppies'], fr: ['chiot', 'chiots'] };
export const BUNNY: Baby = { icon: 'rabbit', en: ['bunny', 'bunnies'], fr: ['petit lapin', 'petits lapins'] };
export const CHICK: Baby = { icon: 'baby-chick', en: ['chick', 'chicks'], fr: ['poussin', 'poussins'] };
export const DUCKLING: Baby = { icon: 'duck', en: ['duckling', 'ducklings'], fr: ['caneton', 'canetons'] };
export const LAMB: Baby = { icon: 'ewe', en: ['lamb', 'lambs'], fr: ['agneau', 'agneaux'] };

/** "Baby animals", « des bébés animaux »: two of them a page, each pair in turn. */
export const BABY_ANIMALS: Baby[] = [KITTEN, PUPPY, BUNNY, CHICK, DUCKLING, LAMB];

/** The home's rooms and the garden: where the page is, said and drawn (pictures' landmark words). */
export type Spot = { id: 'home' | 'garden'; en: string; fr: string; pic: string };

export const SPOTS: Spot[] = [
  { id: 'home', en: 'in the living room', fr: 'dans le salon', pic: 'the living room' },
  { id: 'garden', en: 'in the garden', fr: 'dans le jardin', pic: 'the garden' },
  { id: 'home', en: 'in the playroom', fr: 'dans la salle de jeux', pic: 'the playroom' },
];

/**
 * What they do: `en` after "the kittens" ("playing with a ball of yarn"), `fr` the verb with one
 * and with several (« joue » / « jouent »), `icon` the thing drawn beside them ('' when the place draws it). `idea`: the idea's
 * words that name it; `at`: only there (a butterfly in the garden, the window indoors); `only`:
 * only for these young ones (a bone for the puppies).
 */
export type Play = {
  en: string;
  fr: [string, string];
  icon: string;
  idea?: RegExp;
  at?: Spot['id'];
  only?: Baby[];
};

export const PLAYS: Play[] = [
  {
    en: 'playing with a ball of yarn',
    fr: ['joue avec une pelote de laine', 'jouent avec une pelote de laine'],
    icon: 'yarn',
    idea: /\byarn\b|\bwool\b|\blaine\b|\bpelotes?\b/i,
  },
  {
    en: 'playing with a ball',
    fr: ['joue avec une balle', 'jouent avec une balle'],
    icon: 'softball',
    idea: /\bballs?\b|\bballes?\b|\bballons?\b/i,
  },
  {
    en: 'napping in a basket',
    fr: ['fait la sieste dans un panier', 'font la sieste dans un panier'],
    icon: 'basket',
    idea: /\bnap|\bsleep|\bbasket|\bsieste|\bdort|\bdorment|\bpanier/i,
    at: 'home',
  },
  {
    en: 'chasing a butterfly',
    fr: ['court après un papillon', 'courent après un papillon'],
    icon: 'butterfly',
    idea: /butterfl|papillon/i,
    at: 'garden',
  },
  {
    en: 'looking out of the window',
    fr: ['regarde par la fenêtre', 'regardent par la fenêtre'],
    // The room's own window, high on its wall: no second one on the floor.
    icon: '',
    idea: /\bwindow|fenêtre/i,
    at: 'home',
  },
  {
    en: 'sniffing the tulips',
    fr: ['sent les tulipes', 'sentent les tulipes'],
    icon: 'tulip',
    idea: /flower|tulip|fleur|tulipe/i,
    at: 'garden',
  },
  {
    en: 'hiding in a box',
    fr: ['se cache dans un carton', 'se cachent dans un carton'],
    icon: 'package',
    idea: /\bbox(es)?\b|\bhid(e|ing)\b|carton|cach/i,
    at: 'home',
  },
  {
    en: 'chasing bubbles',
    fr: ['attrape des bulles', 'attrapent des bulles'],
    icon: 'bubbles',
    idea: /bubble|bulle/i,
    at: 'garden',
  },
  {
    en: 'cuddling a teddy bear',
    fr: ['fait un câlin à un ours en peluche', 'font un câlin à un ours en peluche'],
    icon: 'teddy-bear',
    idea: /teddy|cuddl|nounours|peluche|câlin/i,
    at: 'home',
  },
  {
    en: 'playing with a feather',
    fr: ['joue avec une plume', 'jouent avec une plume'],
    icon: 'feather',
    idea: /feather|plume/i,
    only: [KITTEN],
  },
  {
    en: 'drinking a glass of milk',
    fr: ['boit un verre de lait', 'boivent un verre de lait'],
    icon: 'glass-of-milk',
    idea: /\bmilk\b|\blait\b/i,
    at: 'home',
    only: [KITTEN],
  },
  {
    en: 'chewing a bone',
    fr: ['ronge un os', 'rongent un os'],
    icon: 'bone',
    idea: /\bbones?\b|\bos\b/i,
    only: [PUPPY],
  },
  {
    en: 'nibbling a carrot',
    fr: ['grignote une carotte', 'grignotent une carotte'],
    icon: 'carrot',
    idea: /carrot|carotte/i,
    at: 'garden',
    only: [BUNNY],
  },
];
