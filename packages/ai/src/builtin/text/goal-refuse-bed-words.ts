import { inFamily, place } from '../idea/settings';
import { b, type RefuseScript } from './goal-refuse-kit';
import { DAYLIGHT } from './story-sky-fit';

// Each page happens where its words say (the curtain by the window, breakfast in the kitchen) and
// when: the next day's yawns by daylight, never on a bedtime book's night pages; the night's pages
// say the night (the moon, “that night”), so a story-book draws them dark (page-sky.ts) rather
// than leaving them out of its daylight pages. Once bedtime is called every bedroom page says it
// (« Maman s’assit au bord du lit » and the dream were drawn by day between night pages).
const BEDROOM = /^the bedroom$/;
const WINDOW = /window/;
const LIVING = /living room/;
const INDOORS_AT_NIGHT = /bedroom|living room/;

/** Not going to bed (« ne veut pas aller au lit »): too sleepy the next day, a parent shows the bedtime ritual. */
export const BED: RefuseScript = {
  // Its own first page, drawn in the bedroom: the bed that is refused, not a house on Maple Lane.
  openings: [
    {
      en: 'Meet {name}, {aKind} with a cosy bed, a soft pillow, and not the slightest wish to sleep in either.{withFriend}',
      fr: 'Voici {name}, {aKind} qui avait un lit douillet, un oreiller tout doux, et pas la moindre envie de dormir dedans.{withFriend}',
    },
    {
      en: 'There was once {aKind} called {name}, who was always far too busy to go to sleep.{withFriend}',
      fr: 'Il était une fois {aKind} {named} {name}, qui avait toujours bien trop à faire pour aller dormir.{withFriend}',
    },
  ],
  problems: [
    b(
      'Every evening, when the moon came up, {name} said the same thing: “I am NOT going to bed!”',
      'Chaque soir, quand la lune se levait, {name} disait la même chose : « Je ne vais PAS au lit ! »',
    ),
    b(
      '{name} thought bed was the most boring place in the whole house.',
      '{name} trouvait que le lit était l’endroit le plus ennuyeux de toute la maison.',
    ),
  ],
  refusals: [
    b(
      '{atPlace}, as night fell, Dad held up the pyjamas. “No! Not sleepy!” said {name}, hopping on one foot.',
      '{atPlace}, à la nuit tombée, Papa montra le pyjama. « Non ! Pas sommeil ! » dit {name} en sautant à cloche-pied.',
      { onlyPlace: INDOORS_AT_NIGHT },
    ),
    b(
      '{atPlace}, when the stars came out, {name} hid behind the curtain. “You can’t put me to bed if you can’t find me!”',
      '{atPlace}, quand les étoiles parurent, {name} se cacha derrière le rideau. « Si tu ne me trouves pas, tu ne peux pas me coucher ! »',
      { onlyPlace: WINDOW },
    ),
    b(
      '{atPlace}, with the moon already up, {name} built a tower of pillows instead of lying down. “One more game!”',
      '{atPlace}, alors que la lune était déjà levée, {name} construisit une tour d’oreillers au lieu de se coucher. « Encore un jeu ! »',
      { onlyPlace: BEDROOM },
    ),
    b(
      '{atPlace}, {name} bounced on the sofa. “Just five more minutes!”',
      '{atPlace}, {name} rebondissait sur le canapé. « Encore cinq minutes ! »',
      { onlyPlace: LIVING },
    ),
    b(
      '{atPlace}, Mum said, “It’s night-time: teeth, then bed.” {name} ran round and round the table. “Catch me first!”',
      '{atPlace}, Maman annonça : « Il fait nuit. Vite, les dents, et au lit ! » {name} se mit à courir autour de la table. « Attrape-moi d’abord ! »',
      { onlyPlace: /kitchen/ },
    ),
  ],
  costs: [
    b(
      'The next morning, {name} yawned over breakfast, so sleepy that the spoon nearly went into an ear.',
      'Le lendemain matin, {name} bâillait devant son petit déjeuner, avec tant de sommeil que la cuillère faillit finir dans une oreille.',
      { onlyPlace: /kitchen/, lights: DAYLIGHT },
    ),
    b(
      'The next day {atPlace}, {name} was too sleepy to play, and dozed off in the middle of a game.',
      'Le lendemain, {atPlace}, {name} avait trop sommeil pour jouer et s’endormit au milieu d’une partie.',
      { onlyPlace: LIVING, lights: DAYLIGHT },
    ),
    b(
      '{atPlace}, {name} fell asleep in the middle of the afternoon, right on the rug, and missed the story.',
      '{atPlace}, {name} s’endormit au milieu de l’après-midi, en plein sur le tapis, et rata l’histoire.',
      { onlyPlace: LIVING, lights: DAYLIGHT },
    ),
    b(
      '{atPlace}, late that night, {name} yawned and yawned, rubbed both eyes, and still said: “I’m… not… sleepy…”',
      '{atPlace}, tard dans la nuit, {name} bâilla et bâilla, se frotta les yeux, et dit encore : « Je… n’ai… pas… sommeil… »',
      { onlyPlace: INDOORS_AT_NIGHT },
    ),
    b(
      '{atPlace}, {name} was so grumpy with tiredness that night that even a favourite story brought tears.',
      '{atPlace}, cette nuit-là, {name} était si grognon{neN} de fatigue que même l’histoire préférée fit couler des larmes.',
      { onlyPlace: INDOORS_AT_NIGHT },
    ),
    b(
      '{atPlace}, {name} stayed up so late that the night grew long and dark, and a little bit scary.',
      '{atPlace}, {name} veilla si tard que la nuit devint longue et noire, et un peu effrayante.',
      { onlyPlace: INDOORS_AT_NIGHT },
    ),
    b(
      'Everyone else was asleep. {name} tiptoed about {atPlace} in the night, with nobody to play with.',
      'Tout le monde dormait. {name} marchait sur la pointe des pieds {atPlace}, dans la nuit, sans personne avec qui jouer.',
      { onlyPlace: LIVING },
    ),
    b(
      '{atPlace}, at midnight, {name} tripped over a slipper, bumped into the door and grumbled at everything.',
      '{atPlace}, à minuit, {name} trébucha sur une pantoufle, se cogna à la porte et ronchonna contre tout.',
      { onlyPlace: BEDROOM },
    ),
  ],
  shown: [
    b(
      '{atPlace}, that night, Mum sat on the edge of the bed. “Bed isn’t boring,” she whispered. “It is where dreams begin.”',
      '{atPlace}, cette nuit-là, Maman s’assit au bord du lit. « Le lit n’est pas ennuyeux, chuchota-t-elle. C’est là que commencent les rêves. »',
      { onlyPlace: BEDROOM },
    ),
    b(
      '{atPlace}, Grandpa showed {name} his bedtime trick: a warm drink, a story, and counting stars through the window.',
      '{atPlace}, Papi montra son secret du coucher à {name} : une boisson chaude, une histoire, et compter les étoiles par la fenêtre.',
      { onlyPlace: /window|living room/ },
    ),
    b(
      '{atPlace}, big sister showed {name} her night-time routine: a glass of water, a cuddle, and a whispered “goodnight” to every toy.',
      '{atPlace}, la grande sœur montra à {name} son rituel du soir : un verre d’eau, un câlin, et un « bonne nuit » chuchoté à chaque jouet.',
      { onlyPlace: BEDROOM },
    ),
    b(
      '{atPlace}, Dad dimmed the lamp. “Listen,” he said softly. “The whole house is getting ready for the night.”',
      '{atPlace}, Papa baissa la lumière. « Écoute, dit-il doucement. Toute la maison se prépare pour la nuit. »',
      { onlyPlace: INDOORS_AT_NIGHT },
    ),
    b(
      '{atPlace}, the cat curled up into a round ball and shut its eyes. Even the cat knew that night had come.',
      '{atPlace}, le chat se roula en boule et ferma les yeux. Même le chat savait que la nuit était là.',
      { onlyPlace: INDOORS_AT_NIGHT },
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} tried it: pyjamas on, teeth brushed, and a story with the moon at the window.',
      '{atPlace}, {name} essaya : pyjama enfilé, dents brossées, et une histoire avec la lune à la fenêtre.',
      { onlyPlace: /bedroom/ },
    ),
    b(
      '{atPlace}, while the moon peeped in, {name} snuggled under the blanket, just to see. It was warm and soft.',
      '{atPlace}, sous l’œil de la lune, {name} se blottit sous la couverture, juste pour voir. C’était chaud et doux.',
      { onlyPlace: BEDROOM },
    ),
    b(
      '{atPlace}, {name} looked up at the sleepy moon and counted the stars: one, two, three… and yawned.',
      '{atPlace}, {name} regarda la lune endormie et compta les étoiles : une, deux, trois… et bâilla.',
      { onlyPlace: WINDOW },
    ),
    b(
      '{atPlace}, {name} whispered goodnight to every toy, one by one, and last of all to the moon at the window.',
      '{atPlace}, {name} chuchota bonne nuit à chaque jouet, un par un, et pour finir à la lune, à la fenêtre.',
      { onlyPlace: BEDROOM },
    ),
    b(
      '{atPlace}, {name} sipped a warm drink and listened to the night. Tick, tock, went the clock. The house was very quiet.',
      '{atPlace}, {name} but une boisson chaude à petites gorgées et écouta la nuit. Tic, tac, faisait l’horloge. La maison était toute calme.',
      { onlyPlace: /kitchen|living room/ },
    ),
  ],
  turns: [
    b(
      '{atPlace}, {name} closed both eyes and dreamed of flying over the rooftops under the stars. Bed was not boring at all!',
      '{atPlace}, {name} ferma les yeux et rêva de voler au-dessus des toits, sous les étoiles. Le lit n’était pas ennuyeux du tout !',
    ),
  ],
  endings: [
    b(
      'The next morning, {name} jumped out of bed full of beans, ready for a brand-new day.',
      'Le lendemain matin, {name} sauta du lit en pleine forme pour une toute nouvelle journée.',
    ),
    b(
      'Now, when the moon comes up, {name} says: “Time for my dreams!” and hops into bed.',
      'Maintenant, quand la lune se lève, {name} dit : « C’est l’heure de mes rêves ! » et saute dans son lit.',
    ),
  ],
  places: inFamily('indoor', [
    place('in/the bedroom', 'dans/la chambre'),
    place('by/the bedroom window|in the bedroom', 'près de/la fenêtre de la chambre'),
    place('in/the living room', 'dans/le salon'),
    place('in/the kitchen', 'dans/la cuisine'),
  ]),
  home: inFamily('indoor', [place('in/the bedroom', 'dans/la chambre')])[0],
  // The bedroom's own bed and the moon at its window are the room's (pictures/interiors.ts): no
  // second bed on the floor, no moon inside the room.
  subjects: [],
  said: { en: [], fr: [] },
  turnAction: 'sleeps in bed, smiling, under the blanket',
  lesson: {
    en: 'a good night’s sleep makes every day brighter',
    fr: 'une bonne nuit de sommeil rend chaque journée plus belle',
  },
};
