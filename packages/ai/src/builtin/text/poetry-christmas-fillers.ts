import { type ArcLine, BOOK_PLACE } from './poetry-arc-kit';

const ANY = BOOK_PLACE;

/**
 * Christmas couplets that fit any moment of any Christmas story (bells, carols, ribbons, a wish): a
 * 50-page Christmas poem weaves them between its story's own 24 (poetry-arc-kit.ts `woven`), each drawn
 * where the couplet before it is and in its light, so the long book sings no couplet twice and no stock
 * one ("At the library, Santa counts to three"). They name no sky, no time of day and nothing a story
 * names in its order (the list, the reindeer, the sleigh, the cookies, the tree's presents).
 */
export const CHRISTMAS_FILLERS: ArcLine[] = [
  [
    ANY,
    'bell',
    ['Jingle, jingle, ring-a-ling,', 'Christmas is here, so let’s all sing!'],
    ['Ding, dong, les cloches sonnent,', 'Noël est là, les cœurs frissonnent.'],
  ],
  [
    ANY,
    'musical-notes',
    ['Fa-la-la, a happy song,', 'and everybody hums along.'],
    ['Tra-la-la, une chanson joyeuse', 'que chacun fredonne d’une voix heureuse.'],
  ],
  [
    ANY,
    'candle',
    ['A little candle, warm and bright,', 'fills the room with golden light.'],
    ['Une bougie brille tout doucement,', 'sa petite flamme danse joliment.'],
  ],
  [
    ANY,
    'ribbon',
    ['Red ribbons, green ribbons, tied in a bow,', 'bows on everything, row after row.'],
    ['Rubans rouges, rubans verts,', 'des nœuds partout, à l’endroit, à l’envers !'],
  ],
  [
    ANY,
    'sparkles',
    ['Tinsel and glitter, silver and gold,', 'sparkling bright in the frosty cold.'],
    ['Guirlandes d’argent, guirlandes d’or,', 'tout scintille, encore et encore.'],
  ],
  [
    ANY,
    'red-heart',
    ['Christmas is sharing, Christmas is care,', 'Christmas is kindness everywhere.'],
    ['Noël, c’est partager, c’est donner,', 'c’est de la tendresse à volonté.'],
  ],
  [
    ANY,
    'wrapped-gift',
    ['A box with a bow: what can it be?', 'A secret wrapped up for you and me.'],
    ['Qu’y a-t-il dans ce paquet doré ?', 'Un secret que personne ne doit deviner !'],
  ],
  [
    ANY,
    'hot-beverage',
    ['Cinnamon, ginger, a cup of cheer,', 'the sweetest smells of all the year.'],
    ['Cannelle, gingembre, quelle bonne odeur :', 'les parfums de Noël réchauffent le cœur.'],
  ],
  [
    ANY,
    'gloves',
    ['Mittens and hats and a scarf so long:', 'wrap up warm and hum a song.'],
    ['Des moufles, un bonnet, une écharpe en laine :', 'bien au chaud, on chante à perdre haleine.'],
  ],
  [
    ANY,
    'lollipop',
    ['A candy cane, all red and white,', 'a sweet little hook, one tiny bite.'],
    ['Un sucre d’orge rouge et blanc,', 'tout sucré, croqué en riant.'],
  ],
  [
    ANY,
    'christmas-tree',
    ['Baubles of blue, baubles of red,', 'on every branch a golden thread.'],
    ['Des boules bleues, des boules dorées,', 'à chaque branche bien accrochées.'],
  ],
  [
    ANY,
    'hugging-face',
    ['A hug for you, a hug for me:', 'the warmest gift there’ll ever be.'],
    ['Un câlin pour toi, un câlin pour moi :', 'le plus doux des cadeaux, tu vois.'],
  ],
  [
    ANY,
    'drum',
    ['Rum-pa-pum, the little drum,', 'tap, tap, tap: here we come!'],
    ['Ram-pam-pam, le petit tambour', 'tape, tape, tape, et fait le tour.'],
  ],
  [
    ANY,
    'love-letter',
    ['A card that says, in letters bold:', '“Merry Christmas, young and old!”'],
    ['Une carte où l’on peut lire :', '« Joyeux Noël ! » avec un grand sourire.'],
  ],
  [
    ANY,
    'sparkles',
    ['Close your eyes and make a wish,', 'a secret one… swish, swish, swish!'],
    ['Ferme les yeux, fais un vœu,', 'tout bas, tout bas : c’est merveilleux.'],
  ],
  [
    ANY,
    'musical-note',
    ['Carols drift from door to door:', '“Sing it again! Just once more!”'],
    ['Les chants de Noël, de porte en porte :', '« Encore ! Encore ! » La joie l’emporte.'],
  ],
  [
    ANY,
    'red-heart',
    ['Thank you, thank you, for every friend,', 'for love and joy that never end.'],
    ['Merci, merci pour chaque ami,', 'pour tout l’amour et pour la vie.'],
  ],
  [
    ANY,
    'evergreen-tree',
    ['The smell of pine, so fresh and green:', 'the merriest Christmas ever seen.'],
    ['Ça sent le sapin et la forêt :', 'Noël est là, tout est prêt !'],
  ],
  [
    ANY,
    'bell',
    ['Bong, bong, the big bells chime:', 'it’s Christmas, Christmas, Christmas time!'],
    ['Bong, bong, la grosse cloche chante :', '« C’est Noël ! » La joie est éclatante.'],
  ],
  [
    ANY,
    'sparkles',
    ['A little magic fills the air,', 'a bit of Christmas here and there.'],
    ['Un peu de magie flotte dans l’air,', 'Noël brille sur toute la terre.'],
  ],
  [
    ANY,
    'grinning-face',
    ['Giggles and grins from ear to ear:', 'Christmas is the best time of the year!'],
    ['Des rires, des sourires jusqu’aux oreilles :', 'Noël, c’est une fête sans pareille !'],
  ],
  [
    ANY,
    'party-popper',
    ['Round and round, we skip and twirl,', 'every boy and every girl.'],
    ['On danse en rond, main dans la main,', 'de ce matin jusqu’à demain.'],
  ],
  [
    ANY,
    'wrapped-gift',
    ['Paper rustles, crinkle, crunch:', 'parcels piled up in a bunch.'],
    ['Le papier craque, cric, crac,', 'les paquets s’empilent, tic, tac.'],
  ],
  [
    ANY,
    'hot-beverage',
    ['Creamy cocoa, marshmallows white:', 'a Christmas treat, one warm, sweet bite.'],
    ['Un chocolat chaud, des guimauves dedans :', 'miam, que c’est bon, c’est fondant !'],
  ],
  [
    ANY,
    'bell',
    ['Hush now, listen: can you hear?', 'Christmas magic, very near.'],
    ['Chut, écoute, tends l’oreille :', 'la magie de Noël s’éveille.'],
  ],
  [
    ANY,
    'framed-picture',
    ['A picture drawn with crayons bright:', 'a gift made by hand is a gift just right.'],
    ['Un dessin fait aux crayons de couleur :', 'un cadeau fait main, c’est un cadeau du cœur.'],
  ],
];
