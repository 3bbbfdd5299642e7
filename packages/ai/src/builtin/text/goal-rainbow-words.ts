import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A hero who loves rainbows (text/goal-rainbow.ts), told in order: one colour caught from each
 * rainbow after a shower, in a little jar; the grey village where no rainbow ever comes; its roofs,
 * doors and gardens painted with the jars; the village's joy; the biggest rainbow over it at the
 * turn. The hunt's lines are told at the hills and meadows, the village's in the village (onlyPlace).
 */
const b = step;
const HUNT = /meadow|hilltop|waterfall|pond/;
const VILLAGE = /village/;
const h = (en: string, fr: string) => b(en, fr, HUNT);
const v = (en: string, fr: string) => b(en, fr, VILLAGE);

export const RAINBOW_OPENINGS: PlacedL[] = [
  b(
    '{name} was {aKind} who lived in a meadow at the foot of the hills, and who loved rainbows more than anything in the world.',
    '{name} était {aKind} qui vivait dans un pré au pied des collines, et qui aimait les arcs-en-ciel plus que tout au monde.',
  ),
];

export const RAINBOW_PROBLEMS: PlacedL[] = [
  b(
    'One morning, after a little shower, a rainbow rose over the hills. “I wish I could keep its colours,” said {name}, and set off after it with a basket of little jars.',
    'Un matin, après une petite averse, un arc-en-ciel se leva au-dessus des collines. « Si seulement je pouvais garder ses couleurs », dit {name}, qui partit à sa poursuite avec un panier de petits pots.',
  ),
];

/** Each rainbow after a shower, one colour caught in a jar. */
export const RAINBOW_HUNT: PlacedL[] = [
  h(
    '{atPlace}, the rainbow touched the ground right among the poppies. {name} dipped a little jar into the red, and it came out glowing red as a cherry.',
    '{atPlace}, l’arc-en-ciel touchait le sol juste au milieu des coquelicots. {name} y plongea un petit pot, qui ressortit tout rouge, rouge comme une cerise.',
  ),
  h(
    '{atPlace}, another shower, another rainbow! {name} ran and ran, and caught its orange in a second little jar, orange as a pumpkin.',
    '{atPlace}, une autre averse, un autre arc-en-ciel ! {name} courut, courut, et attrapa son orange dans un deuxième petit pot, orange comme une citrouille.',
  ),
  h(
    '{atPlace}, the yellow of the next rainbow slid down like honey. Into the third jar it went, warm and bright.',
    '{atPlace}, le jaune de l’arc-en-ciel suivant glissa comme du miel. Hop, dans le troisième pot, doux et lumineux !',
  ),
  h(
    '{atPlace}, a frog sat under a little rainbow. “Take some green,” it croaked. “I have plenty.” And the green went into a jar.',
    '{atPlace}, une grenouille était assise sous un petit arc-en-ciel. « Prends un peu de vert, coassa-t-elle. J’en ai plein. » Et le vert alla dans un pot.',
  ),
  h(
    '{atPlace}, the rainbow was so high that {name} had to wait for it to bend down. Then, quick! A jar of sky-blue.',
    '{atPlace}, l’arc-en-ciel était si haut que {name} dut attendre qu’il se penche. Alors, vite ! Un pot de bleu ciel.',
  ),
  h(
    '{atPlace}, the last rainbow of the week faded slowly, and {name} caught its very last stripe: a deep, soft purple.',
    '{atPlace}, le dernier arc-en-ciel de la semaine s’effaça doucement, et {name} attrapa sa toute dernière bande : un violet profond et doux.',
  ),
];

/** Over the hills, a village where no rainbow ever comes: all grey. */
export const RAINBOW_GREY: PlacedL[] = [
  v(
    '{atPlace}, what a surprise for {name}! Everything here was grey: grey roofs, grey doors, grey flowers in grey pots.',
    '{atPlace}, quelle surprise pour {name} ! Tout était gris : les toits gris, les portes grises, des fleurs grises dans des pots gris.',
  ),
  v(
    '{atPlace}, a little girl sat on the steps, looking sad. “No rainbow ever comes here,” she said. “It never has.”',
    '{atPlace}, une petite fille était assise sur les marches, l’air triste. « Aucun arc-en-ciel ne vient jamais ici, dit-elle. Jamais. »',
  ),
  v(
    '{atPlace}, even the cat was grey, and the washing on the line, and the baker’s buns. Nobody sang, nobody laughed.',
    '{atPlace}, même le chat était gris, et le linge sur le fil, et les brioches du boulanger. Personne ne chantait, personne ne riait.',
  ),
  v(
    '{atPlace}, {name} looked at the little jars, glowing red, orange, yellow, green, blue and purple. “I know what to do,” {name} whispered.',
    '{atPlace}, {name} regarda les petits pots qui brillaient : rouge, orange, jaune, vert, bleu et violet. « Je sais ce qu’il faut faire », murmura {name}.',
  ),
  v(
    '{atPlace}, the old baker shook his head. “Colours? We gave up hoping for those long ago.”',
    '{atPlace}, le vieux boulanger secoua la tête. « Des couleurs ? Il y a longtemps qu’on n’y croit plus. »',
  ),
  v(
    '{atPlace}, the children crowded round the glowing jars. “What are those?” “Rainbow colours,” said {name}. “And they’re for you.”',
    '{atPlace}, les enfants se pressèrent autour des pots qui brillaient. « C’est quoi ? — Des couleurs d’arc-en-ciel, dit {name}. Et elles sont pour vous. »',
  ),
];

/** The jars shared: the village painted, colour by colour. */
export const RAINBOW_SHARE: PlacedL[] = [
  v(
    '{atPlace}, {name} opened the red jar, and the roofs turned red, one after another, like strawberries in a row.',
    '{atPlace}, {name} ouvrit le pot rouge, et les toits devinrent rouges, l’un après l’autre, comme des fraises bien alignées.',
  ),
  v(
    '{atPlace}, a splash of orange and yellow, and the doors and the shutters shone like lemons and tangerines.',
    '{atPlace}, une éclaboussure d’orange et de jaune, et les portes et les volets brillèrent comme des citrons et des mandarines.',
  ),
  v(
    '{atPlace}, the green jar went to the gardens: the grass grew bright, and the trees rustled happily.',
    '{atPlace}, le pot vert alla aux jardins : l’herbe devint toute verte, et les arbres frémirent de joie.',
  ),
  v(
    '{atPlace}, blue for the fountain and the windows, purple for the flowers. The little girl clapped her hands.',
    '{atPlace}, du bleu pour la fontaine et les fenêtres, du violet pour les fleurs. La petite fille battit des mains.',
  ),
  v(
    '{atPlace}, the jars were almost empty. “Is there enough for everyone?” asked the girl. “Let’s share it all,” said {name}.',
    '{atPlace}, les pots étaient presque vides. « Il y en aura assez pour tout le monde ? » demanda la petite fille. « Partageons tout », dit {name}.',
  ),
  v(
    '{atPlace}, {name} shook the very last drops of colour onto the cat, who purred and turned a lovely ginger.',
    '{atPlace}, {name} secoua les toutes dernières gouttes de couleur sur le chat, qui ronronna et devint d’un joli roux.',
  ),
];

/** The village's joy, and the clouds that come back before the turn. */
export const RAINBOW_JOY: PlacedL[] = [
  v(
    '{atPlace}, the baker laughed for the first time in years, and baked buns with pink icing for everyone.',
    '{atPlace}, le boulanger rit pour la première fois depuis des années, et fit des brioches au glaçage rose pour tout le monde.',
  ),
  v(
    '{atPlace}, the children danced round and round {name}, singing a song about colours.',
    '{atPlace}, les enfants dansèrent en rond autour de {name}, en chantant une chanson sur les couleurs.',
  ),
  v(
    '{atPlace}, the jars were empty now, but {name} did not mind one bit. Sharing felt even better than catching.',
    '{atPlace}, les pots étaient vides maintenant, mais {name} ne s’en souciait pas du tout. Partager, c’était encore mieux qu’attraper.',
  ),
  v(
    '{atPlace}, the little girl drew a rainbow on the wall with chalk. “So we never forget you,” she said.',
    '{atPlace}, la petite fille dessina un arc-en-ciel à la craie sur le mur. « Pour ne jamais t’oublier », dit-elle.',
  ),
  v(
    '{atPlace}, the whole village put on its brightest clothes and came out to look at itself. Everyone was smiling.',
    '{atPlace}, tout le village mit ses habits les plus colorés et sortit se regarder. Tout le monde souriait.',
  ),
  v(
    '{atPlace}, the clouds gathered once more, soft and grey. “Wait and see,” said {name}.',
    '{atPlace}, les nuages revinrent, doux et gris. « Attendez, vous allez voir », dit {name}.',
  ),
];

export const RAINBOW_TURNS: PlacedL[] = [
  b(
    'Then a gentle shower fell, and when it stopped, the biggest rainbow anyone had ever seen rose right over the village, every colour shining at once. “A rainbow, here, for us!” cried the little girl, and everyone cheered.',
    'Alors une douce averse tomba, et quand elle s’arrêta, le plus grand arc-en-ciel qu’on ait jamais vu se leva juste au-dessus du village, avec toutes ses couleurs à la fois. « Un arc-en-ciel, ici, pour nous ! » s’écria la petite fille, et tout le monde applaudit.',
  ),
];

export const RAINBOW_ENDINGS: PlacedL[] = [
  b(
    'Back in the meadow, {name} hung the empty jars on a branch, where they still glowed a little. {name} had learned that {lesson}. The end.',
    'De retour dans le pré, {name} suspendit les pots vides à une branche, où ils brillaient encore un peu. {name} avait appris que {lesson}. Fin.',
  ),
];
