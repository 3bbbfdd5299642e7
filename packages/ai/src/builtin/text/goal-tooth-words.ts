import { inFamily, place } from '../idea/settings';
import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A first lost tooth by day (goal-tooth.ts), told in order: the tooth wobbles, it comes out in an
 * apple and the gap is shown round, it is kept safe for the night (goal-tooth-night-words.ts). Each
 * page at the room its words name (`onlyPlace`). English says no pronoun for the hero ("{name}’s"),
 * French the tooth's « la » and « sa », feminine whoever the hero is.
 */
const b = step;
/** The page a phase opens with, at its own place (story-place-fit.ts `leads`). */
const leads = (en: string, fr: string, onlyPlace: RegExp): PlacedL => ({
  ...step(en, fr, onlyPlace),
  leads: true,
});
const KITCHEN = /kitchen/;
const BATHROOM = /bathroom/;
const SCHOOL = /classroom/;
const LIVING = /living room/;
const GARDEN = /garden/;

export const TOOTH_PLACES = inFamily('indoor', [
  place('in/the kitchen|at home', 'dans/la cuisine'),
  place('in/the bathroom|at home', 'dans/la salle de bains'),
  place('in/the classroom|at school', 'dans/la classe'),
  place('in/the living room|at home', 'dans/le salon'),
  place('in/the garden|by the house', 'dans/le jardin', 'nature'),
  place('in/the bedroom|at home', 'dans/la chambre'),
]);
export const [TOOTH_KITCHEN, , , , , TOOTH_BEDROOM] = TOOTH_PLACES;

export const TOOTH_PROBLEMS: PlacedL[] = [
  b(
    'One morning at breakfast, {name} bit into a piece of toast and stopped. Something went wiggle-wiggle: a little front tooth was wobbly! “Mum, look! My tooth moves!”',
    'Un matin, au petit-déjeuner, {name} croqua dans une tartine et s’arrêta net. Quelque chose faisait gigi-gigi : une petite dent de devant bougeait ! « Maman, regarde ! Ma dent bouge ! »',
  ),
];
/** A bedtime book's wobble comes at supper: its pages are in the evening. */
export const TOOTH_BEDTIME_PROBLEMS: PlacedL[] = [
  b(
    'One evening at supper, {name} bit into a crunchy carrot and stopped. A little front tooth was wobbly! “Mum, look! My tooth moves!”',
    'Un soir, au dîner, {name} croqua dans une carotte bien croquante et s’arrêta net. Une petite dent de devant bougeait ! « Maman, regarde ! Ma dent bouge ! »',
  ),
];

/** The tooth wobbles: the mirror, the tongue, school, soup on the other side. */
export const TOOTH_WOBBLE: PlacedL[] = [
  leads(
    '{atPlace}, {name} opened wide in front of the mirror. There it was: a tiny front tooth, leaning like a little fence post.',
    '{atPlace}, {name} ouvrit grand la bouche devant le miroir. Elle était là : une toute petite dent de devant, penchée comme un piquet de clôture.',
    BATHROOM,
  ),
  b(
    '{atPlace}, {name} pushed the tooth with the tip of the tongue, this way and that. Wiggle, wiggle… but it held on tight.',
    '{atPlace}, {name} poussait la dent du bout de la langue, par-ci, par-là. Gigi, gigi… mais elle tenait bon.',
    KITCHEN,
  ),
  b(
    '{atPlace}, {name} showed the wobbly tooth to the whole class. “Wow!” said a friend. “Mine came out last week!”',
    '{atPlace}, {name} montra sa dent qui bougeait à toute la classe. « Waouh ! » dit un copain. « La mienne est tombée la semaine dernière ! »',
    SCHOOL,
  ),
  b(
    '{atPlace}, {name} ate soup very slowly, on the other side, so as not to bump the wobbly tooth.',
    '{atPlace}, {name} mangea sa soupe tout doucement, de l’autre côté, pour ne pas cogner la dent qui bougeait.',
    KITCHEN,
  ),
  b(
    '{atPlace}, {name} brushed very gently all around the wobbly tooth. “Any day now,” said Dad with a wink.',
    '{atPlace}, {name} se brossa les dents tout doucement autour de celle qui bougeait. « Ça ne va plus tarder », dit Papa avec un clin d’œil.',
    BATHROOM,
  ),
  b(
    '{atPlace}, the teacher smiled at {name}. “A wobbly tooth means you are growing up!”',
    '{atPlace}, la maîtresse sourit à {name}. « Une dent qui bouge, ça veut dire que tu grandis ! »',
    SCHOOL,
  ),
  b(
    '{atPlace}, {name} tried to whistle with the wobbly tooth. Pfff! Only air came out, and everyone laughed.',
    '{atPlace}, {name} essaya de siffler avec la dent qui bougeait. Pfff ! Il ne sortit que de l’air, et tout le monde rit.',
    LIVING,
  ),
  b(
    '{atPlace}, {name} counted the days the tooth had wobbled: one, two, three, four… “Will it ever come out?”',
    '{atPlace}, {name} compta les jours depuis que la dent bougeait : un, deux, trois, quatre… « Est-ce qu’elle va finir par tomber ? »',
    GARDEN,
  ),
];

/** It comes out in an apple, and the gap is shown to everyone. */
export const TOOTH_OUT: PlacedL[] = [
  leads(
    '{atPlace}, {name} took a big crunchy bite of a red apple… crunch! The tooth came out, right there in the apple!',
    '{atPlace}, {name} croqua à pleines dents dans une grosse pomme rouge… crac ! La dent était tombée, plantée dans la pomme !',
    KITCHEN,
  ),
  b(
    '{atPlace}, {name} smiled at the mirror. Where the tooth had been, there was a funny little gap!',
    '{atPlace}, {name} se sourit dans le miroir. À la place de la dent, il y avait un drôle de petit trou !',
    BATHROOM,
  ),
  b(
    '{atPlace}, {name} showed the gap to Mum and Dad. “Look! My very first tooth!” Mum clapped, and Dad gave a cheer.',
    '{atPlace}, {name} montra le petit trou à Maman et Papa. « Regardez ! Ma toute première dent ! » Maman applaudit, et Papa poussa un hourra.',
    LIVING,
  ),
  b(
    '{atPlace}, everyone wanted to see the gap in {name}’s smile. {name} whistled through it: fweee!',
    '{atPlace}, tout le monde voulait voir le trou dans le sourire de {name}. {name} siffla à travers : fuiii !',
    SCHOOL,
  ),
  b(
    '{atPlace}, {name} grinned at the neighbour’s cat over the fence, to show off the brand-new gap.',
    '{atPlace}, {name} fit un grand sourire au chat du voisin par-dessus la barrière, pour montrer le tout nouveau trou.',
    GARDEN,
  ),
  b(
    '{atPlace}, {name} called Grandma on the phone. “Guess what? My tooth came out!” Grandma laughed with joy.',
    '{atPlace}, {name} appela Mamie au téléphone. « Devine quoi ? Ma dent est tombée ! » Mamie rit de joie.',
    LIVING,
  ),
  b(
    '{atPlace}, {name} held the tiny tooth up to the light. It was so small, and so white!',
    '{atPlace}, {name} regarda la minuscule dent à la lumière. Elle était si petite, et si blanche !',
    KITCHEN,
  ),
  b(
    '{atPlace}, {name} poked the tip of the tongue into the gap. It felt soft and strange, and very grown-up.',
    '{atPlace}, {name} glissa le bout de la langue dans le petit trou. C’était tout doux, tout bizarre, et très grand.',
    BATHROOM,
  ),
];

/** The tooth kept safe, then the day's last pages: an envelope, the bath, the drawing. */
export const TOOTH_KEPT: PlacedL[] = [
  leads(
    '{atPlace}, Mum found a little envelope for the tooth. {name} slid it inside, very carefully, and licked the flap shut.',
    '{atPlace}, Maman trouva une petite enveloppe pour la dent. {name} la glissa dedans, tout doucement, et colla le rabat.',
    LIVING,
  ),
  b(
    '{atPlace}, {name} drew a smiling tooth on the envelope, with a heart, for {theVisitor}.',
    '{atPlace}, {name} dessina une dent souriante sur l’enveloppe, avec un cœur, pour {theVisitor}.',
    KITCHEN,
  ),
  b(
    'That evening {atPlace}, {name} brushed all the other teeth extra well and smiled at the gap in the mirror one more time.',
    'Ce soir-là, {atPlace}, {name} brossa très bien toutes les autres dents et sourit au petit trou dans le miroir une dernière fois.',
    BATHROOM,
  ),
  b(
    '{atPlace}, {name} asked Dad, “What does {theVisitor} do with all the teeth?” “Nobody knows,” Dad whispered. “It’s a secret.”',
    '{atPlace}, {name} demanda à Papa : « Qu’est-ce que {theVisitor} fait de toutes les dents ? » « Personne ne le sait », chuchota Papa. « C’est un secret. »',
    LIVING,
  ),
];
