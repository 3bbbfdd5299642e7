/**
 * What a learning book is about when the idea says it ("Learn about sun, rain, snow and wind with Pip
 * the penguin", « les quatre saisons », "feelings"): each topic's ideas, one per page, with the icon
 * the page draws. Each idea has a first line and more lines for a longer book (never a sentence
 * twice); after the topic's lines, the book goes on with the general first concepts. The line's
 * first words (before the first colon or comma) are the page's heading.
 * A line: [english, french, icon]; {name} is the hero.
 */
export type TopicLine = [string, string, string];
export type Topic = { id: string; words: RegExp; ideas: TopicLine[][] };

const WEATHER: Topic = {
  id: 'weather',
  words:
    /\b(weather|météo|temps qu.il fait|rain|snow|wind|clouds?|storms?|pluie|neige|vent|nuages?|orages?)\b/i,
  ideas: [
    [
      [
        'Sun: it warms us and lights up the day.',
        'Le soleil : il nous réchauffe et éclaire la journée.',
        'sun',
      ],
      [
        'Sun again: {name} puts on a hat on a sunny day.',
        'Encore le soleil : {name} met un chapeau quand il fait beau.',
        'sun-with-face',
      ],
      [
        'Sunshine, the puddles dry up one by one.',
        'Soleil, les flaques sèchent une à une.',
        'sun-behind-cloud',
      ],
    ],
    [
      [
        'Rain: drops fall from the clouds and make puddles.',
        'La pluie : des gouttes tombent des nuages et font des flaques.',
        'cloud-with-rain',
      ],
      [
        'Rain again: {name} opens an umbrella to stay dry.',
        'Encore la pluie : {name} ouvre un parapluie pour rester au sec.',
        'umbrella-with-rain-drops',
      ],
      [
        'Raindrops, one by one, help the flowers grow.',
        'Gouttes de pluie, une à une, elles font pousser les fleurs.',
        'droplet',
      ],
    ],
    [
      [
        'Snow: soft white flakes fall when it is very cold.',
        'La neige : de doux flocons blancs tombent quand il fait très froid.',
        'snowflake',
      ],
      [
        'Snow again: {name} builds a snowman with a carrot nose.',
        'Encore la neige : {name} fait un bonhomme de neige au nez de carotte.',
        'snowman',
      ],
      [
        'Snowflakes, no two of them are the same.',
        'Flocons, il n’y en a pas deux pareils.',
        'cloud-with-snow',
      ],
    ],
    [
      [
        'Wind: we cannot see it, but we see what it moves.',
        'Le vent : on ne le voit pas, mais on voit ce qu’il fait bouger.',
        'wind-face',
      ],
      [
        'Wind again: it lifts {name}’s kite high in the sky.',
        'Encore le vent : il emporte le cerf-volant de {name} très haut.',
        'kite',
      ],
      [
        'Windy days, the leaves dance and twirl.',
        'Jours de vent, les feuilles dansent et tourbillonnent.',
        'leaf-fluttering-in-wind',
      ],
    ],
    [
      [
        'Clouds: they float in the sky, white or grey.',
        'Les nuages : ils flottent dans le ciel, blancs ou gris.',
        'cloud',
      ],
      [
        'Clouds again: {name} sees a rabbit in one of them.',
        'Encore les nuages : {name} voit un lapin dans l’un d’eux.',
        'sun-behind-large-cloud',
      ],
    ],
    [
      [
        'Storm: thunder rumbles and lightning flashes.',
        'L’orage : le tonnerre gronde et les éclairs brillent.',
        'cloud-with-lightning-and-rain',
      ],
      [
        'Storm again: {name} counts from the flash to the rumble, safe inside.',
        'Encore l’orage : bien à l’abri, {name} compte de l’éclair au tonnerre.',
        'cloud-with-lightning',
      ],
    ],
    [
      [
        'Rainbow: sun and rain together paint the sky.',
        'L’arc-en-ciel : le soleil et la pluie peignent le ciel ensemble.',
        'rainbow',
      ],
      [
        'Rainbow colours, {name} counts seven of them.',
        'Couleurs de l’arc-en-ciel, {name} en compte sept.',
        'rainbow',
      ],
    ],
    [
      [
        'Fog: a cloud comes down to the ground and hides everything.',
        'Le brouillard : un nuage descend jusqu’au sol et cache tout.',
        'fog',
      ],
      [
        'Cold and warm: {name} wears a scarf in winter and shorts in summer.',
        'Froid et chaud : {name} met une écharpe en hiver et un short en été.',
        'thermometer',
      ],
    ],
  ],
};

const SEASONS: Topic = {
  id: 'seasons',
  words: /\b(seasons?|spring|summer|autumn|fall|winter|saisons?|printemps|été|automne|hiver)\b/i,
  ideas: [
    [
      [
        'Spring: the flowers open and the birds sing.',
        'Le printemps : les fleurs s’ouvrent et les oiseaux chantent.',
        'cherry-blossom',
      ],
      [
        'Spring again: little chicks hatch from their eggs.',
        'Encore le printemps : les poussins sortent de leur œuf.',
        'hatching-chick',
      ],
      ['Spring showers, the seeds wake up.', 'Averses de printemps, les graines se réveillent.', 'seedling'],
      ['Spring garden, {name} plants a tulip.', 'Jardin de printemps, {name} plante une tulipe.', 'tulip'],
    ],
    [
      [
        'Summer: long sunny days and warm nights.',
        'L’été : de longues journées de soleil et des nuits douces.',
        'sun',
      ],
      [
        'Summer again: {name} builds sandcastles at the beach.',
        'Encore l’été : {name} fait des châteaux de sable à la plage.',
        'beach-with-umbrella',
      ],
      [
        'Summer treats, an ice cream melts in the sun.',
        'Douceurs d’été, une glace fond au soleil.',
        'ice-cream',
      ],
      [
        'Summer fruit, a juicy slice of watermelon.',
        'Fruits d’été, une tranche de pastèque bien juteuse.',
        'watermelon',
      ],
    ],
    [
      [
        'Autumn: the leaves turn red and gold and fall.',
        'L’automne : les feuilles deviennent rouges et dorées, puis tombent.',
        'fallen-leaf',
      ],
      [
        'Autumn again: {name} jumps in a big pile of leaves.',
        'Encore l’automne : {name} saute dans un gros tas de feuilles.',
        'maple-leaf',
      ],
      [
        'Autumn woods, mushrooms pop up after the rain.',
        'Bois d’automne, les champignons poussent après la pluie.',
        'mushroom',
      ],
      [
        'Autumn squirrels, they hide nuts for the winter.',
        'Écureuils d’automne, ils cachent des noisettes pour l’hiver.',
        'chestnut',
      ],
    ],
    [
      [
        'Winter: it is cold, and sometimes it snows.',
        'L’hiver : il fait froid, et parfois il neige.',
        'snowflake',
      ],
      [
        'Winter again: {name} wears warm gloves and a scarf.',
        'Encore l’hiver : {name} met des gants chauds et une écharpe.',
        'gloves',
      ],
      [
        'Winter fun, a snowman stands in the garden.',
        'Jeux d’hiver, un bonhomme de neige se dresse dans le jardin.',
        'snowman',
      ],
      [
        'Winter slopes, skiers glide down the hill.',
        'Pistes d’hiver, les skieurs glissent le long de la colline.',
        'skier',
      ],
    ],
  ],
};

const FEELINGS: Topic = {
  id: 'feelings',
  words: /\b(feelings?|emotions?|émotions?|sentiments?|happy|sad|angry|scared|joyeux|triste|colère)\b/i,
  ideas: [
    [
      [
        'Happy: a big smile, and we want to dance.',
        'La joie : un grand sourire, et on a envie de danser.',
        'grinning-face',
      ],
      [
        'Happy again: {name} laughs with a friend.',
        'Encore la joie : {name} rit avec un ami.',
        'beaming-face-with-smiling-eyes',
      ],
    ],
    [
      [
        'Sad: tears may come, and a hug helps.',
        'La tristesse : les larmes peuvent venir, et un câlin aide.',
        'crying-face',
      ],
      [
        'Sad sometimes, and that is all right, says {name}.',
        'Un peu de tristesse parfois, et ce n’est pas grave, dit {name}.',
        'pensive-face',
      ],
    ],
    [
      [
        'Angry: we feel hot inside. Take a deep breath!',
        'La colère : on se sent tout chaud dedans. On respire un grand coup !',
        'angry-face',
      ],
      [
        'Angry again? {name} counts to ten, slowly.',
        'Encore la colère ? {name} compte jusqu’à dix, doucement.',
        'face-with-steam-from-nose',
      ],
    ],
    [
      [
        'Scared: our heart beats fast. Someone near us helps.',
        'La peur : le cœur bat vite. Quelqu’un près de nous, ça aide.',
        'fearful-face',
      ],
      [
        'Scared of the dark, {name} turns on a little light.',
        'Peur du noir, {name} allume une petite lumière.',
        'anxious-face-with-sweat',
      ],
    ],
    [
      [
        'Surprised: our eyes open wide. Oh!',
        'La surprise : les yeux s’ouvrent tout grands. Oh !',
        'astonished-face',
      ],
      [
        'Surprised by a present, {name} shouts “Wow!”',
        'Une surprise, un cadeau ! {name} s’écrie « Waouh ! »',
        'face-with-open-mouth',
      ],
    ],
    [
      [
        'Calm: slow breaths, and everything is quiet.',
        'Le calme : on respire lentement, et tout est tranquille.',
        'relieved-face',
      ],
      [
        'Calm again: {name} listens to the rain, snug and still.',
        'Encore le calme : {name} écoute la pluie, bien au chaud.',
        'smiling-face',
      ],
    ],
    [
      [
        'Sleepy: we yawn and our eyes close.',
        'La fatigue : on bâille et les yeux se ferment.',
        'sleepy-face',
      ],
      [
        'Sleepy at bedtime, {name} hugs a teddy.',
        'Le soir, les yeux piquent : {name} serre son doudou.',
        'yawning-face',
      ],
    ],
    [
      [
        'Loved: a warm feeling when someone cares for us.',
        'L’amour : une douce chaleur quand quelqu’un prend soin de nous.',
        'smiling-face-with-hearts',
      ],
      [
        'Proud: {name} did it without any help!',
        'La fierté : {name} a réussi sans aide !',
        'smiling-face-with-sunglasses',
      ],
    ],
  ],
};

export const TOPICS: readonly Topic[] = [SEASONS, WEATHER, FEELINGS];

/** The topic the idea names (seasons before weather: « l’hiver » names a season first). */
export const topicFor = (idea: string): Topic | undefined => TOPICS.find((t) => t.words.test(idea));

/** A topic's lines in book order: every idea's first line, then every idea's second line, and so on. */
export function topicLines(topic: Topic): TopicLine[] {
  const rounds = Math.max(...topic.ideas.map((i) => i.length));
  return Array.from({ length: rounds }, (_, r) => topic.ideas.flatMap((i) => (i[r] ? [i[r]] : []))).flat();
}
