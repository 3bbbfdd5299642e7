import type { PlacedL } from './story-place-fit';

/**
 * A birthday (idea/read-goal-party.ts), in place of a quest: waking up to the day, getting the party
 * ready at home, mishaps that turn out fine, friends at the door, candles and a wish at the turn.
 * Slots as in story-episodes.ts, and {candles} (“five candles”, « cinq bougies »). French avoids
 * words that agree with the hero. Each sentence once per book.
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const PARTY_PROBLEMS: PlacedL[] = [
  b(
    '{name} woke up and remembered: today was {name}’s birthday! “The party is this afternoon, and there is so much to get ready!”',
    '{name} se réveilla et se souvint : aujourd’hui, c’était l’anniversaire de {name} ! « La fête, c’est cet après-midi, et il y a tant à préparer ! »',
  ),
  b(
    'It was the best day of the year: {name}’s birthday. The friends were coming at four o’clock, and nothing was ready yet.',
    'C’était le plus beau jour de l’année : l’anniversaire de {name}. Les amis arrivaient à quatre heures, et rien n’était encore prêt.',
  ),
];

/** Getting the party ready: in place of the quest's search. */
export const PARTY_READY: PlacedL[] = [
  b(
    '{atPlace}, {name} blew up balloons, red, yellow and blue, until both cheeks were pink.',
    '{atPlace}, {name} gonfla des ballons, des rouges, des jaunes et des bleus, jusqu’à en avoir les joues toutes roses.',
    { onlyPlace: /garden|table/ },
  ),
  b(
    '{atPlace}, {name} and Dad baked the birthday cake. Flour on the table, flour on the floor, flour on {name}’s nose.',
    '{atPlace}, {name} et Papa firent le gâteau d’anniversaire. De la farine sur la table, par terre, et sur le nez de {name}.',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, {name} hung a paper garland that said HAPPY BIRTHDAY, one big letter at a time.',
    '{atPlace}, {name} accrocha une guirlande en papier : JOYEUX ANNIVERSAIRE, une grande lettre après l’autre.',
    { onlyPlace: /garden|table/ },
  ),
  b(
    '{atPlace}, {name} set out paper plates, paper cups and a party hat for every friend.',
    '{atPlace}, {name} disposa les assiettes en carton, les gobelets et un chapeau pointu pour chaque ami.',
  ),
  b(
    '{atPlace}, {name} spread the icing, thick and pink, and added sprinkles all over the cake.',
    '{atPlace}, {name} étala le glaçage, épais et rose, et parsema le gâteau de vermicelles de toutes les couleurs.',
    { onlyPlace: /kitchen/ },
  ),
];

export const PARTY_READY_MORE: PlacedL[] = [
  b(
    '{atPlace}, {name} wrote the friends’ names on little cards, one for each plate.',
    '{atPlace}, {name} écrivit le prénom de chaque ami sur une petite carte, une par assiette.',
  ),
  b(
    '{atPlace}, {name} and Mum filled a big bowl with fruit punch, pink and fizzy.',
    '{atPlace}, {name} et Maman remplirent un grand saladier de jus de fruits, rose et pétillant.',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, {name} wrapped little surprise bags for the friends to take home: a sweet, a sticker, a whistle.',
    '{atPlace}, {name} prépara des petits sachets surprises pour les amis : un bonbon, un autocollant, un sifflet.',
  ),
  b(
    '{atPlace}, {name} tied ribbons on the chairs, a different colour for every friend.',
    '{atPlace}, {name} noua des rubans aux chaises, une couleur différente pour chaque ami.',
    { onlyPlace: /garden|table/ },
  ),
  b(
    '{atPlace}, {name} chose the music for the party: the dancing song first, of course.',
    '{atPlace}, {name} choisit la musique de la fête : la chanson pour danser en premier, bien sûr.',
    { onlyPlace: /bedroom/ },
  ),
  b(
    '{atPlace}, {name} set up the games: a sack race, a treasure hunt, and musical chairs.',
    '{atPlace}, {name} prépara les jeux : une course en sac, une chasse au trésor et des chaises musicales.',
    { onlyPlace: /garden|table/ },
  ),
  b(
    '{atPlace}, {name} counted the candles twice to be sure: {candles}, not one more.',
    '{atPlace}, {name} compta les bougies deux fois pour ne pas se tromper : {candles}, pas une de plus.',
    { onlyPlace: /kitchen/ },
  ),
];

/** The party getting near: in place of the quest's clues. */
export const PARTY_SIGNS: PlacedL[] = [
  b(
    '{atPlace}, {name} looked at the clock again. Only one hour to go! Then only half an hour…',
    '{atPlace}, {name} regarda encore l’horloge. Plus qu’une heure ! Puis plus qu’une demi-heure…',
    { onlyPlace: /kitchen|bedroom/ },
  ),
  b(
    '{atPlace}, {name} saw a parcel with a big bow hidden under the bed. “No peeking!” laughed Mum.',
    '{atPlace}, {name} aperçut un paquet avec un gros nœud caché sous le lit. « On ne regarde pas ! » dit Maman en riant.',
    { onlyPlace: /bedroom/ },
  ),
  b(
    '{atPlace}, {name} put on a party hat and practised blowing out candles: phoo! Phoo!',
    '{atPlace}, {name} mit un chapeau de fête et s’entraîna à souffler des bougies : pfff ! Pfff !',
  ),
  b(
    '{atPlace}, {name} heard a car door outside. “Are they here?” Not yet: just the neighbour.',
    '{atPlace}, {name} entendit une portière claquer dehors. « Ils sont là ? » Pas encore : juste le voisin.',
  ),
  b(
    '{atPlace}, {name} put on the party clothes and twirled in front of the mirror. Ready!',
    '{atPlace}, {name} enfila ses habits de fête et fit un tour devant le miroir. Tout était prêt pour la fête !',
    { onlyPlace: /bedroom/ },
  ),
  b(
    '{atPlace}, the whole house smelled of chocolate cake. {name} sniffed and smiled. Nearly time!',
    '{atPlace}, toute la maison sentait le gâteau au chocolat. {name} renifla et sourit. C’était presque l’heure !',
  ),
];

/** Mishaps that turn out fine: in place of the stock obstacles (no closed gate in a kitchen). */
export const PARTY_OOPS: PlacedL[] = [
  b(
    'POP! {atPlace}, a balloon burst, and {name} jumped. Then {name} laughed and blew up another.',
    'POP ! {atPlace}, un ballon éclata, et {name} sursauta. Puis {name} éclata de rire et en gonfla un autre.',
    { onlyPlace: /garden|table/ },
  ),
  b(
    '{atPlace}, the cake leaned a little to one side. “A wobbly cake is a happy cake,” said Dad.',
    '{atPlace}, le gâteau penchait un peu sur le côté. « Un gâteau qui penche, c’est un gâteau joyeux », dit Papa.',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, the wind blew the garland down. {name} held the ladder while Mum hung it up again.',
    '{atPlace}, le vent fit tomber la guirlande. {name} tint l’échelle pendant que Maman la raccrochait.',
    { onlyPlace: /garden|table/ },
  ),
  b(
    '{atPlace}, the dog licked a bit of icing off the plate. Just a tiny bit. Nobody would ever know!',
    '{atPlace}, le chien lécha un peu de glaçage dans l’assiette. Juste un tout petit peu. Personne n’en saurait rien !',
    { onlyPlace: /kitchen/ },
  ),
  b(
    '{atPlace}, {name} tripped over the ribbon box, and ribbons flew everywhere. Well, more decorations!',
    '{atPlace}, {name} trébucha sur la boîte de rubans, et les rubans volèrent partout. Tant mieux : encore des décorations !',
  ),
  b(
    '{atPlace}, a big cloud passed over. Would it rain? {name} crossed all ten fingers, and out came the sun.',
    '{atPlace}, un gros nuage passa. Allait-il pleuvoir ? {name} croisa les doigts, et le soleil revint.',
    { onlyPlace: /garden|table/ },
  ),
  b(
    '{atPlace}, the candles were missing! {name} looked in every drawer… and there they were, in the biscuit tin.',
    '{atPlace}, plus de bougies ! {name} ouvrit tous les tiroirs… et les voilà, dans la boîte à biscuits.',
    { onlyPlace: /kitchen/ },
  ),
];

/** A quiet moment: in place of the stock pauses. */
export const PARTY_PAUSES: PlacedL[] = [
  b(
    '{atPlace}, {name} sat down for a moment and looked at everything ready. It looked like magic.',
    '{atPlace}, {name} s’assit un instant pour regarder tout ce qui était prêt. On aurait dit de la magie.',
  ),
  b(
    '{atPlace}, {name} had a glass of milk and a little rest. Getting a party ready is hard work!',
    '{atPlace}, {name} but un verre de lait et se reposa un peu. Préparer une fête, c’est du travail !',
  ),
  b(
    '{atPlace}, Grandma phoned to sing “Happy Birthday” down the line. {name} sang along, very loudly.',
    '{atPlace}, Mamie téléphona pour chanter « Joyeux anniversaire ». {name} chanta avec elle, très fort.',
  ),
];

export const PARTY_TURNS: PlacedL[] = [
  b(
    'Ding-dong! The friends were here! {atPlace}, everyone sang, and {name} blew out {candles} in one big breath, and made a secret wish.',
    'Ding-dong ! Les amis étaient là ! {atPlace}, tout le monde chanta, et {name} souffla {candles} d’un seul coup, en faisant un vœu secret.',
  ),
  b(
    '{atPlace}, the lights went down and the cake came in, glowing with {candles}. “Happy birthday, {name}!” Phoo! A wish, a cheer, and cake for everyone.',
    '{atPlace}, on éteignit la lumière et le gâteau arriva, brillant de {candles}. « Joyeux anniversaire, {name} ! » Pfff ! Un vœu, des bravos, et du gâteau pour tout le monde.',
  ),
];

export const PARTY_ENDINGS: PlacedL[] = [
  b(
    '{ThatEvening}, with a paper crown still on, {name} fell asleep among the balloons. It had been the best birthday ever. The end.',
    '{ThatEvening}, avec sa couronne en papier encore sur la tête, {name} s’endormit au milieu des ballons. C’était le plus bel anniversaire de tous. Fin.',
  ),
  b(
    '{ThatEvening}, the friends went home with a balloon each, and {name} hugged everybody goodbye. Growing up a year was fun! The end.',
    '{ThatEvening}, les amis repartirent chacun avec un ballon, et {name} fit un gros câlin à tout le monde. Grandir d’un an, c’était chouette ! Fin.',
  ),
];
