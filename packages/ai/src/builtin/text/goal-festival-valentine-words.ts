import type { PlacedL } from './story-place-fit';
import { step } from './task-step';
import type { L } from './theme-types';

/**
 * Valentine's Day (goal-festival.ts), in order: cards with hearts cut from red paper, glued and
 * glittered at the kitchen table; the family's cards and the shy classmate no one ever gives one
 * to; the class postbox; the cards given out and his empty desk; a card back at the turn. Each
 * template is told once.
 */
const b = step;
// Each leg's lines stay at its own place (a postbox is not in the kitchen).
const KITCHEN = /kitchen|cuisine/;
const LOUNGE = /living room|salon/;
const CLASS = /classroom|classe/;

export const VALENTINE_OPENINGS: L[] = [
  {
    en: 'This is {name}. Valentine’s Day was coming, and {name} had a big plan: a card with hearts for everyone!',
    fr: 'Voici {name}. La Saint-Valentin approchait, et {name} avait un grand projet : une carte avec des cœurs pour tout le monde !',
  },
];

export const VALENTINE_PROBLEMS: PlacedL[] = [
  b(
    '“Everyone in my class gets a card,” said {name}, “and Mum, and Dad, and Grandma too!” Mum put a pile of red paper on the table. “That’s a lot of cards. Let’s get started!”',
    '« Tout le monde dans ma classe aura une carte, dit {name}, et maman, et papa, et mamie aussi ! » Maman posa une pile de papier rouge sur la table. « Ça fait beaucoup de cartes. Au travail ! »',
  ),
];

/** The cards made at the kitchen table (the first leg). */
export const VALENTINE_MAKING: PlacedL[] = [
  b(
    '{atPlace}, {name} folded the red paper in two and cut out hearts with the round scissors, big ones and tiny ones.',
    '{atPlace}, {name} plia le papier rouge en deux et découpa des cœurs avec les ciseaux à bouts ronds, des grands et des tout petits.',
    KITCHEN,
  ),
  b(
    '{atPlace}, {name} stuck a heart on every card with glue and sprinkled glitter on top. Soon there was glitter everywhere, even on {name}’s nose!',
    '{atPlace}, {name} colla un cœur sur chaque carte et saupoudra des paillettes par-dessus. Bientôt, il y eut des paillettes partout, même sur le nez de {name} !',
    KITCHEN,
  ),
  b(
    '{atPlace}, on each card {name} wrote a name in big round letters: one for every child in the class, twenty-two in all.',
    '{atPlace}, sur chaque carte, {name} écrivit un prénom en grosses lettres rondes : un pour chaque enfant de la classe, vingt-deux en tout.',
    KITCHEN,
  ),
  b(
    '{atPlace}, the cards dried in a long row, each with its red heart shining with glitter.',
    '{atPlace}, les cartes séchaient en une longue rangée, chacune avec son cœur rouge qui brillait de paillettes.',
    KITCHEN,
  ),
  b(
    '{atPlace}, Mum showed {name} how to fold the paper twice before cutting. “Snip, snip, and there are two hearts!”',
    '{atPlace}, maman montra à {name} comment plier le papier deux fois avant de couper. « Clic, clac, et voilà deux cœurs ! »',
    KITCHEN,
  ),
  b(
    '{atPlace}, the pot of glue tipped over, and a heart stuck to {name}’s elbow. Everyone laughed, and the heart went on a card all the same.',
    '{atPlace}, le pot de colle se renversa, et un cœur resta collé au coude de {name}. Tout le monde rit, et le cœur finit quand même sur une carte.',
    KITCHEN,
  ),
];

/** The family's cards, and the shy classmate (the second leg). */
export const VALENTINE_FAMILY: PlacedL[] = [
  b(
    '{atPlace}, {name} made three special cards: a heart with flowers for Mum, a heart with a bow tie for Dad and a heart with a teacup for Grandma.',
    '{atPlace}, {name} fabriqua trois cartes spéciales : un cœur avec des fleurs pour maman, un cœur avec un nœud papillon pour papa et un cœur avec une tasse de thé pour mamie.',
    LOUNGE,
  ),
  b(
    '{atPlace}, {name} read the class list one last time and stopped at Timo, the quiet boy who sat alone at the back. Last year, nobody had given Timo a single card.',
    '{atPlace}, {name} relut la liste de la classe une dernière fois et s’arrêta sur Timo, le garçon timide qui s’asseyait tout seul au fond. L’an dernier, personne n’avait donné une seule carte à Timo.',
    LOUNGE,
  ),
  b(
    '{atPlace}, {name} made one more card for Timo, the biggest of all, with a gold heart and the most glitter.',
    '{atPlace}, {name} fit une carte de plus pour Timo, la plus grande de toutes, avec un cœur doré et encore plus de paillettes.',
    LOUNGE,
  ),
  b(
    '{atPlace}, Grandma came to help and cut tiny hearts from an old pink ribbon. “When I was little, we made our cards too,” she said.',
    '{atPlace}, mamie vint aider et découpa de minuscules cœurs dans un vieux ruban rose. « Quand j’étais petite, on fabriquait nos cartes, nous aussi », dit-elle.',
    LOUNGE,
  ),
  b(
    '{atPlace}, {name} tucked the class’s cards into a big red envelope, ready for school the next morning.',
    '{atPlace}, {name} rangea les cartes de la classe dans une grande enveloppe rouge, prêtes pour l’école le lendemain matin.',
    LOUNGE,
  ),
];

/** The class postbox (the third leg). */
export const VALENTINE_POSTBOX: PlacedL[] = [
  b(
    '{atPlace}, the teacher had made a class postbox out of a shoebox, painted red, with a slot in the lid.',
    '{atPlace}, la maîtresse avait fabriqué une boîte aux lettres de la classe avec une boîte à chaussures peinte en rouge, une fente dans le couvercle.',
    CLASS,
  ),
  b(
    '{atPlace}, {name} posted the cards one by one through the slot. Plop, plop, plop!',
    '{atPlace}, {name} glissa les cartes une par une dans la fente. Plop, plop, plop !',
    CLASS,
  ),
  b(
    '{atPlace}, {name} kept one card back: Timo’s card was far too big for the slot, and {name} wanted to give it by hand.',
    '{atPlace}, {name} garda une carte de côté : celle de Timo était bien trop grande pour la fente, et {name} voulait la lui donner en main propre.',
    CLASS,
  ),
  b(
    '{atPlace}, the whole class had made cards too. Red, pink and gold hearts peeped out of every school bag.',
    '{atPlace}, toute la classe avait fabriqué des cartes, elle aussi. Des cœurs rouges, roses et dorés dépassaient de chaque cartable.',
    CLASS,
  ),
  b(
    '{atPlace}, the teacher gave the postbox a shake. “It’s so full it will hardly close!” she laughed.',
    '{atPlace}, la maîtresse secoua la boîte aux lettres. « Elle est si pleine qu’elle ferme à peine ! » dit-elle en riant.',
    CLASS,
  ),
];

/** The cards given out, and the one empty desk (the last leg). */
export const VALENTINE_GIVING: PlacedL[] = [
  b(
    '{atPlace}, the teacher gave out the cards from the postbox, and soon every desk was covered in red hearts, all but one. Timo’s desk was empty, and he stared down at his hands.',
    '{atPlace}, la maîtresse distribua les cartes de la boîte aux lettres, et bientôt chaque pupitre fut couvert de cœurs rouges, sauf un. Celui de Timo était vide, et il regardait ses mains sans rien dire.',
    CLASS,
  ),
  b(
    '{atPlace}, {name} walked over and held out the big card with the gold heart. “This one is for you, Timo. Happy Valentine’s Day!”',
    '{atPlace}, {name} s’approcha et lui tendit la grande carte au cœur doré. « Celle-ci, c’est pour toi, Timo. Joyeuse Saint-Valentin ! »',
    CLASS,
  ),
  b(
    '{atPlace}, Timo held the card very carefully, as if it were made of glass, and read his name on it again and again.',
    '{atPlace}, Timo tenait la carte tout doucement, comme si elle était en verre, et relisait son prénom encore et encore.',
    CLASS,
  ),
  b(
    '{atPlace}, {name} opened each card with a smile: hearts from Lou, from Sami and from Inès, and a drawing of a cat from Paul.',
    '{atPlace}, {name} ouvrit chaque carte avec le sourire : des cœurs de Lou, de Sami et d’Inès, et un dessin de chat de Paul.',
    CLASS,
  ),
  b(
    '{atPlace}, at playtime, Timo sat down next to {name} for the very first time, and they shared an apple, half each.',
    '{atPlace}, à la récréation, Timo vint s’asseoir à côté de {name} pour la toute première fois, et ils partagèrent une pomme, moitié-moitié.',
    CLASS,
  ),
];

export const VALENTINE_TURNS: PlacedL[] = [
  b(
    '{atPlace}, Timo, the shy boy from the back row, went pink, then took a crumpled card from his pocket. “I made this for you,” he whispered, “but I was too shy to post it.” Inside a wobbly heart, it said: Thank you for being kind.',
    '{atPlace}, Timo, le garçon du fond de la classe, devint tout rose, puis sortit de sa poche une carte un peu froissée. « Je l’avais faite pour toi, murmura-t-il, mais j’étais trop timide pour la poster. » Dans un cœur tout tremblé, il était écrit : Merci pour ta gentillesse.',
  ),
];

export const VALENTINE_ENDINGS: PlacedL[] = [
  b(
    'That evening at home, {name} gave Mum, Dad and Grandma their cards and stood Timo’s card by the bed. {name} knew that {lesson}. The end.',
    'Ce soir-là, à la maison, {name} donna leurs cartes à maman, papa et mamie, et posa la carte de Timo près du lit. {name} savait que {lesson}. Fin.',
  ),
];

export const VALENTINE_LESSON: L = {
  en: 'a little kindness can brighten someone’s whole day',
  fr: 'un peu de gentillesse peut illuminer toute la journée de quelqu’un',
};
