import { type ColoringScene, scene as s } from './coloring-arc-scene';

/**
 * The coloring pages of the fable, the new baby, the friend's surprise party and the sweets that
 * fall from the sky, in each arc's order (goal-fable.ts, goal-sibling.ts, goal-party-friend.ts,
 * goal-wonder.ts): the same scenes as its story pages.
 */

/** The big one, drawn big where the arc draws it (spared, freed, friends). */
const SPARED = { subjectsOf: 'problem' } as const;
const FREED = { subjectsOf: 'turn' } as const;

/** The lion and the mouse: spared, the promise, the hunters' net, gnawed open, friends. */
export const FABLE_SCENES: ColoringScene[] = [
  s('runs right over the nose of {helped}', 'court sur le museau de {helped}', [], /grass|ferns/, SPARED),
  s('promises to help {helped} one day', 'promet d’aider {helped} un jour', [], /grass|ferns/, SPARED),
  s('plants a tiny seed', 'plante une toute petite graine', ['seedling'], /acacia|oak/),
  s('gnaws a piece of wood with tiny strong teeth', 'ronge un morceau de bois de ses petites dents solides', [
    'wood',
  ]),
  s('listens to a wise old tortoise', 'écoute une vieille tortue très sage', ['turtle']),
  s(
    'finds a hunter’s rope hidden under the leaves',
    'trouve une corde de chasseur cachée sous les feuilles',
    ['knot'],
  ),
  s(
    'gnaws through the rope to free {helped}',
    'ronge la corde pour libérer {helped}',
    ['knot'],
    /rocks|rock/,
    { ...FREED, turn: true },
  ),
  s('is thanked by {helped}', 'est remercié{eM} par {helped}', [], /rocks|rock/, FREED),
  s('gives {helped} a big hug', 'fait un gros câlin à {helped}', [], /grass|clearing/, FREED),
  s('rides on the back of {helped}', 'se promène sur le dos de {helped}', [], /river/, FREED),
];

/** The baby at the hero's side from the day it comes home (goal-sibling.ts). */
const BABY = { companionOf: 'turn' } as const;

/** A new baby: waiting, the baby home, the big one's place, the first smile. */
export const SIBLING_SCENES: ColoringScene[] = [
  s(
    'listens to the baby in Mum’s round tummy',
    'écoute le bébé dans le ventre tout rond de Maman',
    ['pregnant-woman'],
    /living/,
  ),
  s('helps Dad paint the walls', 'aide Papa à peindre les murs', ['man', 'artist-palette'], /nursery/),
  s('picks a teddy bear for the baby', 'choisit un ours en peluche pour le bébé', ['teddy-bear'], /bedroom/),
  s('meets the new baby at last', 'rencontre enfin le bébé', [], /living/, BABY),
  s('gives the baby a bottle of milk', 'donne le biberon au bébé', ['baby-bottle'], /kitchen/, BABY),
  s('sings a lullaby to the baby', 'chante une berceuse au bébé', ['musical-notes'], /nursery/, BABY),
  s('shows the ducks to the baby', 'montre les canards au bébé', ['duck'], /garden/, BABY),
  s('reads a story to the baby', 'lit une histoire au bébé', ['closed-book'], /bedroom/, BABY),
  s(
    'is a {bigOne} now and holds the baby’s tiny hand',
    'est maintenant {unBigOne} et tient la petite main du bébé',
    [],
    /living/,
    BABY,
  ),
  s('gets the baby’s very first smile', 'reçoit le tout premier sourire du bébé', [], /nursery/, {
    ...BABY,
    turn: true,
  }),
];

/** The friend, drawn from the surprise on (goal-party-friend.ts). */
const GUEST = { companionOf: 'turn' } as const;

/** A surprise party for a friend: getting ready in secret, everyone hidden, "Surprise!". */
export const PARTY_FRIEND_SCENES: ColoringScene[] = [
  s('writes secret invitations', 'écrit des invitations secrètes', ['envelope'], /bedroom/),
  s('blows up balloons', 'gonfle des ballons', ['balloon'], /kitchen/),
  s('bakes a big cake for {guest}', 'prépare un gros gâteau pour {guest}', ['birthday-cake'], /kitchen/),
  s('wraps a present for {guest}', 'emballe un cadeau pour {guest}', ['wrapped-gift'], /bedroom/),
  s('hangs up the balloons', 'accroche les ballons', ['balloon'], /table/),
  s(
    'hides with a party popper, very quietly',
    'se cache sans un bruit avec un cotillon',
    ['party-popper'],
    /garden/,
  ),
  s(
    'shouts “Surprise!” to {guestSaid} among the balloons',
    'crie « Surprise ! » à {guestSaid} au milieu des ballons',
    ['balloon'],
    /table/,
    { ...GUEST, turn: true },
  ),
  s(
    'shares the cake with {guestSaid}',
    'partage le gâteau avec {guestSaid}',
    ['birthday-cake'],
    /table/,
    GUEST,
  ),
  s('gives the present to {guestSaid}', 'offre le cadeau à {guestSaid}', ['wrapped-gift'], /garden/, GUEST),
  s(
    'dances with {guestSaid} under the balloons',
    'danse avec {guestSaid} sous les ballons',
    ['balloon'],
    /garden/,
    GUEST,
  ),
];

/** The sweets shower the pictures draw in the sky (pictures/sweets-falling-icon.ts). */
const FALLING = 'sweets-falling';

/** The day it rained sweets: caught, shared, too many, sorted when they stop, teeth at night. */
export const WONDER_SCENES: ColoringScene[] = [
  s('sees sweets falling from the sky', 'voit des bonbons tomber du ciel', [FALLING]),
  s('catches sweets and a lollipop in a hat', 'attrape des bonbons et une sucette dans un chapeau', [
    FALLING,
    'top-hat',
    'lollipop',
  ]),
  s('fills an upside-down umbrella with sweets', 'remplit de bonbons un parapluie à l’envers', [
    FALLING,
    'umbrella',
  ]),
  s('fills a basket with falling sweets', 'remplit un panier de bonbons qui tombent', [FALLING, 'basket']),
  s('catches sweets with mouth wide open', 'attrape des bonbons la bouche grande ouverte', [FALLING]),
  s(
    'shares sweets and a lollipop with a little one',
    'partage des bonbons et une sucette avec un tout-petit',
    [FALLING, 'lollipop'],
  ),
  s('has a tummy ache from too many sweets', 'a mal au ventre d’avoir mangé trop de bonbons', ['candy']),
  s('sorts the sweets and lollipops into jars', 'range les bonbons et les sucettes dans des bocaux', [
    'candy',
    'lollipop',
  ]),
  s(
    'brushes teeth after all those sweets',
    'se brosse les dents après tous ces bonbons',
    ['toothbrush'],
    undefined,
    {
      night: true,
    },
  ),
];
