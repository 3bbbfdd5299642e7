import type { IdeaFacts } from '../idea/read-idea';
import { frThe } from '../idea/words';
import { COCOA, knitter, SCARF } from './goal-cold';
import { type ArcCouplet, type ArcLine, arcLines, BOOK_PLACE } from './poetry-arc-kit';
import { capitalise } from './story-context';

const PAL = 'pal';

/**
 * Always cold in rhyme (« Un petit pingouin qui a froid »; goal-cold.ts tells it in prose), at the
 * book's snowy places: the shivers, ways to get warm that work only for a while, the friend ({pal}:
 * the polar bear, or the penguin for a polar bear) knitting in secret, the red scarf given at the
 * turn, warm at the end. French lines never make an adjective agree with the hero.
 */
const LINES: ArcLine[] = [
  [
    BOOK_PLACE,
    'snowflake',
    ['Where the snow lies deep and the ice is blue', 'lived {name}, cold through and through.'],
    ['Là où la neige brille sur la glace,', 'vit {name}, qui grelotte sur place.'],
  ],
  [
    BOOK_PLACE,
    'cold-face',
    ['“Brrr!” said {name}, with teeth that clack,', '“The cold creeps up and down my back!”'],
    ['« Brrr ! » fait {name}, claquant des dents,', '« J’ai froid aux pieds, j’ai froid tout le temps ! »'],
  ],
  [
    BOOK_PLACE,
    'snowflake',
    ['{name} jumped and hopped, one, two, three,', 'but still as cold as cold could be.'],
    ['{name} saute, sautille, un, deux, trois,', 'mais rien à faire : il fait toujours froid.'],
  ],
  [
    BOOK_PLACE,
    'cold-face',
    ['{name} ran in circles round and round,', 'then, puffing, flopped down on the ground.'],
    ['{name} court en rond, vite, vite, vite,', 'puis souffle fort : le froid revient tout de suite !'],
  ],
  [
    BOOK_PLACE,
    'sun',
    ['{name} sat out in the pale, thin sun,', 'but its light was weak, and warm for none.'],
    ['{name} s’assoit au soleil pâlot,', 'mais ses rayons ne chauffent pas trop.'],
  ],
  [
    BOOK_PLACE,
    'fire',
    ['By the fire {name} got warm at last,', 'but out in the snow, the warmth went fast.'],
    ['Près du feu, {name} a bien chaud,', 'mais dehors, le froid revient bientôt.'],
  ],
  [
    BOOK_PLACE,
    'wind-face',
    ['Then whoosh! The icy wind blew by,', 'and {name} shivered with a sigh.'],
    ['Et voilà que souffle un vent glacé :', '{name} frissonne, le bout du nez gelé.'],
  ],
  [
    BOOK_PLACE,
    'ice',
    ['Across the ice {name} slid, whee!', 'and bumped into a snowy tree.'],
    ['Sur la glace, {name} glisse, zou !', 'et tombe dans la neige jusqu’au cou !'],
  ],
  [
    BOOK_PLACE,
    'snowflake',
    ['Plop! Snow fell from a branch up high', 'down {name}’s neck: “Oh my, oh my!”'],
    ['Plouf ! Un paquet de neige tombe d’en haut', 'dans le cou de {name} : « Ce n’est pas rigolo ! »'],
  ],
  [
    BOOK_PLACE,
    'gloves',
    ['{name} put on mittens, red and blue,', 'but still the cold came creeping through.'],
    ['{name} enfile des moufles, et hop !', 'Mais le froid passe au travers : c’est trop !'],
  ],
  [
    BOOK_PLACE,
    PAL,
    ['{Pal} saw {name} shiver and sneeze,', 'and thought, “I’ll help, with the greatest of ease!”'],
    ['{Pal} voit {name} grelotter,', 'et se dit : « Je vais l’aider ! »'],
  ],
  [
    BOOK_PLACE,
    'yarn',
    ['Out came the needles, click, click, clack,', 'and a ball of red wool from a sack.'],
    ['Voici les aiguilles : clic, clic, clac !', 'Et une pelote rouge, sortie du sac.'],
  ],
  [
    BOOK_PLACE,
    PAL,
    ['{Pal} knitted all the day,', 'row after row, in a secret way.'],
    ['{Pal} tricote toute la journée,', 'rang après rang, en grand secret.'],
  ],
  [
    BOOK_PLACE,
    'hot-beverage',
    ['A cup of cocoa, hot and sweet,', 'warmed {name}’s tummy, not the feet.'],
    ['Une tasse de chocolat bien chaud', 'réchauffe le ventre, mais pas le dos.'],
  ],
  [
    BOOK_PLACE,
    'snowflake',
    ['That night, the stars were sharp and bright,', 'and {name} shivered, curled up tight.'],
    ['Cette nuit, les étoiles brillent, glacées ;', '{name} grelotte sans pouvoir se réchauffer.'],
  ],
  [
    BOOK_PLACE,
    'yarn',
    ['By moonlight, {pal} still knit away;', 'the scarf grew longer every day.'],
    ['Au clair de lune, {pal} tricote sans bruit :', 'l’écharpe s’allonge, jour et nuit.'],
  ],
  [
    BOOK_PLACE,
    PAL,
    ['One frosty morning, who came near?', '{Pal}, smiling ear to ear!'],
    ['Un matin glacé, qui vient par là ?', 'C’est {pal}, un paquet sous le bras !'],
  ],
  [
    BOOK_PLACE,
    'scarf',
    ['“For you!” A scarf, so long and red,', 'to wrap you up from toes to head!'],
    ['« Pour toi ! » Et voilà, tout en laine,', 'une écharpe rouge, longue comme une baleine !'],
  ],
  [
    BOOK_PLACE,
    'scarf',
    ['Once, twice, three times round it went:', '{name} was warm, and so content!'],
    ['Un tour, deux tours, et trois tours :', '{name} a chaud, enfin, pour toujours !'],
  ],
  [
    BOOK_PLACE,
    PAL,
    ['“I’m warm! I’m warm!” {name} cried,', 'and hugged {pal}, so happy inside.'],
    ['« J’ai chaud ! J’ai chaud ! » Quel bonheur !', '{name} serre {pal} sur son cœur.'],
  ],
  [
    BOOK_PLACE,
    'scarf',
    ['Now {name} slides and spins on the ice,', 'the scarf flying out: oh, how nice!'],
    ['Maintenant, {name} glisse sur la glace,', 'l’écharpe au vent, qui vole et qui passe.'],
  ],
  [
    BOOK_PLACE,
    'snowman',
    ['They built a snowman, fat and round,', 'the best snowman that could be found.'],
    ['Ils font un bonhomme de neige tout rond,', 'avec un chapeau et des boutons.'],
  ],
  [
    BOOK_PLACE,
    'hot-beverage',
    ['Two cups of cocoa, side by side:', 'warm in the heart, and warm outside.'],
    ['Deux chocolats chauds, tout fumants :', 'on a chaud au cœur, on a chaud dedans.'],
  ],
  [
    BOOK_PLACE,
    'red-heart',
    ['When winter winds blow cold and grey,', 'a friend can warm the coldest day.'],
    ['Quand l’hiver souffle, gris et froid,', 'un ami réchauffe, crois-moi !'],
  ],
];

/** The cold hero's poem, with the friend who knits the scarf (goal-cold.ts). */
export function coldCouplets(facts: IdeaFacts): ArcCouplet[] {
  const pal = knitter(facts);
  const said = { en: `the ${pal.en}`, fr: frThe(pal) };
  const things = {
    scarf: SCARF,
    'hot-beverage': COCOA,
    yarn: { en: 'a ball of red wool', fr: 'une pelote de laine rouge' },
    gloves: { en: 'mittens', fr: 'des moufles' },
    fire: { en: 'a fire', fr: 'un feu' },
    snowman: { en: 'a snowman', fr: 'un bonhomme de neige' },
    [pal.icon]: said,
  };
  const lines = LINES.map(
    ([spot, subject, ...rest]): ArcLine => [spot, subject === PAL ? pal.icon : subject, ...rest],
  );
  return arcLines(lines, [], things, {
    en: { pal: said.en, Pal: capitalise(said.en) },
    fr: { pal: said.fr, Pal: capitalise(said.fr) },
  });
}
