import { inFamily, place } from '../idea/settings';
import { b, type RefuseScript } from './goal-refuse-kit';

/**
 * Not wanting to be rescued (a princess who rescues herself): the knights get stuck, the old
 * queen shows her a rope and a map, and at the turn the hero saves the day — and the knight.
 * No pronoun for the hero: {name} may be a prince.
 */
export const RESCUE: RefuseScript = {
  openings: [
    {
      en: 'Once upon a time, high in the tall tower of a castle, there lived {name}.',
      fr: 'Il était une fois, tout en haut de la grande tour d’un château, {name}.',
    },
  ],
  problems: [
    b(
      'At the castle, everyone said a knight would come to rescue {name} one day.',
      'Au château, tout le monde disait qu’un chevalier viendrait un jour délivrer {name}.',
    ),
    b(
      '“A rescue? No thank you,” said {name}. “I can get out of here on my own.”',
      '« Me délivrer ? Non merci, dit {name}. Je peux sortir d’ici sans l’aide de personne. »',
    ),
  ],
  refusals: [
    b(
      '{atPlace}, a knight in shiny armour called up: “I have come to rescue you!” “No, thank you!” {name} called back.',
      '{atPlace}, un chevalier en armure brillante cria : « Je viens vous délivrer ! » « Non, merci ! » répondit {name}.',
    ),
    b(
      '{atPlace}, {name} sent the knight’s ladder back down. “I don’t need rescuing!”',
      '{atPlace}, {name} renvoya l’échelle du chevalier. « Pas besoin qu’on vienne me chercher ! »',
    ),
    b(
      '{atPlace}, {name} politely shut the window on a second knight. “Not today!”',
      '{atPlace}, {name} referma poliment la fenêtre au nez d’un deuxième chevalier. « Pas aujourd’hui ! »',
      { onlyPlace: /tower/ },
    ),
  ],
  costs: [
    b(
      '{atPlace}, the knights kept coming, and the last one got stuck in a thorn bush, calling for help.',
      '{atPlace}, les chevaliers arrivaient sans cesse, et le dernier resta coincé dans un buisson d’épines, à appeler au secours.',
    ),
    b(
      '{atPlace}, there were so many knights’ horses that nobody could get in or out of the castle.',
      '{atPlace}, il y avait tant de chevaux de chevaliers que plus personne ne pouvait entrer ni sortir du château.',
    ),
    b(
      '{atPlace}, a grumpy dragon woke up from all the noise and sat right on the castle path.',
      '{atPlace}, un dragon grognon se réveilla à cause de tout ce bruit et s’assit en plein sur le chemin du château.',
    ),
  ],
  shown: [
    b(
      '{atPlace}, the old queen handed {name} a long rope and a map. “The best rescuer,” she said, “is the one who knows the way.”',
      '{atPlace}, la vieille reine tendit à {name} une longue corde et une carte. « Le meilleur sauveteur, dit-elle, c’est celui qui connaît le chemin. »',
    ),
    b(
      '{atPlace}, the castle cook whispered to {name} where the secret door was.',
      '{atPlace}, le cuisinier du château souffla à {name} où se trouvait la porte secrète.',
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} tied the rope to the window and climbed all the way down, hand over hand.',
      '{atPlace}, {name} attacha la corde à la fenêtre et descendit jusqu’en bas, une main après l’autre.',
      { onlyPlace: /tower/ },
    ),
    b(
      '{atPlace}, {name} followed the map past the sleeping guards, quiet as a cat.',
      '{atPlace}, {name} suivit la carte en passant devant les gardes endormis, sans un bruit, comme un chat.',
    ),
  ],
  turns: [
    b(
      '{atPlace}, {name} sang the grumpy dragon a lullaby, untangled the knight from the thorns, and led everyone home. {name} had saved the day!',
      '{atPlace}, {name} chanta une berceuse au dragon grognon, libéra le chevalier des épines et ramena tout le monde. {name} avait sauvé la situation !',
    ),
  ],
  endings: [
    b(
      'That evening the whole castle cheered, and the knight asked {name} for climbing lessons.',
      'Ce soir-là, tout le château applaudit, et le chevalier demanda à {name} des leçons d’escalade.',
    ),
    b(
      'Now {name} and the knight go on adventures together, and they take turns rescuing each other.',
      'Maintenant, {name} et le chevalier partent à l’aventure ensemble, et se portent secours chacun son tour.',
    ),
  ],
  places: [
    ...inFamily('indoor', [place('in/the tall tower|of the castle', 'dans/la grande tour')]),
    ...inFamily('town', [place('on/the drawbridge|of the castle', 'sur/le pont-levis')]),
    ...inFamily('nature', [place('in/the castle garden', 'dans/le jardin du château')]),
  ],
  home: inFamily('indoor', [place('in/the tall tower|of the castle', 'dans/la grande tour')])[0],
  // The dragon is sung to sleep outside, in the garden, not in the tower.
  arrival: inFamily('nature', [place('in/the castle garden', 'dans/le jardin du château')])[0],
  subjects: ['castle', 'dragon'],
  said: { en: ['a castle', 'a dragon'], fr: ['un château', 'un dragon'] },
  turnAction: 'stands proud, having saved the knight, the dragon asleep',
  lesson: {
    en: 'anyone can be the hero of their own story',
    fr: 'chacun peut être le héros de sa propre histoire',
  },
};
