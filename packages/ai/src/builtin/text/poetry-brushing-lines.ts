import type { Place } from '../idea/settings';
import { TOOTH_PLACES } from './goal-tooth-words';
import { workplaceOf } from './job-workplaces';
import type { ArcCouplet } from './poetry-arc-kit';

const [KITCHEN, BATHROOM, , , , BEDROOM] = TOOTH_PLACES;

type Line = [
  place: Place | undefined,
  subject: string,
  thing: [string, string],
  en: [string, string],
  fr: [string, string],
  night?: true,
];

/**
 * 'Rhymes about brushing your teeth' in the routine's order: the morning, the brush and the
 * toothpaste, up and down, round and round, the back teeth, two minutes, spit, rinse, the shiny smile
 * in the mirror, apples and sweets, the dentist's visit, the evening brush and goodnight. Before, it
 * sang a stock kite hunt. Each couplet draws what it names; 24 of them so a 24-page book sings none
 * twice. No French word agrees with the hero.
 */
export function brushingCouplets(): ArcCouplet[] {
  const dentist = workplaceOf('dentist')?.[1] ?? BATHROOM;
  const lines: Line[] = [
    [
      BATHROOM,
      'sun',
      ['the morning sun', 'le soleil du matin'],
      ['Good morning, sun! Good morning, day!', '{name} brushes first, then off to play.'],
      ['Bonjour, soleil, bonjour, matin !', '{name} se brosse les dents, c’est certain.'],
    ],
    [
      BATHROOM,
      'toothbrush',
      ['a toothbrush', 'une brosse à dents'],
      ['Here’s my toothbrush, bristles bright,', 'ready to make my teeth all white.'],
      ['Voici ma brosse, toute jolie,', 'pour des dents blanches, c’est mon amie.'],
    ],
    [
      BATHROOM,
      'lotion-bottle',
      ['the toothpaste', 'le dentifrice'],
      ['A dab of toothpaste, minty and small,', 'a pea-sized blob, and that is all!'],
      ['Un petit pois de dentifrice,', 'à la menthe : quel délice !'],
    ],
    [
      BATHROOM,
      'potable-water',
      ['the tap', 'le robinet'],
      ['A little water from the tap,', 'then shake the brush: flip, flop, flap!'],
      ['Un filet d’eau du robinet,', 'on mouille la brosse, et c’est prêt !'],
    ],
    [
      BATHROOM,
      'toothbrush',
      ['a toothbrush', 'une brosse à dents'],
      ['Up and down, and up and down,', 'the front teeth sparkle like a crown.'],
      ['De haut en bas, de bas en haut,', 'les dents de devant brillent, c’est beau !'],
    ],
    [
      BATHROOM,
      'toothbrush',
      ['a toothbrush', 'une brosse à dents'],
      ['Round and round the little brush goes,', 'on every tooth, in tidy rows.'],
      ['La brosse tourne, tourne en rond,', 'sur les dents du haut, sur les dents du fond.'],
    ],
    [
      BATHROOM,
      'tooth',
      ['a big back tooth', 'une grosse molaire'],
      ['Don’t forget the teeth at the back,', 'the big chompers: crunch and crack!'],
      ['N’oublie pas les molaires,', 'qui croquent les pommes de terre !'],
    ],
    [
      BATHROOM,
      'hourglass-not-done',
      ['a sand timer', 'un sablier'],
      ['Two whole minutes: watch the sand,', 'the timer trickles, isn’t it grand?'],
      ['Deux minutes : regarde le sablier,', 'le sable coule, on va y arriver !'],
    ],
    [
      BATHROOM,
      'bubbles',
      ['the foam', 'la mousse'],
      ['The foam goes fizz, the bubbles grow:', 'a minty beard, as white as snow!'],
      ['Ça mousse, ça mousse, tout en blanc :', 'une barbe à la menthe, c’est marrant !'],
    ],
    [
      BATHROOM,
      'droplet',
      ['a drop of water', 'une goutte d’eau'],
      ['Now lean right down and spit it out:', 'ptoo! That’s what brushing’s all about.'],
      ['Au-dessus du lavabo, on recrache :', 'ptou ! Et plus une seule tache.'],
    ],
    [
      BATHROOM,
      'cup-with-straw',
      ['a cup of water', 'un verre d’eau'],
      ['A sip of water, swish and swirl,', 'then rinse, and give the cup a twirl.'],
      ['Une gorgée d’eau, on fait glou-glou,', 'on rince bien, et puis c’est tout.'],
    ],
    [
      BATHROOM,
      'mirror',
      ['a mirror', 'un miroir'],
      ['In the mirror, what do I see?', 'A shiny smile looking back at me!'],
      ['Dans le miroir, qui voit-on ?', 'Un sourire qui brille, tout rond !'],
    ],
    [
      BATHROOM,
      'sparkles',
      ['sparkles', 'des étincelles'],
      ['My teeth are clean, they shine and gleam,', 'as sparkly as a silver stream.'],
      ['Les dents sont propres, elles brillent,', 'comme des étoiles qui scintillent.'],
    ],
    [
      BATHROOM,
      'toothbrush',
      ['a toothbrush', 'une brosse à dents'],
      ['Rinse the brush and put it away,', 'standing tall for another day.'],
      ['On rince la brosse, on la pose,', 'dans son verre, elle se repose.'],
    ],
    [
      BATHROOM,
      'woman',
      ['Mum and Dad', 'Maman et Papa'],
      ['Mum brushes, Dad brushes, side by side:', 'three foamy smiles, all open wide!'],
      ['Maman, Papa, tout le monde s’y met :', 'trois sourires mousseux, c’est parfait !'],
    ],
    [
      KITCHEN,
      'red-apple',
      ['an apple and a carrot', 'une pomme et une carotte'],
      ['Crunchy apples, carrots too,', 'are good for teeth, and good for you!'],
      ['Les pommes qui croquent, les carottes aussi,', 'sont bonnes pour les dents : merci, merci !'],
    ],
    [
      KITCHEN,
      'candy',
      ['sweets', 'des bonbons'],
      ['Too many sweets make teeth feel sad,', 'so brush them well, and they’ll be glad!'],
      ['Trop de bonbons ? Les dents n’aiment pas ça,', 'alors on les brosse, et voilà !'],
    ],
    [
      dentist,
      'health-worker',
      ['the dentist', 'la dentiste'],
      ['Today we visit the dentist’s chair:', 'it goes up high, up in the air!'],
      ['Chez la dentiste, on va aujourd’hui :', 'le grand fauteuil monte, et l’on sourit.'],
    ],
    [
      dentist,
      'tooth',
      ['a little tooth', 'une petite dent'],
      ['“Open wide, let’s count them through!”', 'said the dentist. “Twenty! Well done, you!”'],
      ['« Ouvre grand ! » dit la dentiste,', '« Je compte tes dents… vingt ! Quelle artiste ! »'],
    ],
    [
      dentist,
      'smiling-face-with-smiling-eyes',
      ['a smiley sticker', 'un autocollant sourire'],
      ['“What clean teeth!” the dentist smiled,', 'and gave a sticker to the child.'],
      ['« Quelles belles dents ! » dit-elle en riant,', 'et elle donne un autocollant.'],
    ],
    [
      BATHROOM,
      'crescent-moon',
      ['the moon', 'la lune'],
      ['At night, before I go to bed,', 'I brush again, just like I said.'],
      ['Le soir, avant d’aller au lit,', 'on se brosse encore, c’est promis.'],
      true,
    ],
    [
      BEDROOM,
      'teddy-bear',
      ['a teddy bear', 'un nounours'],
      ['Even Teddy gets a turn', 'with a pretend brush, to learn!'],
      ['Même nounours veut son tour,', 'avec une brosse pour de faux, quel amour !'],
      true,
    ],
    [
      BEDROOM,
      'toothbrush',
      ['a toothbrush', 'une brosse à dents'],
      ['Morning and night, and round and round:', 'the shiniest smile that can be found!'],
      ['Matin et soir, en haut, en bas :', 'le plus beau sourire, le voilà !'],
      true,
    ],
    [
      BEDROOM,
      'bed',
      ['a bed', 'un lit'],
      ['Clean teeth, sweet dreams, lights out, goodnight:', 'my smile will shine in the morning light.'],
      ['Dents propres, beaux rêves, bonne nuit :', 'demain, mon sourire brillera aussi.'],
      true,
    ],
  ];
  return lines.map(([place, subject, thing, en, fr, night]) => ({
    subject,
    ...(place ? { place } : {}),
    thing: { en: thing[0], fr: thing[1] },
    ...(night ? { night } : {}),
    en,
    fr,
  }));
}
