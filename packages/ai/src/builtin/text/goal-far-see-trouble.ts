import type { FarDest, FarHome } from '../idea/read-goal-far-see';
import { CHILL } from './goal-far-see-chill';
import type { PlacedL } from './story-place-fit';
import { step as b } from './task-step';

/**
 * Out of its habitat (goal-far-see.ts): a penguin too hot in the jungle (a fan, shade, a cool pool),
 * a camel's feet cold in the snow (mittens, a scarf), a frog's skin stung by salt water, a desert hero
 * soaked by the rain. Each line is the trouble and what helps, with the icon it draws.
 */
export type Trouble = 'heat' | 'cold' | 'chill' | 'salt' | 'wet';
export type TroubleLine = [PlacedL, string];

export function troubleOf(home: FarHome, dest: FarDest): Trouble {
  // A fish's cold is the water's (goal-far-see-chill.ts), not frozen feet.
  if (dest === 'snow' || dest === 'mountains') return home === 'river' ? 'chill' : 'cold';
  if (home === 'ice') return 'heat';
  if ((home === 'pond' || home === 'river') && (dest === 'sea' || dest === 'warmsea')) return 'salt';
  return home === 'desert' ? 'wet' : 'heat';
}

export const TROUBLES: Record<Trouble, TroubleLine[]> = {
  heat: [
    [
      b(
        '{atPlace}, the sun was so hot that {name} began to puff and pant. “Phew! It is much too hot for {aKind}!”',
        '{atPlace}, le soleil tapait si fort que {name} se mit à souffler. « Ouf ! Il fait bien trop chaud pour {aKind} ! »',
      ),
      'sun',
    ],
    [
      b(
        '{atPlace}, {theHelper} waved a big leaf like a fan, and a cool breeze blew over {name}.',
        '{atPlace}, {theHelper} agita une grande feuille comme un éventail, et une brise fraîche souffla sur {name}.',
      ),
      'folding-hand-fan',
    ],
    [
      b(
        '{atPlace}, {name} found a shady spot under a giant leaf and rested there.',
        '{atPlace}, {name} trouva un coin d’ombre sous une feuille géante et s’y reposa.',
      ),
      'umbrella',
    ],
    [
      b(
        '{atPlace}, {name} jumped into a cool pool of water. Splash! Much better.',
        '{atPlace}, {name} sauta dans un bassin d’eau fraîche. Plouf ! Bien mieux.',
      ),
      'droplet',
    ],
    [
      b(
        '{atPlace}, {name} wore a little hat against the sun, and everyone giggled.',
        '{atPlace}, {name} mit un petit chapeau contre le soleil, et tout le monde pouffa de rire.',
      ),
      'billed-cap',
    ],
    [
      b(
        '{atPlace}, {name} drank cool water slowly, sip by sip.',
        '{atPlace}, {name} but de l’eau fraîche, doucement, gorgée après gorgée.',
      ),
      'droplet',
    ],
  ],
  cold: [
    [
      b(
        '{atPlace}, the air turned so cold that {name}’s feet began to freeze. “Brr! It is much too cold for {aKind}!”',
        '{atPlace}, l’air devint si froid que {name} eut les pieds gelés. « Brr ! Il fait bien trop froid pour {aKind} ! »',
      ),
      'snowflake',
    ],
    [
      b(
        '{atPlace}, {theHelper} knitted woolly mittens for {name}’s cold feet.',
        '{atPlace}, {theHelper} tricota des moufles en laine pour les pieds gelés de {name}.',
      ),
      'gloves',
    ],
    [
      b(
        '{atPlace}, {name} wrapped a long red scarf round and round, right up to the nose.',
        '{atPlace}, {name} enroula une longue écharpe rouge, tout autour, jusqu’au bout du nez.',
      ),
      'scarf',
    ],
    [
      b(
        '{atPlace}, {name} drank a cup of hot cocoa and felt warm all the way inside.',
        '{atPlace}, {name} but une tasse de chocolat chaud et sentit la chaleur revenir jusqu’au fond du cœur.',
      ),
      'hot-beverage',
    ],
    [
      b(
        '{atPlace}, {name} pulled on thick socks, two on each foot.',
        '{atPlace}, {name} enfila de grosses chaussettes, deux à chaque pied.',
      ),
      'socks',
    ],
    [
      b(
        '{atPlace}, {name} hopped from foot to foot to keep warm.',
        '{atPlace}, {name} sautilla d’un pied sur l’autre pour se réchauffer.',
      ),
      'snowflake',
    ],
  ],
  chill: CHILL,
  salt: [
    [
      b(
        '{atPlace}, {name} tasted the water. “Yuck! It is salty, and it stings!” Salt water is no home for {aKind}.',
        '{atPlace}, {name} goûta l’eau. « Beurk ! C’est salé, et ça pique ! » L’eau salée n’est pas faite pour {aKind}.',
      ),
      'water-wave',
    ],
    [
      b(
        '{atPlace}, {theHelper} showed {name} a little pool of fresh rain water to rest in.',
        '{atPlace}, {theHelper} montra à {name} une petite flaque d’eau de pluie pour se reposer.',
      ),
      'droplet',
    ],
    [
      b(
        '{atPlace}, {name} watched the waves from a safe, wet rock.',
        '{atPlace}, {name} regarda les vagues depuis un rocher mouillé, bien à l’abri.',
      ),
      'rock',
    ],
    [
      b(
        '{atPlace}, the sun dried {name}’s skin, so {name} splashed on fresh water from a leaf.',
        '{atPlace}, le soleil séchait la peau de {name}, alors {name} s’aspergea d’eau douce tombée d’une feuille.',
      ),
      'leaf-fluttering-in-wind',
    ],
    [
      b(
        '{atPlace}, {name} dipped just one toe in the sea. That was quite enough.',
        '{atPlace}, {name} trempa juste un orteil dans la mer. C’était bien assez.',
      ),
      'water-wave',
    ],
    [
      b(
        '{atPlace}, {name} drank from a fresh spring. Sweet water at last!',
        '{atPlace}, {name} but à une source d’eau douce. Enfin de l’eau qui ne pique pas !',
      ),
      'droplet',
    ],
  ],
  wet: [
    [
      b(
        '{atPlace}, the rain poured down and {name}’s feet sank in the mud. “Nobody told me it would be so wet!”',
        '{atPlace}, la pluie tomba à verse et les pieds de {name} s’enfoncèrent dans la boue. « Personne ne m’avait dit que ce serait si mouillé ! »',
      ),
      'droplet',
    ],
    [
      b(
        '{atPlace}, {theHelper} held a giant leaf over {name} like an umbrella.',
        '{atPlace}, {theHelper} tint une feuille géante au-dessus de {name}, comme un parapluie.',
      ),
      'umbrella',
    ],
    [
      b(
        '{atPlace}, {name} shook off the rain, drip, drip, drip.',
        '{atPlace}, {name} s’ébroua, et la pluie coula goutte à goutte.',
      ),
      'droplet',
    ],
    [
      b(
        '{atPlace}, {name} found dry sand under a rock and sat there, happy.',
        '{atPlace}, {name} trouva du sable sec sous un rocher et s’y installa avec plaisir.',
      ),
      'rock',
    ],
    [
      b(
        '{atPlace}, {name} learned to step from stone to stone over the mud.',
        '{atPlace}, {name} apprit à sauter de pierre en pierre au-dessus de la boue.',
      ),
      'rock',
    ],
    [
      b(
        '{atPlace}, the sun came out at last and dried {name} off.',
        '{atPlace}, le soleil revint enfin et sécha {name}.',
      ),
      'sun',
    ],
  ],
};
