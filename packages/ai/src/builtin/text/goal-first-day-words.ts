import type { PlacedL } from './story-place-fit';

/**
 * A first day at school (idea/read-goal-first-day.ts), told as making a friend there: the nerves at
 * the gate, the day's moments (the peg with a name on it, the circle, painting, the story corner),
 * small troubles a teacher smooths over, and the friend at the turn. Slots as in
 * goal-befriend-words.ts; French avoids words that agree with the hero. Each sentence once per book.
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

/** Getting ready at home: the hero does not live at school. */
export const FIRST_DAY_OPENINGS: PlacedL[] = [
  b(
    'Everything was ready for the big day: {aKind} called {name} had packed a brand new school bag, with a pencil case, a lunchbox, and a drawing for luck.{withFriend}',
    'Tout était prêt pour le grand jour : {aKind} {named} {name} avait préparé son cartable tout neuf, avec une trousse, une boîte à goûter, et un dessin porte-bonheur.{withFriend}',
  ),
  b(
    'Meet {name}, {aKind} with shiny new shoes and a tummy full of butterflies.{withFriend}',
    'Voici {name}, {aKind} aux chaussures toutes neuves, avec des papillons plein le ventre.{withFriend}',
  ),
];

export const FIRST_DAY_PROBLEMS: PlacedL[] = [
  b(
    'It was {name}’s first day at {school}. At the gate, {name} held on tight for one more hug. In a corner, {aFriendB} looked a little lost too.',
    'C’était le premier jour de {name} à {frSchool}. Devant le portail, {name} demanda encore un dernier câlin. Dans un coin, {aFriendB} avait l’air un peu perdu{eF}, aussi.',
  ),
  b(
    '{name} was starting at {school}. Everything was big and loud, and everyone seemed to know everyone, everyone but {name}, and {aFriendB} standing alone by the door.',
    'C’était la rentrée : {name} commençait à {frSchool}. Tout était grand et bruyant, et tout le monde semblait se connaître, sauf {name}, et {aFriendB}, tout{eF} seul{eF} près de la porte.',
  ),
];

/** The day's moments, each a small step (in place of the quest's search). */
export const FIRST_DAY_MOMENTS: PlacedL[] = [
  b(
    '{atPlace}, the teacher showed {name} a peg with a little name label on it: {name}. It was a start.',
    '{atPlace}, la maîtresse montra à {name} un portemanteau avec une petite étiquette : {name}. C’était un début.',
    { onlyPlace: /classroom|hall/ },
  ),
  b(
    '{atPlace}, everyone sat in a circle and said their name. {name}’s voice came out very small, but it came out.',
    '{atPlace}, tout le monde s’assit en cercle pour dire son prénom. La voix de {name} sortit toute petite, mais elle sortit.',
    { onlyPlace: /classroom/ },
  ),
  b(
    '{atPlace}, {name} painted a picture of home with a big yellow sun, and felt a little braver.',
    '{atPlace}, {name} peignit sa maison sous un grand soleil jaune, et sentit son cœur devenir un peu plus vaillant.',
    { onlyPlace: /art room/ },
  ),
  b(
    '{atPlace}, {name} found a book about dinosaurs and forgot to be nervous for a whole page.',
    '{atPlace}, {name} trouva un livre sur les dinosaures et oublia d’avoir peur pendant toute une page.',
    { onlyPlace: /library/ },
  ),
  b(
    '{atPlace}, {name} watered the bean plants with a tiny can. One of them had a brand new leaf, just like {name}.',
    '{atPlace}, {name} arrosa les pieds de haricots avec un petit arrosoir. L’un d’eux avait une toute nouvelle feuille.',
    { onlyPlace: /garden/ },
  ),
  b(
    '{atPlace}, the other children ran and shouted. {name} stood by the wall and watched, just for now.',
    '{atPlace}, les autres enfants couraient en criant. {name} resta près du mur à regarder, juste pour l’instant.',
    { onlyPlace: /playground/ },
  ),
];

/** Small troubles of a first day (in place of the stock obstacles: no pile of boxes in a classroom). */
export const FIRST_DAY_TROUBLES: PlacedL[] = [
  b(
    '{atPlace}, {name} knocked over the paint water. Oh no! But the teacher only smiled and fetched a cloth.',
    '{atPlace}, {name} renversa l’eau de la peinture. Oh non ! Mais la maîtresse sourit et alla chercher une éponge.',
  ),
  b(
    '{atPlace}, all the other children knew the song already. {name} hummed along very quietly.',
    '{atPlace}, tous les autres enfants connaissaient déjà la chanson. {name} la fredonna tout doucement.',
  ),
  b(
    '{atPlace}, {name} took a wrong turn looking for the toilets, until a big girl with two plaits showed the way.',
    '{atPlace}, {name} se trompa de couloir en cherchant les toilettes, jusqu’à ce qu’une grande aux deux tresses montre le chemin.',
  ),
  b(
    '{atPlace}, {name}’s lunchbox would not open. Pull, pull… pop! Crackers everywhere.',
    '{atPlace}, la boîte à goûter de {name} refusait de s’ouvrir. Tire, tire… pop ! Des biscuits partout.',
  ),
];

/** A breath of calm (in place of the stock pauses). */
export const FIRST_DAY_PAUSES: PlacedL[] = [
  b(
    '{atPlace}, {name} took three slow breaths and remembered the hug at the gate.',
    '{atPlace}, {name} respira trois fois très lentement en repensant au câlin du portail.',
  ),
  b(
    '{atPlace}, {name} looked at the clock. Home time was still far, but lunch was very near.',
    '{atPlace}, {name} regarda l’horloge. La sortie était encore loin, mais le déjeuner approchait.',
  ),
];

/** The teacher is the one met at school (in place of the stock helpers: no grandmother resting in the playground). */
export const FIRST_DAY_MEETS: PlacedL[] = [
  b(
    '{atPlace}, the teacher knelt down beside {name}. “Everyone is new once,” she said. “Even me.”',
    '{atPlace}, la maîtresse s’accroupit près de {name}. « Tout le monde a été nouveau un jour, dit-elle. Même moi. »',
  ),
];

export const FIRST_DAY_ENDINGS: PlacedL[] = [
  b(
    'At home time, {name} ran out of the gate, holding a painting. “Can I go back tomorrow? {FriendB} will be there!” {name} had learned that {lesson}. The end.',
    'À la sortie, {name} courut vers le portail, un dessin à la main. « Je pourrai revenir demain ? {FriendB} sera là ! » {name} avait appris que {lesson}. Fin.',
  ),
  b(
    '{ThatEvening}, {name} could not stop talking about the first day, and most of all about {friendB}. The best part? Learning that {lesson}. The end.',
    '{ThatEvening}, {name} ne cessa de raconter sa première journée, et surtout {friendB}. Le plus beau ? Avoir appris que {lesson}. Fin.',
  ),
];

/** A shy hero ("a timid little dragon", « un petit dragon timide »): the shyness said from the start… */
export const SHY_OPENINGS: PlacedL[] = [
  b(
    'Meet {name}, {aKind} who was very, very shy. Just saying “hello” made {name}’s cheeks go pink.{withFriend}',
    'Voici {name}, {aKind} très, très timide. Rien que de dire « bonjour », les joues de {name} devenaient toutes roses.{withFriend}',
  ),
  b(
    'Everything was ready for the big day, but {name}, {aKind} as shy as can be, wanted to hide under the bed.{withFriend}',
    'Tout était prêt pour le grand jour, mais {name}, {aKind} timide comme tout, avait envie de se cacher sous le lit.{withFriend}',
  ),
];
export const SHY_PROBLEMS: PlacedL[] = [
  b(
    'It was {name}’s first day at {school}. Too shy to go in, {name} stayed behind the gate. In a corner, {aFriendB} looked a little lost too.',
    'C’était le premier jour de {name} à {frSchool}. Trop timide pour entrer, {name} resta derrière le portail. Dans un coin, {aFriendB} avait l’air un peu perdu{eF}, aussi.',
  ),
];
/** …and overcome at the end. */
export const SHY_ENDINGS: PlacedL[] = [
  b(
    'At home time, {name} waved to {friendB} and called out a big, loud “See you tomorrow!” {name} was not so shy any more. {name} had learned that {lesson}. The end.',
    'À la sortie, {name} fit au revoir à {friendB} et lança un grand « À demain ! », bien fort. {name} n’était plus si timide, maintenant. {name} avait appris que {lesson}. Fin.',
  ),
  b(
    '{ThatEvening}, {name} told everyone about the first day. “I said hello first!” The shy feeling had grown very, very small. The best part? Learning that {lesson}. The end.',
    '{ThatEvening}, {name} raconta sa première journée à tout le monde. « C’est moi qui ai dit bonjour en premier ! » La timidité était devenue toute petite. Le plus beau ? Avoir appris que {lesson}. Fin.',
  ),
];
