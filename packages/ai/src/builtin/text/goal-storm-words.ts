import { inFamily, place } from '../idea/settings';
import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * A storm night at home (goal-storm.ts), in the night's order: dark clouds at evening, the first
 * rumble, lightning through the window and the lights going out, the torch and the candles, counting
 * from the flash to the boom (the count grows as the storm moves away), the blanket den, the last
 * grumble and sleep at the turn, the rainbow and the puddles in the morning. {parent} is Mum or Dad;
 * French avoids words that agree with the hero.
 */
const b = (en: string, fr: string): PlacedL => ({ en, fr });

export const STORM_PLACES = {
  bedroom: inFamily('indoor', [place('in/the bedroom|at home', 'dans/la chambre')])[0],
  living: inFamily('indoor', [place('in/the living room|at home', 'dans/le salon')])[0],
  garden: inFamily('nature', [place('in/the garden', 'dans/le jardin')])[0],
};

export const STORM_OPENINGS: L[] = [
  {
    en: 'One evening, big dark clouds rolled over the little house where {name} lived. The birds went quiet, and the wind began to whistle.',
    fr: 'Un soir, de gros nuages noirs roulèrent au-dessus de la petite maison de {name}. Les oiseaux se turent, et le vent se mit à siffler.',
  },
];

export const STORM_PROBLEMS: PlacedL[] = [
  b(
    'Then came the first rumble of thunder, low and long. {name} pulled the covers up to the nose. “I don’t like {fear}!”',
    'Puis vint le premier grondement du tonnerre, sourd et long. {name} remonta la couverture jusqu’au nez. « Je n’aime pas l’orage ! »',
  ),
];

/** The storm comes (the search slot): the first two are told in a short book. */
export const STORM_COMES: PlacedL[] = [
  b(
    'FLASH! Lightning lit up the window, white as day, and the rain drummed hard on the glass.',
    'FLASH ! Un éclair illumina la fenêtre, blanc comme en plein jour, et la pluie tambourina fort sur la vitre.',
  ),
  b(
    'BOOM! The thunder cracked, and all at once the lights went out. The whole house was dark.',
    'BOUM ! Le tonnerre claqua, et d’un coup, toutes les lumières s’éteignirent. La maison entière était plongée dans le noir.',
  ),
  b(
    'The wind shook the shutters, and the storm rattled the old gate in the garden.',
    'Le vent secouait les volets, et l’orage faisait claquer le vieux portail du jardin.',
  ),
  b(
    '{name} peeked out through the curtains. The trees bent and swayed in the storm.',
    '{name} jeta un œil entre les rideaux. Les arbres se courbaient et se balançaient sous l’orage.',
  ),
  b(
    'Drip, drop, splash! The rain ran down the window like a little river under the lightning.',
    'Plic, ploc, plouf ! La pluie coulait sur la vitre comme une petite rivière sous les éclairs.',
  ),
];

/** Light in the dark (the clue slot): the torch, the candles. */
export const STORM_LIGHT: PlacedL[] = [
  b(
    '“It’s all right, I’m here,” said {parent}, coming in with a torch. A round yellow light danced on the wall.',
    '« Tout va bien, je suis là », dit {parent} en entrant avec une lampe de poche. Un rond de lumière jaune dansa sur le mur.',
  ),
  b(
    '{parent} lit three candles on the table. Their little flames made the room warm and golden.',
    '{parent} alluma trois bougies sur la table. Leurs petites flammes rendirent la pièce chaude et dorée.',
  ),
  b(
    'With the torch, {name} made a rabbit with two fingers on the wall, then a bird, then a wolf.',
    'Avec la lampe de poche, {name} fit un lapin avec deux doigts sur le mur, puis un oiseau, puis un loup.',
  ),
  b(
    '“A storm is only clouds bumping and grumbling,” said {parent}. “They are far up in the sky, and we are safe inside.”',
    '« Un orage, ce sont seulement des nuages qui se cognent et qui grognent, dit {parent}. Ils sont tout là-haut, et nous, on est bien à l’abri. »',
  ),
  b(
    'The candles flickered each time the thunder rumbled, but they never went out.',
    'Les bougies tremblotaient à chaque coup de tonnerre, mais elles ne s’éteignaient jamais.',
  ),
];

/** Counting from the flash to the boom (the obstacle slot): the count grows, the storm moves away. */
export const STORM_COUNT: PlacedL[] = [
  b(
    '“Let’s count from the flash to the boom,” said {parent}. Flash! “One, two…” BOOM! “The storm is close, but it is moving.”',
    '« Comptons entre l’éclair et le boum », dit {parent}. Éclair ! « Un, deux… » BOUM ! « L’orage est tout près, mais il bouge. »',
  ),
  b(
    'Flash! This time {name} counted, “One, two, three, four, five…” BOOM! “Five! It’s going away!”',
    'Éclair ! Cette fois, {name} compta : « Un, deux, trois, quatre, cinq… » BOUM ! « Cinq ! Il s’en va ! »',
  ),
  b(
    'Flash! “One, two, three, four, five, six, seven…” The boom was only a soft rumble now.',
    'Éclair ! « Un, deux, trois, quatre, cinq, six, sept… » Le boum n’était plus qu’un doux roulement.',
  ),
  b(
    'Flash! {name} counted all the way to ten before the thunder answered, tiny and far off.',
    'Éclair ! {name} compta jusqu’à dix avant que le tonnerre ne réponde, tout petit et lointain.',
  ),
  b(
    'A faraway flash… {name} counted and counted, and no boom came at all. Only the rain, softer now.',
    'Un éclair, très loin… {name} compta et compta, et aucun boum ne vint. Seulement la pluie, plus douce maintenant.',
  ),
];

/** The blanket den (the pause slot): with {parent}, and the dog when the hero is not one. */
export const STORM_DEN: PlacedL[] = [
  b(
    '{parent} and {name} built a den with blankets and cushions. Inside it was cosy, and the storm sounded far away.',
    '{parent} et {name} construisirent une cabane avec des couvertures et des coussins. Dedans, c’était douillet, et l’orage semblait loin.',
  ),
  b(
    'The dog crept into the den too and snuggled up, warm and soft, under the blanket.',
    'Le chien se faufila lui aussi dans la cabane et se blottit sous la couverture, tout chaud et tout doux.',
  ),
  b(
    'In the den, {parent} told a story by torchlight about a little cloud who loved to sing.',
    'Dans la cabane, {parent} raconta, à la lueur de la lampe, l’histoire d’un petit nuage qui aimait chanter.',
  ),
  b(
    '{parent} brought two cups of warm milk. {name} sipped slowly and listened to the rain on the roof.',
    '{parent} apporta deux tasses de lait chaud. {name} but à petites gorgées en écoutant la pluie sur le toit.',
  ),
  b(
    'Under the blankets, {name} and {parent} played I spy with the torch: a cushion, a teddy, a candle.',
    'Sous les couvertures, {name} et {parent} jouèrent à « Je vois » avec la lampe : un coussin, un nounours, une bougie.',
  ),
];

export const STORM_TURNS: PlacedL[] = [
  b(
    'Far, far away, the storm gave one last little grumble. “Goodbye, storm,” whispered {name}, not afraid anymore, and fell asleep in the den.',
    'Très, très loin, l’orage lança un dernier petit grognement. « Au revoir, l’orage », chuchota {name}, qui n’avait plus peur, avant de s’endormir dans la cabane.',
  ),
];

export const STORM_ENDINGS: PlacedL[] = [
  b(
    'In the morning, the sky was blue, and a big rainbow stood over the garden. {name} pulled on boots and jumped in every puddle. Splash! The end.',
    'Au matin, le ciel était bleu, et un grand arc-en-ciel brillait au-dessus du jardin. {name} enfila des bottes et sauta dans chaque flaque. Splash ! Fin.',
  ),
];

export const STORM_LESSON = {
  en: 'a storm is loud, but it always passes',
  fr: 'un orage fait du bruit, mais il finit toujours par passer',
};
