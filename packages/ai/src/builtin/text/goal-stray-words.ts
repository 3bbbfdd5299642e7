import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A wild animal in the village (text/goal-stray.ts): hungry in the forest, it follows the smell of
 * bread; the village is afraid; it is only hungry and lost; fed and walked home at the end.
 * {aKindWord} is the hero's kind with its article ("a bear", « un ours »), {AKindWord} capitalised.
 */
const b = step;

export const STRAY_OPENINGS: PlacedL[] = [
  b(
    'Deep in the forest, far from any road, there lived {aKind} called {name}.',
    'Au fond de la forêt, loin de toutes les routes, vivait {aKind} {named} {name}.',
  ),
];

export const STRAY_PROBLEMS: PlacedL[] = [
  b(
    'That autumn, there was nothing left to eat in the forest: no berries, no honey, not one nut. {name}’s tummy rumbled. Then the wind brought a wonderful smell… fresh bread! {name} followed it, step by step, all the way into the village.',
    'Cet automne-là, il n’y avait plus rien à manger dans la forêt : plus de baies, plus de miel, pas une noisette. Le ventre de {name} gargouillait. Alors le vent apporta une odeur merveilleuse… du pain chaud ! {name} la suivit, pas à pas, jusqu’au village.',
  ),
];

/** The fear: the village runs and hides from the big wild visitor. */
export const STRAY_FEAR: PlacedL[] = [
  b(
    '{atPlace}, a lady saw {name} and dropped her basket. “{AKindWord}!” Doors slammed, shutters banged, and everyone ran inside.',
    '{atPlace}, une dame aperçut {name} et lâcha son panier. « {AKindWord} ! » Les portes claquèrent, les volets se fermèrent, et tout le monde courut se cacher.',
  ),
  b(
    '{atPlace}, {name} waved hello, but the children hid behind their mums. Nobody wanted to play with {aKindWord}.',
    '{atPlace}, {name} fit coucou, mais les enfants se cachèrent derrière leurs mamans. Personne ne voulait jouer avec {aKindWord}.',
  ),
  b(
    '{atPlace}, the dogs barked and barked. {name} crouched down, ears flat, heart thumping.',
    '{atPlace}, les chiens aboyèrent, aboyèrent. {name} se fit tout petit, les oreilles basses, le cœur battant.',
  ),
  b(
    '{atPlace}, {name} sniffed a basket of apples. “Shoo! Shoo!” cried the grocer, waving a broom.',
    '{atPlace}, {name} renifla un panier de pommes. « Ouste ! Ouste ! » cria l’épicier en agitant son balai.',
    /market/,
  ),
  b(
    '{atPlace}, the postman saw {name}, jumped on his bike and pedalled away as fast as he could. “Help! Help!”',
    '{atPlace}, le facteur aperçut {name}, sauta sur son vélo et pédala aussi vite qu’il pouvait. « Au secours ! »',
  ),
  b(
    '{atPlace}, the church bell rang out: dong, dong, dong! Everyone whispered behind their curtains: “Is it still there?”',
    '{atPlace}, la cloche se mit à sonner : ding, dong, ding ! Derrière les rideaux, tout le monde chuchotait : « Il est encore là ? »',
  ),
  b(
    '{atPlace}, a cat hissed at {name} from a wall, all its fur standing up. {name} backed away, very slowly.',
    '{atPlace}, un chat cracha sur {name} du haut d’un mur, le poil tout hérissé. {name} recula, tout doucement.',
  ),
  b(
    '{atPlace}, the farmer shut the gate with a bang. “Stay away from my hens!” {name} had only wanted to say hello.',
    '{atPlace}, le fermier ferma la barrière d’un coup sec. « Pas touche à mes poules ! » {name} voulait seulement dire bonjour.',
  ),
];

/** Hungry and lost, not fierce: the village begins to see it. */
export const STRAY_LOST: PlacedL[] = [
  b(
    '{atPlace}, {name} sat down all alone. “I’m not scary,” {name} whispered. “I’m only hungry… and I can’t find the way home.”',
    '{atPlace}, {name} s’assit, tout seul. « Je ne suis pas méchant, chuchota {name}. J’ai juste faim… et je ne retrouve plus le chemin de la maison. »',
  ),
  b(
    '{atPlace}, {name}’s tummy rumbled so loudly that a little girl peeked out of her window. “Are you hungry?” she asked.',
    '{atPlace}, le ventre de {name} gargouilla si fort qu’une petite fille regarda par la fenêtre. « Tu as faim ? » demanda-t-elle.',
  ),
  b(
    '{atPlace}, a little boy crept closer, one small step at a time. “You look lost, not fierce,” he said softly.',
    '{atPlace}, un petit garçon s’approcha, un tout petit pas après l’autre. « Tu n’as pas l’air méchant, juste perdu », dit-il doucement.',
  ),
  b(
    '{atPlace}, a grandpa on a bench slowly held out an apple. {name} took it very gently. “Thank you,” said {name}, and the grandpa smiled.',
    '{atPlace}, un papi assis sur un banc tendit doucement une pomme. {name} la prit tout délicatement. « Merci », dit {name}, et le papi sourit.',
  ),
  b(
    '{atPlace}, two children peeked out from behind a barrel. “It’s sad, not scary,” said one. “Look at its eyes.”',
    '{atPlace}, deux enfants regardaient de derrière un tonneau. « Il n’est pas méchant, il est triste, dit l’un. Regarde ses yeux. »',
  ),
  b(
    '{atPlace}, {name} helped a little girl pick up her spilled oranges, one by one. Not one was squashed.',
    '{atPlace}, {name} aida une petite fille à ramasser ses oranges tombées, une à une. Pas une seule n’était écrasée.',
  ),
];

/** Every street the same: which way is the forest? */
export const STRAY_WAY: PlacedL[] = [
  b(
    '{atPlace}, every street looked the same. Which way was the forest? {name} turned left, then right, then round and round.',
    '{atPlace}, toutes les rues se ressemblaient. De quel côté était la forêt ? {name} tourna à gauche, puis à droite, puis en rond.',
  ),
  b(
    '{atPlace}, {name} climbed up high to look for the trees of home, but there were only roofs and chimneys.',
    '{atPlace}, {name} grimpa tout en haut pour chercher les arbres de la forêt, mais il n’y avait que des toits et des cheminées.',
  ),
  b(
    '{atPlace}, {name} sniffed the air for the smell of pine trees. Nothing but bread and flowers… the forest was far away.',
    '{atPlace}, {name} huma l’air pour sentir les sapins. Rien que le pain et les fleurs… la forêt était loin.',
  ),
  b(
    '{atPlace}, the path ended at a wall. Another dead end! {name} sighed and turned back.',
    '{atPlace}, le chemin finissait contre un mur. Encore une impasse ! {name} soupira et fit demi-tour.',
  ),
  b(
    '{atPlace}, {name} followed a trail of crumbs, but it only led to a sleepy duck. “Not this way,” quacked the duck.',
    '{atPlace}, {name} suivit une traînée de miettes, mais elle menait seulement à un canard tout endormi. « Pas par ici », cancana le canard.',
  ),
];

export const STRAY_TURNS: PlacedL[] = [
  b(
    '{atPlace}, the baker came out with a basket of warm bread and a pot of honey. “Poor thing, you’re only hungry!” One by one, the doors opened, and the whole village gathered round, smiling. {name} ate every last crumb.',
    '{atPlace}, le boulanger sortit avec un panier de pain chaud et un pot de miel. « Pauvre petit, tu as seulement faim ! » Une à une, les portes s’ouvrirent, et tout le village s’approcha en souriant. {name} mangea jusqu’à la dernière miette.',
  ),
];

export const STRAY_ENDINGS: PlacedL[] = [
  b(
    'That evening, the whole village walked {name} back to the edge of the forest, with a basket of bread and honey for the way. “Come back and visit,” they laughed, “but knock first!” {name} had learned that {lesson}. The end.',
    'Ce soir-là, tout le village raccompagna {name} jusqu’à l’orée de la forêt, avec un panier de pain et de miel pour la route. « Reviens nous voir, dirent-ils en riant, mais frappe avant d’entrer ! » {name} avait appris que {lesson}. Fin.',
  ),
];
