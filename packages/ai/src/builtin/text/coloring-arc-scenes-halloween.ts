import { type ColoringScene, scene as s } from './coloring-arc-scene';

const KITCHEN = /kitchen/;
const STREET = /Maple Street/;
const PORCH = /porch/;
const OLD_HOUSE = /old house/;
const OAK = /oak/;

/**
 * A trick-or-treat night (goal-halloween.ts) as a coloring book, in the night's order and all at
 * night (the arc's own): 'Halloween night trick or treating' printed stock captions ("finds the magic
 * wand", "blows bubbles"). Now the ghost sheet and the pumpkin at home, Ruby and Oscar met in the
 * street, a lollipop and a chocolate bar door to door, the black cat, the cobwebs of the old house and
 * old Mrs Hazel, the owl in the park, the sweets shared with Oscar (the turn), twenty-one sweets
 * counted at home. No moon nor stars said; no French word agrees with the hero.
 */
export const HALLOWEEN_SCENES: ColoringScene[] = [
  s(
    'pulls a white ghost sheet out of the dressing-up box',
    'sort un drap de fantôme de la malle à déguisements',
    ['ghost'],
    KITCHEN,
  ),
  s(
    'draws a wobbly smile on a big pumpkin',
    'dessine un grand sourire tout tordu sur une grosse citrouille',
    ['pumpkin'],
    KITCHEN,
  ),
  s(
    'watches a little candle glow inside the pumpkin lantern',
    'regarde une petite bougie briller au creux de la lanterne-citrouille',
    ['jack-o-lantern', 'candle'],
    KITCHEN,
  ),
  s(
    'meets Ruby the witch and Oscar the vampire',
    'retrouve Ruby la sorcière et Oscar le vampire',
    ['woman-mage', 'person-vampire'],
    STREET,
  ),
  s(
    'shouts “Trick or treat!” and gets a lollipop',
    'crie « Des bonbons ou un sort ! » et reçoit une sucette',
    ['lollipop'],
    PORCH,
  ),
  s(
    'gets a chocolate bar from a tall man',
    'reçoit une barre de chocolat d’un grand monsieur',
    ['chocolate-bar'],
    STREET,
  ),
  s(
    'spots a little black cat by the pumpkin lanterns',
    'aperçoit un petit chat noir près des lanternes-citrouilles',
    ['black-cat', 'jack-o-lantern'],
    PORCH,
  ),
  s(
    'tiptoes past the cobwebs on the dark windows',
    'frissonne en voyant les toiles d’araignée aux fenêtres',
    ['spider-web'],
    OLD_HOUSE,
  ),
  s(
    'says hello to old Mrs Hazel and her cat',
    'dit bonsoir à la vieille Madame Noisette et à son chat',
    ['old-woman', 'black-cat'],
    OLD_HOUSE,
  ),
  s('hears an owl hoot up in the branches', 'entend une chouette hululer dans les branches', ['owl'], OAK),
  s(
    'shares the sweets with Oscar the vampire',
    'partage ses bonbons avec Oscar le vampire',
    ['candy', 'person-vampire'],
    OAK,
    { turn: true },
  ),
  s('counts twenty-one sweets', 'compte vingt et un bonbons', ['candy'], KITCHEN),
];
