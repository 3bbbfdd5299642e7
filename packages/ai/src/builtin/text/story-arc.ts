import type { ObjectPresence } from './story-place-fit';
import type { SkyFit } from './story-sky-fit';
import type { L } from './theme-types';

/**
 * The frame of a story: opening, goal, turning point and ending (the middle is story-episodes).
 * Slots: {name} {aKind} {at} {object} {aObject} {friend} {lesson} {when}, and the page's time of
 * day ({oneDay}, {todayIsTheDay}: see TIME_WORDS). Never the user's words.
 */
const b = (en: string, fr: string): L => ({ en, fr });
/** The goal's words name the object that is not there yet (lost, wished for): its page does not draw it. */
const absent = (t: L): L & ObjectPresence => ({ ...t, absent: true });
/** The words see the sky (the first star, the stars coming out): not under rain, snow or fog (story-sky-fit.ts). */
const clearSky = (t: L): L & SkyFit => ({ ...t, clear: true });

export const OPENINGS: L[] = [
  b(
    '{when} {at}, there lived {aKind} called {name}.{withFriend}',
    '{When} {at}, vivait {aKind} {named} {name}.{withFriend}',
  ),
  b('Meet {name}, {aKind} who lives {at}.{withFriend}', 'Voici {name}, {aKind} qui vit {at}.{withFriend}'),
];
export const WITH_FRIEND: L = b(' {Friend} was never far away.', ' {Friend} n’était jamais bien loin.');

export const BEDTIME_OPENINGS: (L & SkyFit)[] = [
  clearSky(
    b(
      'One evening {at}, as the sky turned pink and purple, {aKind} called {name} looked up at the first star.{withFriend}',
      'Un soir, {at}, quand le ciel devint rose et violet, {aKind} {named} {name} leva les yeux vers la première étoile.{withFriend}',
    ),
  ),
  // Under any sky: a rainy or snowy night's opening says its weather in its own line (story-sky-lines.ts).
  b(
    'One evening {at}, when it was nearly bedtime, {aKind} called {name} was not one bit sleepy.{withFriend}',
    'Un soir, {at}, à l’heure d’aller au lit, {aKind} {named} {name} n’avait pas du tout sommeil.{withFriend}',
  ),
];

export const GOALS_LOST: (L & ObjectPresence)[] = [
  absent(
    b(
      'But {oneDay}, {object} was gone! {name} looked everywhere at home. “I have to find it,” {name} said.',
      'Mais {oneDay}, {object} avait disparu ! {name} chercha partout à la maison. « Il faut que je {itObj} retrouve », dit {name}.',
    ),
  ),
  absent(
    b(
      'Oh no! {name} could not find {object} anywhere. “Where can it be?”',
      'Oh non ! {name} ne trouvait plus {object} nulle part. « Où peut-{ilObj} bien être ? »',
    ),
  ),
];
export const GOALS_FIND: (L & ObjectPresence)[] = [
  absent(
    b(
      '{name} had one big wish: to find {aObject}. “{todayIsTheDay},” {name} said.',
      '{name} avait un grand rêve : trouver {aObject}. « {todayIsTheDay} », dit {name}.',
    ),
  ),
  absent(
    b(
      'Everyone talked about {aObject} hidden somewhere {at}. {name} decided to go and look for it.',
      'Tout le monde parlait d’{aObject} {hidden} quelque part {at}. {name} décida de partir à sa recherche.',
    ),
  ),
];

export const TURNS: (L & SkyFit)[] = [
  // Only a thing a child can hold up: not a star, the moon or a boat (idea/words.ts).
  {
    ...b(
      'And there, at last, was {object}! {name} held it up high and laughed.',
      'Et là, enfin, il y avait {object} ! {name} {itObj} brandit bien haut en riant.',
    ),
    holds: true,
  },
  b(
    'Then {name} saw it, right where the clues had led: {object}!',
    'Alors {name} {itObj} vit, juste là où menaient les indices : {object} !',
  ),
  b(
    'And there it was at last, right in front of {name}: {object}! {name} gazed and gazed, and laughed with joy.',
    'Et là, enfin, juste devant {name} : {object} ! {name} {itObj} contempla longtemps en riant de joie.',
  ),
];

export const ENDINGS: L[] = [
  b(
    'Back home {at}, everyone cheered. {name} had learned that {lesson}. The end.',
    'De retour {at}, tout le monde applaudit. {name} avait appris que {lesson}. Fin.',
  ),
  b(
    '{ThatEvening}, {name} told the whole adventure to anyone who would listen. The best part? Learning that {lesson}. The end.',
    '{ThatEvening}, {name} raconta toute l’aventure à qui voulait l’entendre. Le plus beau ? Avoir appris que {lesson}. Fin.',
  ),
];

export const BEDTIME_ENDINGS: (L & SkyFit)[] = [
  clearSky(
    b(
      'The stars came out, and {at} all was quiet. {name} yawned a big yawn and whispered, “Good night.” Tonight {name} knew that {lesson}. The end.',
      'Les étoiles s’allumèrent et, {at}, tout devint calme. {name} bâilla un grand coup et chuchota : « Bonne nuit. » Ce soir, {name} savait que {lesson}. Fin.',
    ),
  ),
  // Under any sky: the rain, the snow or the fog the picture draws goes on outside.
  b(
    'Everything grew calm and quiet {at}. Snug and warm, {name} whispered, “Good night.” Tonight {name} knew that {lesson}. The end.',
    'Tout devint calme et silencieux, {at}. Bien au chaud, {name} chuchota : « Bonne nuit. » Ce soir, {name} savait que {lesson}. Fin.',
  ),
];

/**
 * Day-bound words agree with the page's light: an evening or night story does not turn with
 * "But one day" / « Mais un jour » (issue 14).
 */
export const TIME_WORDS: Record<
  'day' | 'evening' | 'night',
  { oneDay: L; todayIsTheDay: L; ThatEvening: L }
> = {
  day: {
    ThatEvening: b('That evening', 'Ce soir-là'),
    oneDay: b('one day', 'un jour'),
    todayIsTheDay: b('Today is the day', 'C’est aujourd’hui le grand jour'),
  },
  evening: {
    ThatEvening: b('Later that evening', 'Plus tard ce soir-là'),
    oneDay: b('that evening', 'ce soir-là'),
    todayIsTheDay: b('Tonight is the night', 'C’est ce soir ou jamais'),
  },
  night: {
    ThatEvening: b('Before bed that night', 'Avant de dormir, cette nuit-là'),
    oneDay: b('that night', 'cette nuit-là'),
    todayIsTheDay: b('Tonight is the night', 'C’est cette nuit ou jamais'),
  },
};
