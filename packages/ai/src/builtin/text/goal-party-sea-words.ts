import type { PlacedL } from './story-place-fit';

/**
 * A birthday under the sea (goal-party-sea.ts): woken in the shell palace, the party got ready on the
 * coral reef and in the kelp forest — bubbles for balloons, a seaweed cake with shining pearls for
 * candles, shell garlands — mishaps of the sea (a current, a crab), the dolphins and the octopus at
 * the turn. No kitchen, no garden, no rain cloud: the sea has no sky. {candles} is "five shining
 * pearls", « cinq perles brillantes » (« les perles brillantes » with no age). French avoids words
 * that agree with the hero (a mermaid or a fish).
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const SEA_PARTY_PROBLEMS: PlacedL[] = [
  b(
    '{name} woke up in the shell palace and remembered: today was {name}’s birthday! “The party is on the coral reef this afternoon, and there is so much to get ready!”',
    '{name} se réveilla dans le palais de coquillages et se souvint : aujourd’hui, c’était l’anniversaire de {name} ! « La fête, c’est cet après-midi sur le récif de corail, et il y a tant à préparer ! »',
  ),
  b(
    'It was the best day of the year under the sea: {name}’s birthday. The friends were coming to the coral reef with the high tide, and nothing was ready yet.',
    'C’était le plus beau jour de l’année sous la mer : l’anniversaire de {name}. Les amis arrivaient au récif de corail avec la marée haute, et rien n’était encore prêt.',
  ),
];

/** Getting the party ready: in place of the quest's search. */
export const SEA_PARTY_READY: PlacedL[] = [
  b(
    '{atPlace}, {name} blew bubbles instead of balloons, big shiny ones, and tied them to the coral with strands of seaweed.',
    '{atPlace}, {name} souffla des bulles à la place des ballons, de grosses bulles brillantes, et les attacha au corail avec des brins d’algue.',
    { onlyPlace: /reef|rock/ },
  ),
  b(
    '{atPlace}, {name} and Mum made the birthday cake: layers of sweet green seaweed, with a pearl on every slice.',
    '{atPlace}, {name} et Maman préparèrent le gâteau d’anniversaire : des couches d’algues douces et vertes, avec une perle sur chaque part.',
    { onlyPlace: /palace/ },
  ),
  b(
    '{atPlace}, {name} hung a garland of shells that said HAPPY BIRTHDAY, one shell letter at a time.',
    '{atPlace}, {name} accrocha une guirlande de coquillages : JOYEUX ANNIVERSAIRE, une lettre en coquillage après l’autre.',
  ),
  b(
    '{atPlace}, {name} set out scallop shells for plates and a starfish crown for every guest.',
    '{atPlace}, {name} disposa des coquilles Saint-Jacques en guise d’assiettes et une couronne d’étoile de mer pour chaque invité.',
  ),
  b(
    '{atPlace}, {name} picked the softest seaweed ribbons, green, red and gold, to wind round the party rock.',
    '{atPlace}, {name} choisit les rubans d’algues les plus doux, des verts, des rouges et des dorés, pour en entourer le rocher de la fête.',
    { onlyPlace: /kelp/ },
  ),
  b(
    '{atPlace}, {name} gathered {candles} to set on top of the cake, one for every year.',
    '{atPlace}, {name} ramassa {candles} à poser sur le gâteau, une pour chaque année.',
  ),
  b(
    '{atPlace}, {name} wrote each friend’s name on a flat white shell, one for each place.',
    '{atPlace}, {name} écrivit le nom de chaque ami sur un coquillage plat et blanc, un par place.',
  ),
  b(
    '{atPlace}, {name} asked the octopus to help: with eight arms, the garlands went up eight times faster!',
    '{atPlace}, {name} demanda de l’aide à la pieuvre : avec huit bras, les guirlandes furent accrochées huit fois plus vite !',
  ),
  b(
    '{atPlace}, {name} practised the birthday song with the little fish, who all sang a bit out of tune.',
    '{atPlace}, {name} répéta la chanson d’anniversaire avec les petits poissons, qui chantaient tous un peu faux.',
  ),
  b(
    '{atPlace}, {name} wrapped little seaweed bags for the guests to take home: a shiny pebble, a tiny shell, a piece of sea glass.',
    '{atPlace}, {name} prépara des petits sachets en algues pour les invités : un galet brillant, un petit coquillage, un bout de verre poli par la mer.',
  ),
  b(
    '{atPlace}, {name} set up the games: a bubble race, a shell toss, and musical rocks.',
    '{atPlace}, {name} prépara les jeux : une course de bulles, un lancer de coquillages et des rochers musicaux.',
    { onlyPlace: /reef|rock/ },
  ),
  b(
    '{atPlace}, the glowing jellyfish agreed to be the party lights, soft and pink.',
    '{atPlace}, les méduses lumineuses acceptèrent d’être les lampions de la fête, douces et roses.',
  ),
];

/** The party getting near: in place of the quest's clues. */
export const SEA_PARTY_SIGNS: PlacedL[] = [
  b(
    '{atPlace}, {name} watched the tide creep up the rocks. When it reached the top one, the party would begin!',
    '{atPlace}, {name} regarda la marée monter sur les rochers. Quand elle toucherait le plus haut, la fête commencerait !',
  ),
  b(
    '{atPlace}, {name} spotted a parcel wrapped in kelp, tucked behind a rock. “No peeking!” laughed Mum.',
    '{atPlace}, {name} aperçut un paquet emballé dans du varech, caché derrière un rocher. « On ne regarde pas ! » dit Maman en riant.',
  ),
  b(
    '{atPlace}, {name} put on a crown of shells and practised blowing bubbles over the pearls: blub! Blub!',
    '{atPlace}, {name} mit une couronne de coquillages et s’entraîna à souffler des bulles sur les perles : blub ! Blub !',
  ),
  b(
    '{atPlace}, {name} heard clicking far away. “Are those the dolphins?” Not yet: just a shrimp snapping its claws.',
    '{atPlace}, {name} entendit des petits claquements au loin. « Ce sont les dauphins ? » Pas encore : juste une crevette qui claquait des pinces.',
  ),
  b(
    '{atPlace}, {name} polished the party shells until they shone, then twirled round and round. Ready!',
    '{atPlace}, {name} fit briller les coquillages de fête, puis tourna sur place, encore et encore. Tout était prêt !',
  ),
  b(
    '{atPlace}, the whole reef smelled of sweet seaweed cake. {name} sniffed and smiled. Nearly time!',
    '{atPlace}, tout le récif sentait le gâteau d’algues sucrées. {name} renifla et sourit. C’était presque l’heure !',
    { onlyPlace: /reef|rock/ },
  ),
];

/** Mishaps of the sea that turn out fine: in place of the stock obstacles. */
export const SEA_PARTY_OOPS: PlacedL[] = [
  b(
    'POP! {atPlace}, a big bubble burst, and {name} jumped. Then {name} laughed and blew another.',
    'POP ! {atPlace}, une grosse bulle éclata, et {name} sursauta. Puis {name} éclata de rire et en souffla une autre.',
  ),
  b(
    '{atPlace}, the cake leaned a little to one side. “A wobbly cake is a happy cake,” said the old sea turtle.',
    '{atPlace}, le gâteau penchait un peu sur le côté. « Un gâteau qui penche, c’est un gâteau joyeux », dit la vieille tortue de mer.',
    { onlyPlace: /palace|cave/ },
  ),
  b(
    '{atPlace}, a strong current swept the shell garland away. {name} swam after it and hung it up again.',
    '{atPlace}, un fort courant emporta la guirlande de coquillages. {name} nagea derrière elle et la raccrocha.',
  ),
  b(
    '{atPlace}, a hungry little crab nibbled a corner of the cake. Just a tiny bit. Nobody would ever know!',
    '{atPlace}, un petit crabe gourmand grignota un coin du gâteau. Juste un tout petit peu. Personne n’en saurait rien !',
    { onlyPlace: /palace|cave/ },
  ),
  b(
    '{atPlace}, {name} bumped the basket of ribbons, and seaweed ribbons floated everywhere. Well, more decorations!',
    '{atPlace}, {name} heurta le panier de rubans, et les rubans d’algues flottèrent partout. Tant mieux : encore des décorations !',
  ),
  b(
    '{atPlace}, the shining pearls were missing! {name} peeked into every shell… and there they were, inside a sleepy clam.',
    '{atPlace}, plus de perles brillantes ! {name} ouvrit tous les coquillages… et les voilà, dans une palourde endormie.',
  ),
  b(
    '{atPlace}, a cloud of sand puffed up over the party rock. {name} waited, swishing gently, until the water was clear again.',
    '{atPlace}, un nuage de sable se souleva sur le rocher de la fête. {name} attendit en ondulant doucement que l’eau redevienne claire.',
    { onlyPlace: /reef|rock/ },
  ),
];

/** A quiet moment: in place of the stock pauses. */
export const SEA_PARTY_PAUSES: PlacedL[] = [
  b(
    '{atPlace}, {name} rested for a moment and looked at everything ready. It looked like magic.',
    '{atPlace}, {name} se reposa un instant pour regarder tout ce qui était prêt. On aurait dit de la magie.',
  ),
  b(
    '{atPlace}, {name} sipped sea-grape juice from a shell cup. Getting a party ready is hard work!',
    '{atPlace}, {name} but un jus de raisin de mer dans une tasse en coquillage. Préparer une fête, c’est du travail !',
  ),
  b(
    '{atPlace}, the old sea turtle swam by to sing “Happy Birthday”. {name} sang along, very loudly.',
    '{atPlace}, la vieille tortue de mer passa chanter « Joyeux anniversaire ». {name} chanta avec elle, très fort.',
  ),
];

export const SEA_PARTY_TURNS: PlacedL[] = [
  b(
    'Here they came! The dolphins, the octopus and all the little fish swam up to the party. {atPlace}, everyone sang, and {name} blew a big stream of bubbles over {candles} and made a secret wish.',
    'Les voilà ! Les dauphins, la pieuvre et tous les petits poissons arrivèrent à la fête. {atPlace}, tout le monde chanta, et {name} souffla un grand jet de bulles sur {candles}, en faisant un vœu secret.',
  ),
  b(
    '{atPlace}, the jellyfish dimmed their glow and the seaweed cake came in, {candles} on top. “Happy birthday, {name}!” cheered the dolphins and the octopus. Blub! A wish, a cheer, and cake for everyone.',
    '{atPlace}, les méduses baissèrent leur lumière et le gâteau d’algues arriva, avec {candles} dessus. « Joyeux anniversaire, {name} ! » crièrent les dauphins et la pieuvre. Blub ! Un vœu, des bravos, et du gâteau pour tout le monde.',
  ),
];

export const SEA_PARTY_ENDINGS: PlacedL[] = [
  b(
    '{ThatEvening}, with a crown of shells still on, {name} fell asleep in the shell palace among the last bubbles. It had been the best birthday ever. The end.',
    '{ThatEvening}, avec sa couronne de coquillages encore sur la tête, {name} s’endormit dans le palais de coquillages, au milieu des dernières bulles. C’était le plus bel anniversaire de tous. Fin.',
  ),
  b(
    '{ThatEvening}, the dolphins and the octopus swam home with a pearl each, and {name} hugged everybody goodbye. Growing up a year was fun! The end.',
    '{ThatEvening}, les dauphins et la pieuvre repartirent chacun avec une perle, et {name} fit un gros câlin à tout le monde. Grandir d’un an, c’était chouette ! Fin.',
  ),
];
