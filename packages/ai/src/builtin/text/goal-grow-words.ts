import type { PlacedL } from './story-place-fit';
import { DAYLIGHT } from './story-sky-fit';
import { step } from './task-step';

/**
 * Growing one plant from a seed (text/goal-grow.ts), in order, each line at its own spot of the
 * garden (`leads` keeps it there) and with how far the plant has grown (`grown`, 0 the seed to 1
 * nearly ready), which the picture draws. {plant}, {thePlant}, {prize}, {biggest} and {shared} are
 * the plant's own words (goal-grow-plants.ts); the middle says "the little plant", « la petite plante ».
 */
export type GrowLine = PlacedL & { grown: number };

const b = step;
const at = (grown: number, en: string, fr: string, spot: RegExp): GrowLine => ({
  ...b(en, fr, spot),
  leads: true,
  grown,
});

export const GROW_OPENINGS = {
  loves: b(
    '{name} was {aKind} who loved {plants} more than anything, and who had a little vegetable patch behind the house.',
    '{name} était {aKind} qui aimait les {plants} plus que tout, et qui avait un petit potager derrière la maison.',
  ),
  plain: b(
    '{name} was {aKind} with a little vegetable patch behind the house, and a great love of growing things.',
    '{name} était {aKind} qui avait un petit potager derrière la maison, et qui adorait faire pousser des choses.',
  ),
};

export const GROW_PROBLEMS = {
  biggest: b(
    'One morning, a poster went up in the village: “Great Village Fair! A prize for {prize}!” {name} knew at once: “I will grow {biggest}!”',
    'Un matin, une affiche apparut au village : « Grande fête du village ! Un prix pour {prize} ! » {name} sut tout de suite : « Je vais faire pousser {biggest} ! »',
  ),
  loves: b(
    'But one morning, the vegetable basket was empty: not one {plant} left! “Then I will grow my own,” said {name}.',
    'Mais un matin, le panier à légumes était vide : plus une seule {plant} ! « Alors je vais faire pousser les miennes », dit {name}.',
  ),
  named: b(
    'One morning, {name} found a {plant} seed in a little paper packet. “I will plant you and watch you grow!”',
    'Un matin, {name} trouva une graine de {plant} dans un petit sachet. « Je vais te planter et te regarder pousser ! »',
  ),
  mystery: b(
    'One morning, {name} found one tiny seed in a little paper packet. “What will you grow into?” {name} whispered.',
    'Un matin, {name} trouva une toute petite graine dans un petit sachet. « Que vas-tu devenir ? » chuchota {name}.',
  ),
};

/** Getting ready: the seed chosen, the hole dug, planted, watered. */
export const GROW_PLANTING: GrowLine[] = [
  at(
    0,
    '{atPlace}, {name} chose the best seed of all, round and plump, and fetched the little spade.',
    '{atPlace}, {name} choisit la plus belle graine de toutes, bien ronde et bien dodue, et prit la petite pelle.',
    /shed/,
  ),
  at(
    0,
    '{atPlace}, {name} dug the soil until it was soft and crumbly, then made a little hole with one finger.',
    '{atPlace}, {name} retourna la terre jusqu’à ce qu’elle soit douce et légère, puis fit un petit trou avec un doigt.',
    /vegetable/,
  ),
  at(
    0,
    '{atPlace}, {name} dropped the seed into the hole, covered it with earth and gave it a gentle pat. “Sleep well, little seed.”',
    '{atPlace}, {name} laissa tomber la graine dans le trou, la recouvrit de terre et la tapota doucement. « Dors bien, petite graine. »',
    /vegetable/,
  ),
  at(
    0,
    '{atPlace}, {name} filled the watering can to the brim and carried it back, slosh, slosh, without spilling a drop.',
    '{atPlace}, {name} remplit l’arrosoir à ras bord et le rapporta, floc, floc, sans en renverser une goutte.',
    /pond/,
  ),
  at(
    0,
    '{atPlace}, {name} watered the seed with the watering can, sprinkle, sprinkle, and put a little stick beside it to mark the spot.',
    '{atPlace}, {name} arrosa la graine avec l’arrosoir, pschitt, pschitt, et planta un petit bâton à côté pour marquer l’endroit.',
    /vegetable/,
  ),
];

/** Waiting in the sun, the first sprout, the first leaves. */
export const GROW_SPROUTING: GrowLine[] = [
  {
    ...at(
      0.05,
      '{atPlace}, the sun warmed the earth. {name} sat and waited, and waited. Nothing yet. “Seeds need time,” {name} whispered.',
      '{atPlace}, le soleil réchauffait la terre. {name} s’assit et attendit, attendit encore. Rien pour l’instant. « Les graines ont besoin de temps », chuchota {name}.',
      /vegetable/,
    ),
    // The sun is up: told on a daylight page under a clear sky (story-sky-fit.ts).
    lights: DAYLIGHT,
    clear: true,
  },
  at(
    0.15,
    '{atPlace}, {name} bent down and looked very closely… a tiny green sprout was poking out of the earth! “Hello, little sprout!”',
    '{atPlace}, {name} se pencha et regarda de tout près… une toute petite pousse verte sortait de la terre ! « Bonjour, petite pousse ! »',
    /vegetable/,
  ),
  at(
    0.3,
    '{atPlace}, the little plant had two new leaves. {name} measured it with a twig: a whole finger taller!',
    '{atPlace}, la petite plante avait deux nouvelles feuilles. {name} la mesura avec une brindille : un doigt de plus !',
    /vegetable/,
  ),
  at(
    0.35,
    '{atPlace}, {name} filled the watering can again, and a little frog hopped onto a lily pad to watch.',
    '{atPlace}, {name} remplit encore l’arrosoir, et une petite grenouille sauta sur un nénuphar pour regarder.',
    /pond/,
  ),
  at(
    0.4,
    '{atPlace}, {name} sang a little song to the plant every morning. “Grow, little plant, grow!”',
    '{atPlace}, {name} chantait chaque matin une petite chanson à la plante. « Pousse, petite plante, pousse ! »',
    /vegetable/,
  ),
];

/** Trouble: weeds, a snail, a crow and a fence, the dry days, the storm. */
export const GROW_TROUBLE: GrowLine[] = [
  at(
    0.45,
    '{atPlace}, weeds had popped up all around the little plant. {name} pulled them out, one by one, so it had room to grow.',
    '{atPlace}, des mauvaises herbes avaient poussé tout autour de la petite plante. {name} les arracha une à une, pour lui laisser de la place.',
    /vegetable/,
  ),
  at(
    0.5,
    '{atPlace}, a hungry snail was sliding straight for the leaves! {name} carried it gently to the far end of the garden.',
    '{atPlace}, un escargot affamé glissait tout droit vers les feuilles ! {name} le porta doucement tout au fond du jardin.',
    /vegetable/,
  ),
  at(
    0.55,
    '{atPlace}, a big black crow landed, hoping for something to peck. “Shoo, crow! This is for growing!” {name} built a little fence all around.',
    '{atPlace}, un gros corbeau noir se posa, avec bien envie de picorer quelque chose. « Ouste, corbeau ! Ça, c’est pour pousser ! » {name} construisit une petite clôture tout autour.',
    /vegetable/,
  ),
  at(
    0.6,
    '{atPlace}, the days were hot and dry, and the leaves began to droop. {name} carried water, can after can, until they perked up again.',
    '{atPlace}, les jours étaient chauds et secs, et les feuilles commencèrent à pendre. {name} apporta de l’eau, arrosoir après arrosoir, jusqu’à ce qu’elles se redressent.',
    /vegetable/,
  ),
  at(
    0.65,
    '{atPlace}, a storm blew in with wind and pouring rain! {name} tied the plant to a strong stick and held a big umbrella over it until the storm was gone.',
    '{atPlace}, un orage éclata, avec du vent et une pluie battante ! {name} attacha la plante à un solide tuteur et la protégea sous un grand parapluie jusqu’à la fin de l’orage.',
    /vegetable/,
  ),
];

/** Taller every day: the knees, the plant's own sign (goal-grow-plants.ts), a sign, the friends. */
export const GROW_TALLER: GrowLine[] = [
  at(
    0.75,
    '{atPlace}, the plant grew taller every day. Now it reached {name}’s knees!',
    '{atPlace}, la plante grandissait chaque jour. Maintenant, elle arrivait aux genoux de {name} !',
    /vegetable/,
  ),
  at(
    0.85,
    '{atPlace}, {name} measured the plant again with a long stick. Bigger than yesterday, and bigger still!',
    '{atPlace}, {name} mesura encore la plante avec un grand bâton. Plus grande qu’hier, et encore plus grande !',
    /vegetable/,
  ),
  at(
    0.9,
    '{atPlace}, {name} made a little sign: “Please be gentle, something big is growing here!”',
    '{atPlace}, {name} fabriqua une petite pancarte : « Doucement, s’il vous plaît, ici pousse quelque chose de grand ! »',
    /vegetable/,
  ),
  at(
    0.95,
    '{atPlace}, friends came by to look. “Wow! How did it get so big?” “Water, care and a lot of love,” said {name}.',
    '{atPlace}, des amis vinrent voir. « Oh ! Comment est-elle devenue si grande ? » « De l’eau, des soins et beaucoup d’amour », répondit {name}.',
    /vegetable/,
  ),
];

export const GROW_ENDINGS = {
  fair: b(
    'At the village fair, everyone gasped at {name}’s {plant}. The judge pinned a big prize ribbon on it: first prize! {name} had learned that {lesson}. The end.',
    'À la fête du village, tout le monde s’émerveilla devant {thePlant} de {name}. Le juge y accrocha un grand ruban : premier prix ! {name} avait appris que {lesson}. Fin.',
  ),
  shared: b(
    'That afternoon, {name} made {shared}, and all the friends sat down at a long table in the garden. There was plenty for everyone! {name} had learned that {lesson}. The end.',
    'Cet après-midi-là, {name} prépara {shared}, et tous les amis vinrent s’asseoir à une grande table dans le jardin. Il y en avait pour tout le monde ! {name} avait appris que {lesson}. Fin.',
  ),
};
