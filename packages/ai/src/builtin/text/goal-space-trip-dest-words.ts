import type { PlacedL } from './story-place-fit';
import { leadStep as at, step } from './task-step';

/**
 * The place itself on a trip to space (goal-space-trip.ts), one list a destination: the Moon (grey
 * dust, footprints, giant hops, a crater, the Earth in the black sky), Mars (red dust, the big volcano,
 * a rover, a blue sunset, two moons), or out among the planets (the giant planet, Saturn's rings, a
 * comet, an icy little moon). Then a small problem (`hitch`), its turn, and both told on one page
 * when the book has no room for the problem's own (`longTurn`). Same rules for {crew} as
 * goal-space-trip-words.ts.
 */
export type TripDestWords = { there: PlacedL[]; hitch: PlacedL[]; turn: PlacedL[]; longTurn: PlacedL[] };

/** The problem can happen anywhere there (the last part of the trip may be any of its spots). */
const MOON_SPOT = /moon|crater|hills/i;
export const MOON_WORDS: TripDestWords = {
  there: [
    at(
      'Slowly, slowly, the rocket came down… bump! {name} opened the door and climbed down onto the Moon. Everything was grey and silent.',
      'Tout doucement, la fusée descendit… boum ! {name} ouvrit la porte et descendit sur la Lune. Tout était gris et silencieux.',
      /Moon/,
    ),
    at(
      '{atPlace}, {name} took a first step in the soft grey dust. Look: a footprint! Right beside it, {crew} made another one.',
      '{atPlace}, {name} fit un premier pas dans la poussière grise et douce. Regarde : une empreinte de pas ! Juste à côté, {crew} en fit une autre.',
      /Moon/,
    ),
    at(
      '{atPlace}, everything weighed so little that every step became a giant hop. Boing! Boing! {name} bounced as high as a bus.',
      '{atPlace}, tout pesait si peu que chaque pas devenait un bond de géant. Boing ! Boing ! {name} sauta aussi haut qu’un autobus.',
      /hills|collines/i,
    ),
    at(
      '{atPlace}, {name} and {crew} walked round the edge of a crater as big as a football pitch, made long, long ago by a falling space rock.',
      '{atPlace}, {name} et {crew} firent le tour d’un cratère grand comme un terrain de foot, creusé il y a très longtemps par un caillou tombé de l’espace.',
      /crater|cratère/i,
    ),
    at(
      '{atPlace}, {name} looked up. In the black sky hung the Earth, round and blue. “That is home!” said {name}. “Everyone we love is there.”',
      '{atPlace}, {name} leva les yeux. Dans le ciel tout noir brillait la Terre, ronde et bleue. « C’est chez nous, dit {name}. Tous ceux qu’on aime sont là-bas. »',
      /Moon/,
    ),
    at(
      '{atPlace}, {name} planted a little flag, and {crew} took a photo. Click! The very first picture of {name} on the Moon.',
      '{atPlace}, {name} planta un petit drapeau, et {crew} prit une photo. Clic ! La toute première photo de {name} sur la Lune.',
      /Moon/,
    ),
    at(
      '{atPlace}, there was no wind at all, so the footprints would stay just as they were for a very, very long time.',
      '{atPlace}, il n’y avait pas un souffle de vent : les empreintes de pas resteraient là très, très longtemps.',
      /crater/,
    ),
    at(
      '{atPlace}, {name} picked up a tiny grey moon rock to show everyone back home.',
      '{atPlace}, {name} ramassa un petit caillou de Lune tout gris, pour le montrer à tout le monde à la maison.',
      /crater|cratère/i,
    ),
    at(
      '{atPlace}, {name} drew a big heart in the grey dust with one finger, and {crew} wrote both their names inside.',
      '{atPlace}, {name} dessina un grand cœur dans la poussière grise du bout du doigt, et {crew} écrivit leurs deux prénoms dedans.',
      /hills|collines/i,
    ),
    at(
      '{atPlace}, {name} threw a little ball, and it flew so far and so slowly that {crew} had time to hop after it and catch it.',
      '{atPlace}, {name} lança une petite balle, et elle vola si loin et si lentement que {crew} eut le temps de bondir pour l’attraper.',
      /hills|collines/i,
    ),
    at(
      '{atPlace}, {name} whispered “hello!”, but no sound came out: up here there is no air to carry it. So they talked over the radio in their helmets.',
      '{atPlace}, {name} chuchota « bonjour ! », mais aucun son ne sortit : ici, il n’y a pas d’air pour le porter. Alors ils se parlèrent par la radio de leurs casques.',
      /crater|cratère/i,
    ),
    at(
      '{atPlace}, the Sun shone bright, and yet the sky stayed as black as night, full of stars that did not twinkle.',
      '{atPlace}, le Soleil brillait fort, et pourtant le ciel restait noir comme la nuit, plein d’étoiles qui ne scintillaient pas.',
      /hills/,
    ),
  ],
  hitch: [
    at(
      '{atPlace}, {name} hopped after a shiny pebble, then another, then another… and turned round. Every crater looked the same. Where was the rocket? Where was {crew}?',
      '{atPlace}, {name} bondit vers un caillou brillant, puis un autre, puis encore un autre… et se retourna. Tous les cratères se ressemblaient. Où était la fusée ? Où était {crew} ?',
      MOON_SPOT,
    ),
  ],
  turn: [
    step(
      '{name} took a deep breath and looked down. The footprints! Step by step, {name} followed them back over the grey dust, and there by the rocket was {crew}, waving. “Time to go home,” they said, with a big space hug.',
      '{name} respira un grand coup et baissa les yeux. Les empreintes ! Pas à pas, {name} les suivit dans la poussière grise, et là, près de la fusée, {crew} faisait de grands signes. « Il est temps de rentrer », et tous deux se firent un gros câlin de l’espace.',
    ),
  ],
  longTurn: [
    step(
      'Hopping after a shiny pebble, {name} lost sight of the rocket: every crater looked the same! Then {name} looked down. The footprints! Step by step, {name} followed them back, and there by the rocket was {crew}, waving. Time to go home.',
      'En bondissant vers un caillou brillant, {name} perdit la fusée de vue : tous les cratères se ressemblaient ! Puis {name} baissa les yeux. Les empreintes ! Pas à pas, {name} les suivit, et là, près de la fusée, {crew} faisait de grands signes. Il était temps de rentrer.',
    ),
  ],
};

const MARS_SPOT = /red|volcano/i;
export const MARS_WORDS: TripDestWords = {
  there: [
    at(
      'Slowly, slowly, the rocket came down… bump! {name} opened the door onto Mars, the red planet. The ground, the rocks and even the sky were red and orange.',
      'Tout doucement, la fusée descendit… boum ! {name} ouvrit la porte sur Mars, la planète rouge. Le sol, les cailloux et même le ciel étaient rouges et orange.',
      /red dust/,
    ),
    at(
      '{atPlace}, every step puffed up a little cloud of red dust. Soon the boots of both explorers were as red as tomatoes.',
      '{atPlace}, chaque pas soulevait un petit nuage de poussière rouge. Bientôt, les bottes des deux explorateurs furent rouges comme des tomates.',
      /dust|poussière/i,
    ),
    at(
      '{atPlace}, {name} and {crew} tipped their heads right back: it was the biggest volcano anywhere, so tall that its top poked out above the clouds.',
      '{atPlace}, {name} et {crew} levèrent la tête tout en haut : c’était le plus grand volcan du monde, si haut que son sommet dépassait des nuages.',
      /volcano|volcan/i,
    ),
    at(
      '{atPlace}, a little rover on six wheels rolled up, beeping hello. It had been exploring Mars all by itself for years!',
      '{atPlace}, un petit robot sur six roues arriva en bipant pour dire bonjour. Il explorait Mars tout seul depuis des années !',
      /rocks|rochers/i,
    ),
    at(
      '{atPlace}, the rover showed {name} its wheel tracks in the dust and the rocks it had gathered, one from every red hill.',
      '{atPlace}, le petit robot montra à {name} ses traces de roues dans la poussière et les cailloux qu’il avait gardés, un de chaque colline rouge.',
      /rocks|rochers/i,
    ),
    at(
      '{atPlace}, {name} counted the moons in the sky: one, two! Mars has two little moons, shaped like potatoes.',
      '{atPlace}, {name} compta les lunes dans le ciel : une, deux ! Mars a deux petites lunes en forme de pomme de terre.',
      /dust|poussière/i,
    ),
    at(
      '{atPlace}, {name} drew a big smiley face in the red dust, and {crew} helped with the eyes.',
      '{atPlace}, {name} dessina un grand sourire dans la poussière rouge, et {crew} aida à faire les yeux.',
      /dust|poussière/i,
    ),
    at(
      '{atPlace}, the sun went down and the sky turned blue, the other way round from home. “On Mars, even sunsets are different,” said {crew}.',
      '{atPlace}, le soleil se coucha et le ciel devint bleu, tout le contraire de chez nous. « Sur Mars, même les couchers de soleil sont différents », dit {crew}.',
      /volcano|volcan/i,
    ),
    at(
      '{atPlace}, {name} peeked into a deep canyon, so long it would stretch right across a whole country back home.',
      '{atPlace}, {name} jeta un œil dans un profond canyon, si long qu’il traverserait tout un pays de chez nous.',
      /rocks|rochers/i,
    ),
    at(
      '{atPlace}, {name} found a little patch of white frost hiding in the shade of a rock. “Ice, here!”',
      '{atPlace}, {name} trouva un petit coin de givre blanc caché à l’ombre d’un rocher. « De la glace, ici ! »',
      /rocks|rochers/i,
    ),
    at(
      '{atPlace}, {name} and {crew} had a picnic in the little tent, helmets off at last, and watched the red hills through the window.',
      '{atPlace}, {name} et {crew} pique-niquèrent sous la petite tente, enfin sans casque, en regardant les collines rouges par la fenêtre.',
      /dust|poussière/i,
    ),
    at(
      '{atPlace}, {name} gave a tiny jump and went up, up, up: here, everything weighs much less than at home.',
      '{atPlace}, {name} fit un tout petit saut et monta, monta, monta : ici, tout pèse bien moins lourd qu’à la maison.',
      /dust|poussière/i,
    ),
  ],
  hitch: [
    at(
      '{atPlace}, the wind began to blow, and a great whirl of red dust rose up all around. {name} could not see the rocket any more, nor {crew}!',
      '{atPlace}, le vent se leva, et un grand tourbillon de poussière rouge monta tout autour. {name} ne voyait plus la fusée, ni {crew} !',
      MARS_SPOT,
    ),
  ],
  turn: [
    step(
      'Beep, beep! Through the red dust shone two little lights: the rover! It rolled slowly ahead, and {name} followed its tracks all the way back to the rocket, where {crew} was waiting. “Thank you, little rover!” Time to go home.',
      'Bip, bip ! À travers la poussière rouge brillèrent deux petites lumières : le petit robot ! Il roula doucement devant, et {name} suivit ses traces jusqu’à la fusée, où attendait {crew}. « Merci, petit robot ! » Il était temps de rentrer.',
    ),
  ],
  longTurn: [
    step(
      'Then a great whirl of red dust rose up, and {name} could not see the rocket any more! Beep, beep: two little lights shone through the dust. The rover! {name} followed its tracks back to the rocket, where {crew} was waiting. Time to go home.',
      'Soudain, un grand tourbillon de poussière rouge se leva, et {name} ne voyait plus la fusée ! Bip, bip : deux petites lumières brillèrent dans la poussière. Le petit robot ! {name} suivit ses traces jusqu’à la fusée, où attendait {crew}. Il était temps de rentrer.',
    ),
  ],
};
