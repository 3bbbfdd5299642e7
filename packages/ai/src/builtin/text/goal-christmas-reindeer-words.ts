import { inFamily, place } from '../idea/settings';
import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * Santa's sick reindeer on Christmas Eve (goal-christmas.ts): it sneezes in the stable, Santa worries,
 * the elves care for it, the presents are loaded, it is well at night and the sleigh flies; presents
 * under the trees by Christmas morning. {deer}: the reindeer's name, or "the reindeer"/« le renne ».
 * Only this book uses these pools. No line says "search" or « cherche » (story-goal.ts drops them).
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const REINDEER_PLACES = {
  stables: inFamily('snow', [place('by/the reindeer stables|in the snow', 'près de/l’écurie des rennes')])[0],
  workshop: inFamily('indoor', [
    place('in/Santa’s workshop|like a playroom', 'dans/l’atelier du père Noël'),
  ])[0],
  kitchen: inFamily('indoor', [place('in/Mrs Claus’s kitchen', 'dans/la cuisine de la mère Noël')])[0],
  hill: inFamily('snow', [place('on/the snowy hill', 'sur/la colline enneigée')])[0],
};

export const REINDEER_OPENINGS: L[] = [
  {
    en: 'Far away at the North Pole lived a jolly old man called {name}, and his reindeer, who pulled his sleigh every Christmas.',
    fr: 'Tout là-haut, au pôle Nord, vivait {name}, un vieil homme jovial, avec le renne qui tirait son traîneau à chaque Noël.',
  },
];

export const REINDEER_PROBLEMS: PlacedL[] = [
  b(
    'But on the morning of Christmas Eve, {deer} gave a big sneeze: “Atchoo!” Its nose was red and hot, and it had a fever. {name} was very worried.',
    'Mais le matin de la veille de Noël, {deer} fit un gros éternuement : « Atchoum ! » Son nez était tout rouge et brûlant, il avait de la fièvre. {name} était très inquiet.',
  ),
];

/** Looking after the reindeer (the pause slot). */
export const REINDEER_CARE: PlacedL[] = [
  b(
    '{atPlace}, {name} tucked a warm blanket around {deer}. “Rest now, my friend,” he said softly.',
    '{atPlace}, {name} posa une couverture bien chaude sur {deer}. « Repose-toi, mon ami », murmura-t-il.',
    { onlyPlace: /stables/ },
  ),
  b(
    '{atPlace}, Mrs Claus stirred a big pot of carrot soup. “Warm soup is the best medicine for a reindeer,” she smiled.',
    '{atPlace}, la mère Noël remua une grande marmite de soupe aux carottes. « Une bonne soupe chaude, c’est le meilleur remède pour un renne », dit-elle en souriant.',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, the elf who knew all about animals listened to the reindeer’s chest. “A bad cold,” she said. “It needs warmth and sleep.”',
    '{atPlace}, le lutin qui soignait les animaux écouta le cœur du renne. « Un gros rhume, dit-il. Il lui faut de la chaleur et du sommeil. »',
    { onlyPlace: /stables/ },
  ),
  b(
    '{atPlace}, the other reindeer came close and breathed warm air on their friend. Nobody wanted it to feel alone.',
    '{atPlace}, les autres rennes vinrent tout près souffler de l’air chaud sur leur ami. Personne ne voulait qu’il se sente seul.',
    { onlyPlace: /stables/ },
  ),
  b(
    '{atPlace}, {name} spooned carrot soup for the reindeer, one sip at a time. “Atchoo!” it sneezed, a little softer.',
    '{atPlace}, {name} fit boire au renne la soupe aux carottes, gorgée après gorgée. « Atchoum ! » éternua-t-il, un peu moins fort.',
    { onlyPlace: /stables/ },
  ),
  b(
    '{atPlace}, {name} sat beside the reindeer and sang it a soft Christmas song until its eyes grew heavy.',
    '{atPlace}, {name} s’assit près du renne et lui chanta une douce chanson de Noël, jusqu’à ce que ses paupières se ferment.',
    { onlyPlace: /stables/ },
  ),
  b(
    '{atPlace}, the elves knitted a long red scarf for the reindeer, as fast as their needles could go.',
    '{atPlace}, les lutins tricotèrent une longue écharpe rouge pour le renne, aussi vite que leurs aiguilles le permettaient.',
    { onlyPlace: /workshop|kitchen/ },
  ),
  b(
    '{atPlace}, Mrs Claus filled a hot water bottle and wrapped it in a towel. “For the reindeer’s tummy,” she said.',
    '{atPlace}, la mère Noël remplit une bouillotte et l’enveloppa dans une serviette. « Pour le ventre du renne », dit-elle.',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, {name} read the reindeer its favourite story, the one about the first Christmas flight.',
    '{atPlace}, {name} lut au renne son histoire préférée, celle du tout premier vol de Noël.',
    { onlyPlace: /stables/ },
  ),
  b(
    '{atPlace}, Mrs Claus warmed some honey and lemon. “A spoonful for the reindeer’s sore throat,” she said.',
    '{atPlace}, la mère Noël fit tiédir du miel et du citron. « Une cuillerée pour la gorge du renne », dit-elle.',
    { onlyPlace: /kitchen/ },
  ),
];

/** Christmas Eve comes closer and the sleigh cannot fly (the obstacle slot). */
export const REINDEER_WORRIES: PlacedL[] = [
  b(
    '{atPlace}, the big clock ticked. “The children are waiting,” {name} sighed, “and the sleigh cannot fly without the reindeer.”',
    '{atPlace}, la grande horloge faisait tic-tac. « Les enfants nous attendent, soupira {name}, et le traîneau ne peut pas voler sans le renne. »',
    { onlyPlace: /workshop|kitchen/ },
  ),
  b(
    '{atPlace}, {name} tried to pull the sleigh himself. It did not move an inch, and he sat down in the snow, puffing.',
    '{atPlace}, {name} essaya de tirer le traîneau lui-même. Il ne bougea pas d’un pouce, et {name} s’assit dans la neige, tout essoufflé.',
    { onlyPlace: /hill|stables/ },
  ),
  b(
    '{atPlace}, an elf had an idea: “If we all pull together, the other reindeer can lead, and {deer} can fly at the back, where it is easy.”',
    '{atPlace}, un lutin eut une idée : « Si tout le monde s’y met, les autres rennes iront devant, et {deer} volera derrière, là où c’est facile. »',
    { onlyPlace: /workshop|stables/ },
  ),
  b(
    '{atPlace}, {name} looked at the grey clouds. “What will the children think if nobody comes?” he said sadly.',
    '{atPlace}, {name} regarda les nuages gris. « Que penseront les enfants si personne ne vient ? » dit-il tristement.',
    { onlyPlace: /hill/ },
  ),
  b(
    '{atPlace}, the elves counted the hours on their fingers. Only a few were left before the sleigh had to leave.',
    '{atPlace}, les lutins comptèrent les heures sur leurs doigts. Il n’en restait que quelques-unes avant le départ du traîneau.',
    { onlyPlace: /workshop|kitchen/ },
  ),
  b(
    '{atPlace}, {name} paced up and down, his hands behind his back. “We will find a way,” he told himself.',
    '{atPlace}, {name} faisait les cent pas, les mains derrière le dos. « Nous trouverons une solution », se dit-il.',
    { onlyPlace: /workshop|kitchen/ },
  ),
];

/** The presents are made ready (the search slot). */
export const REINDEER_READY: PlacedL[] = [
  b(
    '{atPlace}, the elves were wrapping the last presents with red ribbons. Every child on the list would have one.',
    '{atPlace}, les lutins emballaient les derniers cadeaux avec des rubans rouges. Chaque enfant de la liste aurait le sien.',
    { onlyPlace: /workshop/ },
  ),
  b(
    '{atPlace}, the elves loaded the big sack of presents onto the sleigh, just in case. “Heave, ho!”',
    '{atPlace}, les lutins chargèrent le gros sac de cadeaux sur le traîneau, au cas où. « Oh, hisse ! »',
    { onlyPlace: /stables|hill/ },
  ),
  b(
    '{atPlace}, {name} checked his list twice and polished the sleigh bells until they shone.',
    '{atPlace}, {name} relut deux fois sa liste et frotta les grelots du traîneau jusqu’à ce qu’ils brillent.',
    { onlyPlace: /workshop|stables/ },
  ),
  b(
    '{atPlace}, the other reindeer practised their take-off, round and round the hill, ready to help their friend.',
    '{atPlace}, les autres rennes s’entraînèrent à décoller, en faisant le tour de la colline, prêts à aider leur ami.',
    { onlyPlace: /hill/ },
  ),
  b(
    '{atPlace}, Mrs Claus packed a basket of carrots and warm biscuits for the long journey.',
    '{atPlace}, la mère Noël prépara un panier de carottes et de biscuits chauds pour le long voyage.',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, the elves brushed the snow off the sleigh and oiled its runners. Everything had to be ready.',
    '{atPlace}, les lutins balayèrent la neige du traîneau et graissèrent ses patins. Tout devait être prêt.',
    { onlyPlace: /stables|hill/ },
  ),
  b(
    '{atPlace}, the elves tied a red ribbon on every present and piled them up like a mountain.',
    '{atPlace}, les lutins nouèrent un ruban rouge sur chaque cadeau et les empilèrent comme une montagne.',
    { onlyPlace: /workshop/ },
  ),
  b(
    '{atPlace}, the other reindeer pulled the empty sleigh up the hill to try it. “Together we are strong!”',
    '{atPlace}, les autres rennes tirèrent le traîneau vide en haut de la colline pour s’essayer. « Ensemble, on est forts ! »',
    { onlyPlace: /hill/ },
  ),
];

/** The reindeer gets better (the clue slot). */
export const REINDEER_BETTER: PlacedL[] = [
  b(
    '{atPlace}, {name} felt the reindeer’s nose. It was cooler now, and only a little pink. “You are getting better!”',
    '{atPlace}, {name} toucha le nez du renne. Il était moins chaud, et à peine rose. « Tu vas mieux ! »',
    { onlyPlace: /stables/, leads: true },
  ),
  b(
    '{atPlace}, at last, the reindeer stood up, stretched its legs and gave a happy little jump.',
    '{atPlace}, enfin, le renne se leva, étira ses pattes et fit un petit bond joyeux.',
    { onlyPlace: /stables/, leads: true },
  ),
  b(
    '{atPlace}, the reindeer ate a whole bowl of carrot soup, every last drop. Mrs Claus clapped her hands.',
    '{atPlace}, le renne mangea un bol entier de soupe aux carottes, jusqu’à la dernière goutte. La mère Noël applaudit.',
    { onlyPlace: /kitchen|stables/ },
  ),
  b(
    '{atPlace}, the reindeer’s eyes were bright again. It shook its antlers and pawed the snow, ready to go.',
    '{atPlace}, les yeux du renne brillaient de nouveau. Il secoua ses bois et gratta la neige, prêt à partir.',
    { onlyPlace: /stables|hill/, leads: true },
  ),
];

export const REINDEER_TURNS: PlacedL[] = [
  b(
    '{atPlace}, that night, {deer} did not sneeze once. The whole team took their places, and with a jingle of bells the sleigh rose into the night sky!',
    '{atPlace}, cette nuit-là, {deer} n’éternua plus une seule fois. Toute l’équipe prit sa place et, dans un tintement de grelots, le traîneau s’éleva dans la nuit !',
  ),
];

/** Presents under the trees, then Christmas morning at dawn. */
export const REINDEER_ENDINGS: PlacedL[] = [
  b(
    '{name} flew over every roof and left presents under the Christmas trees. At dawn on Christmas morning, the children woke up and ran to see. Back home, the reindeer slept in its warm stable. {name} had learned that {lesson}. The end.',
    '{name} survola tous les toits et déposa des cadeaux au pied des sapins. À l’aube, le matin de Noël, les enfants se réveillèrent et coururent voir. De retour au pôle Nord, le renne dormait dans son écurie bien chaude. {name} avait appris que {lesson}. Fin.',
  ),
];

export const REINDEER_LESSON: L = {
  en: 'when we take care of each other, Christmas always comes',
  fr: 'quand on prend soin les uns des autres, Noël arrive toujours',
};
