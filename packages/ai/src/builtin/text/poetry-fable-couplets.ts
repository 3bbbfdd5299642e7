import type { HelpGoal } from '../idea/read-goal-help';
import { frElides } from '../idea/words';
import { FABLE_FOREST, SAVANNA } from './goal-fable';
import { type ArcCouplet, type ArcLine, arcLines } from './poetry-arc-kit';
import { capitalise } from './story-context';

/** Where each couplet is drawn: the grass (ferns), the water, the big tree, the rocks where the net is. */
const [GRASS, WATER, TREE, ROCKS, RIVER] = [0, 1, 2, 3, 4];
/** The big one, drawn: its icon stands for it in the lines below. */
const BIG = 'big-one';

/**
 * The lion and the mouse in rhyme ("A brave little mouse helps a lion"; goal-fable.ts tells it in
 * prose): the small hero runs over the sleeping lion's nose, is spared and promises help, its days,
 * the hunters' ropes, the cry, the race, the net gnawed open at the turn, friends at the end. {helped}
 * is the big one ("the lion", « le lion », « l’éléphant »), never at a line end; French lines never
 * make an adjective agree with the hero (« la petite souris », « le petit hamster »).
 */
const LINES: ArcLine[] = [
  [
    GRASS,
    'herb',
    ['Down in the grass, where the daisies grow,', 'lived {name}, the smallest one you know.'],
    ['Dans l’herbe haute, tout près de l’eau,', 'vivait {name}, qui courait au petit trot.'],
  ],
  [
    GRASS,
    BIG,
    ['One day, so fast, {name} ran right over', 'the nose of {helped}, asleep in the clover.'],
    ['Un jour, {name} court à toute allure', 'sur le museau de {helped} : quelle aventure !'],
  ],
  [
    GRASS,
    BIG,
    ['{Helped} woke up with a mighty roar,', 'and caught {name} with one big paw.'],
    ['{Helped} se réveille en rugissant,', 'et attrape {name} sous sa patte, en grondant.'],
  ],
  [
    GRASS,
    BIG,
    ['“Please let me go!” {name} squeaked with fright.', '“One day I’ll help you, day or night!”'],
    ['« Laisse-moi partir ! » couine {name} tout bas.', '« Un jour, c’est moi qui t’aiderai, tu verras ! »'],
  ],
  [
    GRASS,
    BIG,
    ['{Helped} laughed: “You? Help me? Oh my!”', 'but let {name} go, and waved goodbye.'],
    ['{Helped} rit : « Toi ? M’aider ? Oh là là ! »', 'puis ouvre sa patte : « Allez, file, va ! »'],
  ],
  [
    TREE,
    'sheaf-of-rice',
    ['{name} gathered seeds, one by one,', 'beneath the big and golden sun.'],
    ['{name} ramasse des graines, une à une,', 'sous le soleil, dans l’herbe brune.'],
  ],
  [
    TREE,
    'thinking-face',
    ['“I’m so small, and {helped} so tall:', 'how could I help {helped} at all?”'],
    ['« Comment aider un géant pareil,', 'moi qui tiens dans un pétale vermeil ? »'],
  ],
  [
    WATER,
    BIG,
    ['At the water, {helped} stooped to drink;', '{name} watched and stopped to think.'],
    ['Au bord de l’eau, {helped} boit à grands traits ;', '{name} l’observe de tout près.'],
  ],
  [
    GRASS,
    'knot',
    ['But what was this? Ropes, knots and string:', 'a hunter’s trap, a dangerous thing!'],
    ['Mais que voit {name} ? Des cordes, des nœuds :', 'des chasseurs sont passés, c’est dangereux !'],
  ],
  [
    RIVER,
    'footprints',
    ['Big boot prints sank into the mud;', '{name}’s little heart went thud, thud, thud.'],
    ['Des traces de bottes dans la boue :', 'le cœur de {name} bat comme un fou.'],
  ],
  [
    TREE,
    'bird',
    ['{name} ran to warn the birds and bees:', '“Watch out! There are hunters in the trees!”'],
    ['{name} court prévenir les oiseaux :', '« Des chasseurs ! Vite, tous là-haut ! »'],
  ],
  [
    ROCKS,
    BIG,
    ['Then, far away, a cry so sad:', '{helped} was caught, and that was bad!'],
    ['Soudain, au loin, résonne un cri :', '« À l’aide ! » hurle {helped}, tout surpris.'],
  ],
  [
    RIVER,
    'paw-prints',
    ['{name} ran fast through grass and stone:', '“I’m coming! You are not alone!”'],
    ['{name} court à travers les cailloux :', '« J’arrive ! Tiens bon, surtout ! »'],
  ],
  [
    RIVER,
    'wood',
    ['Over the river, along a log,', 'past the reeds and through the bog.'],
    ['Sur un tronc, par-dessus l’eau,', 'entre les joncs et les roseaux.'],
  ],
  [
    ROCKS,
    BIG,
    ['There, in a net, so tight, so strong,', '{helped} had struggled all day long.'],
    ['Là, pris dans un filet bien serré,', '{helped} se débat, épuisé.'],
  ],
  [
    ROCKS,
    BIG,
    ['“Oh, little friend! This net’s so tight!', 'Can one so small set this all right?”'],
    ['« Toi, ici ? Mais que peux-tu faire', 'contre ce filet, toi, si près de terre ? »'],
  ],
  [
    ROCKS,
    'knot',
    ['{name} bit the net: nibble, gnaw, chew,', 'one knot, two knots, and then a few.'],
    ['{name} grignote, ronge et mâche :', 'un nœud, deux nœuds… le filet se détache !'],
  ],
  [
    ROCKS,
    BIG,
    ['Snap! went the net, and with a leap', '{helped} was free from the tangled heap!'],
    ['Crac ! Le filet cède d’un coup :', '{helped} est libre, debout !'],
  ],
  [
    ROCKS,
    BIG,
    ['“Thank you, my friend!” {helped} said,', 'and bowed down low a mighty head.'],
    ['« Merci, merci ! » dit {helped}, ému.', '« Sans toi, que serais-je devenu ? »'],
  ],
  [
    TREE,
    BIG,
    ['“I laughed at you, but now I see:', 'the small can help the big, like me.”'],
    ['« J’ai ri de toi, mais je comprends :', 'les petits aident aussi les grands. »'],
  ],
  [
    RIVER,
    BIG,
    ['Now on {helped}’s back, up high,', 'rides {name}, so close to the sky!'],
    ['Sur le dos de {helped}, tout là-haut,', '{name} voit le monde : qu’il est beau !'],
  ],
  [
    WATER,
    BIG,
    ['Side by side they drink and play,', 'the best of friends, come what may.'],
    ['Côte à côte, ils boivent et jouent,', 'amis pour toujours, joue contre joue.'],
  ],
  [
    TREE,
    'red-heart',
    ['So if you’re small, don’t you forget:', 'the smallest friend is the greatest yet!'],
    ['Alors, si tu es petit, souviens-toi :', 'un tout petit ami peut aider, crois-moi !'],
  ],
  [
    ROCKS,
    'sunset',
    ['At sunset, when the day is done,', 'sleep well, the big and little one.'],
    ['Au coucher du soleil, tout est bien :', 'dormez bien, les deux copains !'],
  ],
];

/** The fable's poem, in the savanna or, for a bear, the forest (goal-fable.ts). */
export function fableCouplets(goal: HelpGoal): ArcCouplet[] {
  const icon = goal.being.icon || 'lion';
  const places = goal.being.id === 'bear' ? FABLE_FOREST : SAVANNA;
  const fr =
    goal.name ??
    (frElides(goal.said.fr) ? `l’${goal.said.fr}` : `${goal.said.f ? 'la' : 'le'} ${goal.said.fr}`);
  const en = goal.name ?? `the ${goal.said.en}`;
  const big = {
    en: `the ${goal.said.en}`,
    fr: goal.name ? fr : `${goal.said.f ? 'une' : 'un'} ${goal.said.fr}`,
  };
  const things = {
    knot: { en: 'a hunter’s net', fr: 'un filet de chasseur' },
    footprints: { en: 'boot prints', fr: 'des traces de bottes' },
    bird: { en: 'birds', fr: 'des oiseaux' },
    'sheaf-of-rice': { en: 'seeds', fr: 'des graines' },
    wood: { en: 'a log', fr: 'un tronc' },
  };
  const lines = LINES.map(
    ([spot, subject, ...rest]): ArcLine => [spot, subject === BIG ? icon : subject, ...rest],
  );
  return arcLines(
    lines,
    places,
    { ...things, [icon]: big },
    {
      en: { helped: en, Helped: capitalise(en) },
      fr: { helped: fr, Helped: capitalise(fr) },
    },
  );
}
