import { allBut, type PlacedL } from './story-place-fit';

/**
 * Finding a relative again (idea/read-goal-reunite.ts: "Max looks for his mum", « cherche sa
 * maman »), in place of a quest: separated, brave ways to get back, signs that {Rel} is near, the
 * reunion at the turn, home together. Slots as in story-episodes.ts, and {Rel} (“Mum”, « Maman »:
 * what the hero calls the relative), {relB} (“Max’s mum”, « la maman de Max »), {myRel} (“my mum”,
 * « ma maman »), {ilR} (« elle »/« il »). No word of a search: the relative is no object to find.
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const REUNITE_PROBLEMS: PlacedL[] = [
  b(
    'Then, {oneDay}, {name} let go of {Rel}’s hand for just a moment {outAt}. When {name} turned around, {Rel} was nowhere to be seen!',
    'Puis, {oneDay}, {name} lâcha la main de {Rel} rien qu’un instant, {outAt}. Quand {name} se retourna, {Rel} n’était plus là !',
  ),
  b(
    'One moment {Rel} was right there, {outAt}; the next, nobody was beside {name}. “{Rel}? Where are you?”',
    'Un instant plus tôt, {Rel} était juste là, {outAt} ; l’instant d’après, plus personne à côté de {name}. « {Rel} ? Où es-tu ? »',
  ),
];

export const REUNITE_TURNS: PlacedL[] = [
  b(
    '{atPlace}, a voice called, “{name}!” It was {Rel}! {name} ran straight into {Rel}’s arms.',
    '{atPlace}, une voix appela : « {name} ! » C’était {Rel} ! {name} courut se jeter dans les bras de {Rel}.',
  ),
  b(
    'And there, {atPlace}, was {relB}, waving and smiling. What a big, warm hug they had!',
    'Et là, {atPlace}, il y avait {relB}, qui faisait de grands signes. Quel gros câlin {ilsR} se firent !',
  ),
];

/** Brave ways to get back (in place of the quest's search). */
export const REUNITE_WAYS: PlacedL[] = [
  b(
    '{atPlace}, {name} remembered what {Rel} always said: “If you get lost, stay calm and ask for help.”',
    '{atPlace}, {name} se souvint de ce que {Rel} disait toujours : « Si tu te perds, reste calme et demande de l’aide. »',
  ),
  b(
    '{atPlace}, {name} asked everyone, “Have you seen {myRel}?” Someone pointed a little further on.',
    '{atPlace}, {name} demanda à tout le monde : « Avez-vous vu {myRel} ? » Quelqu’un montra un endroit un peu plus loin.',
  ),
  b(
    '{atPlace}, {name} climbed up high to see further. So many faces, but not {Rel}’s… not yet.',
    '{atPlace}, {name} grimpa tout en haut pour voir plus loin. Tant de visages, mais pas celui de {Rel}… pas encore.',
    // Faces in a crowd: streets, shops, the beach — not deep in a forest.
    { fits: ['town', 'shore', 'indoor'] },
  ),
  b(
    '{atPlace}, {name} called “{Rel}!” as loudly as possible. An echo answered, and {name} kept going.',
    '{atPlace}, {name} appela « {Rel} ! » aussi fort que possible. Un écho répondit, et {name} continua son chemin.',
  ),
  b(
    '{atPlace}, {name} took a big breath to stay brave. “I will see {Rel} again soon, I know I will.”',
    '{atPlace}, {name} prit une grande inspiration pour garder courage. « Je vais revoir {Rel} bientôt, je le sais. »',
  ),
  b(
    '{atPlace}, {name} wiped away a tear and went on, one step at a time.',
    '{atPlace}, {name} essuya une larme et continua, un pas après l’autre.',
  ),
  b(
    '{atPlace}, {name} thought very hard of {Rel}’s warm bedtime hugs. That gave {name} courage.',
    '{atPlace}, {name} pensa très fort aux câlins de {Rel}, le soir au coucher. Cela donna du courage à {name}.',
  ),
  b(
    '{atPlace}, {name} sat very still and listened hard. Somewhere, far off, a voice was calling.',
    '{atPlace}, {name} resta bien immobile et tendit l’oreille. Quelque part, au loin, une voix appelait.',
  ),
  b(
    '{atPlace}, {name} thought, “Which way would {Rel} go?” And {name} took that way.',
    '{atPlace}, {name} réfléchit : « Par où irait {Rel} ? » Et {name} prit ce chemin-là.',
  ),
  b(
    '{atPlace}, {name} counted to ten, slowly, just as {Rel} had taught. Then, calmer, {name} went on.',
    '{atPlace}, {name} compta jusqu’à dix, tout doucement, comme {Rel} le lui avait appris. Puis {name} repartit, plus calme.',
  ),
];

/** Signs that the relative is near (in place of the quest's clues). */
export const REUNITE_SIGNS: PlacedL[] = [
  b(
    '{atPlace}, {name} heard a little tune, the one {Rel} always hums. Was {Rel} close by?',
    '{atPlace}, {name} entendit un petit air, celui que {Rel} fredonne toujours. {Rel} était-{ilR} tout près ?',
  ),
  b(
    '{atPlace}, {name} smelled something sweet, just like {Rel}’s cookies. Maybe this way?',
    '{atPlace}, {name} sentit une bonne odeur, comme celle des biscuits de {Rel}. Peut-être par là ?',
    { fits: allBut('sea', 'space') },
  ),
  b(
    '{atPlace}, {name} spotted footprints just the size of {Rel}’s. They led onwards.',
    '{atPlace}, {name} repéra des empreintes de la taille de celles de {Rel}. Elles menaient plus loin.',
    { fits: allBut('sea', 'space', 'sky') },
  ),
  b(
    '{atPlace}, someone said, “I saw {relB} a moment ago, going that way!”',
    '{atPlace}, quelqu’un dit : « J’ai vu {relB} il y a un instant, par là-bas ! »',
  ),
  b(
    '{atPlace}, far away, {name} spotted a scarf just like {Rel}’s!',
    '{atPlace}, {name} aperçut au loin une écharpe toute pareille à celle de {Rel} !',
  ),
  b(
    'A bird flew down {atPlace} and seemed to show the way. “Thank you!” said {name}.',
    'Un oiseau se posa, {atPlace}, et sembla montrer le chemin. « Merci ! » dit {name}.',
    { fits: allBut('sea', 'space') },
  ),
  b(
    '{atPlace}, {name} heard a laugh, such a well-known laugh! It came from a little further on.',
    '{atPlace}, {name} entendit un rire, un rire si familier ! Il venait d’un peu plus loin.',
  ),
  b(
    '{atPlace}, a kind voice said, “Someone over there is calling your name!”',
    '{atPlace}, une voix gentille dit : « Là-bas, quelqu’un appelle ton nom ! »',
  ),
  b(
    '{atPlace}, {name} found {Rel}’s glove on the ground! {Rel} had been here, not long ago.',
    '{atPlace}, {name} trouva par terre le gant de {Rel} ! {Rel} était passé{eR} par ici, il y a peu.',
    { fits: allBut('sea', 'space', 'sky') },
  ),
];

/** Home together (in place of the stock endings, which end alone). */
export const REUNITE_ENDINGS: PlacedL[] = [
  b(
    'Hand in hand, {name} and {Rel} went home together. {name} had learned that {lesson}. The end.',
    'Main dans la main, {name} et {Rel} rentrèrent ensemble. {name} avait appris que {lesson}. Fin.',
  ),
  b(
    '{ThatEvening}, cuddled up with {Rel}, {name} told the whole adventure. The best part? Learning that {lesson}. The end.',
    '{ThatEvening}, tout contre {Rel}, {name} raconta toute l’aventure. Le plus beau ? Avoir appris que {lesson}. Fin.',
  ),
];
