import { type ColoringScene, scene as s } from './coloring-arc-scene';

/**
 * The Lunar New Year (goal-festival.ts) as a coloring book: « Le Nouvel An chinois à colorier »
 * printed « qui fait des bulles dans la forêt enchantée ». Now the old year swept out, the red
 * scrolls and lanterns, the dumplings, the red envelope, the tangerines, the drum of the lion dance,
 * the dragon in the street (the turn), the firecrackers and the midnight fireworks.
 */
export const LUNAR_SCENES: ColoringScene[] = [
  s(
    'sweeps the old year away with a broom',
    'chasse la vieille année d’un coup de balai',
    ['broom'],
    /living room/,
  ),
  s(
    'sticks up red paper scrolls for good luck',
    'colle des banderoles rouges porte-bonheur',
    ['scroll'],
    /doorstep/,
  ),
  s('hangs up red lanterns', 'accroche des lanternes rouges', ['red-paper-lantern'], /window/),
  s('folds dumplings with Grandpa', 'plie des raviolis avec Papi', ['dumpling', 'old-man'], /kitchen/),
  s(
    'gets a red envelope from Grandma',
    'reçoit une enveloppe rouge de Mamie',
    ['red-envelope', 'old-woman'],
    /living room/,
  ),
  s('shares sweet tangerines', 'partage des mandarines bien sucrées', ['tangerine'], /living room/),
  s(
    'beats the big drum for the lion dance',
    'bat le gros tambour pour la danse du lion',
    ['long-drum', 'lion'],
    /street/,
  ),
  s('dances beside the long dragon', 'danse à côté du long dragon', ['dragon'], /street/, { turn: true }),
  s(
    'covers both ears as the firecrackers pop',
    'se bouche les oreilles quand les pétards éclatent',
    ['firecracker'],
    /street/,
  ),
  s(
    'watches the midnight fireworks',
    'regarde le feu d’artifice de minuit',
    ['fireworks-burst'],
    /doorstep/,
    {
      night: true,
    },
  ),
];

/**
 * Thanksgiving as a coloring book: the autumn leaves, the pumpkin pie with Grandma, the corn, the
 * potatoes, the plates, the cousins at the door, the turkey, the thank-you with Grandma (the turn),
 * the pie shared and goodbye to the cousins. At Grandma's the same rooms are hers (goal-festival-places.ts).
 */
export const THANKSGIVING_SCENES: ColoringScene[] = [
  s(
    'jumps into a pile of autumn leaves',
    'saute dans un tas de feuilles d’automne',
    ['fallen-leaf'],
    /doorstep/,
  ),
  s(
    'bakes a pumpkin pie with Grandma',
    'fait une tarte à la citrouille avec Mamie',
    ['pie', 'old-woman'],
    /kitchen/,
  ),
  s('peels the husks off the corn', 'épluche les épis de maïs', ['ear-of-corn'], /kitchen/),
  s('mashes a big pot of potatoes', 'écrase une grosse casserole de pommes de terre', ['potato'], /kitchen/),
  s(
    'sets out the plates and napkins',
    'dispose les assiettes et les serviettes',
    ['fork-and-knife-with-plate'],
    /big table/,
  ),
  s('hugs the cousins', 'serre les cousins dans ses bras', ['child'], /doorstep/),
  s('helps carry the big turkey', 'aide à porter la grosse dinde', ['turkey'], /big table/),
  s(
    'says thank you for the whole family, holding Grandma’s hand',
    'dit merci pour toute la famille, la main dans celle de Mamie',
    ['old-woman'],
    /big table/,
    { turn: true },
  ),
  s(
    'cuts a big slice of pumpkin pie',
    'coupe une grosse part de tarte à la citrouille',
    ['pie'],
    /big table/,
  ),
  s('waves goodbye to the cousins', 'dit au revoir aux cousins', ['child'], /doorstep/, { night: true }),
];
