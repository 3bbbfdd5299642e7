import { inFamily, place } from '../idea/settings';
import { b, type RefuseScript } from './goal-refuse-kit';

// Each page happens where its words say: the cake in the kitchen, the seed in the garden, the
// garden asked for from indoors.
const KITCHEN = /kitchen/;
const GARDEN = /garden/;
const INSIDE = /kitchen|playroom/;

/**
 * Any other refusal the idea names: the user's words are not printed (« ne veut pas ranger sa
 * chambre » would need its own grammar in both languages); the hero says no to everything, misses
 * out, and a friend shows that saying yes can be fun.
 */
export const OTHER: RefuseScript = {
  // Its own first page, drawn in the living room: the one who says no, not a house on Maple Lane.
  openings: [
    {
      en: 'Meet {name}, {aKind} who lived in a busy house where everybody always had something to ask.{withFriend}',
      fr: 'Voici {name}, {aKind} qui vivait dans une maison animée où chacun avait toujours quelque chose à demander.{withFriend}',
    },
    {
      en: 'There was once {aKind} called {name}, who had a very big voice for a very small word.{withFriend}',
      fr: 'Il était une fois {aKind} {named} {name}, qui avait une très grosse voix pour un tout petit mot.{withFriend}',
    },
  ],
  problems: [
    b('{name} had a favourite word, and it was “No!”', '{name} avait un mot préféré, et c’était « Non ! »'),
    b(
      'Whatever anyone asked, {name} shook a head and said no, before even listening.',
      'Quoi qu’on lui demande, {name} secouait la tête et disait non, avant même d’écouter.',
    ),
  ],
  refusals: [
    b(
      '{atPlace}, Mum asked for a little help. “No!” said {name}, and stamped a foot.',
      '{atPlace}, Maman demanda un petit coup de main. « Non ! » dit {name} en tapant du pied.',
    ),
    b(
      '{atPlace}, a friend asked {name} to try a new game. “No, no and no!”',
      '{atPlace}, un copain proposa à {name} d’essayer un nouveau jeu. « Non, non et non ! »',
    ),
    b(
      '{atPlace}, {name} crossed both arms. “I won’t, I won’t, I won’t!”',
      '{atPlace}, {name} croisa les bras. « Je ne veux pas, je ne veux pas, je ne veux pas ! »',
    ),
    b(
      '{atPlace}, Dad asked, “Shall we go out to the garden?” {name} lay flat on the floor. “No!”',
      '{atPlace}, Papa demanda : « On va au jardin ? » {name} se coucha par terre. « Non ! »',
      { onlyPlace: INSIDE },
    ),
    b(
      '{atPlace}, Grandpa offered a slice of cake. “No, thank you,” said {name}, without even looking.',
      '{atPlace}, Papi proposa une part de gâteau. « Non merci », dit {name}, sans même regarder.',
      { onlyPlace: KITCHEN },
    ),
  ],
  costs: [
    b(
      '{atPlace}, the others laughed over their new game, and {name} watched from far away.',
      '{atPlace}, les autres riaient autour de leur nouveau jeu, et {name} regardait de loin.',
    ),
    b(
      '{atPlace}, saying no all day turned out to be rather lonely, {name} found.',
      '{atPlace}, {name} découvrit que dire non toute la journée, c’était plutôt triste.',
    ),
    b(
      '{atPlace}, everyone went out to plant sunflowers, and {name} stayed behind with nothing to do.',
      '{atPlace}, tout le monde sortit planter des tournesols, et {name} resta là, sans rien à faire.',
      { onlyPlace: INSIDE },
    ),
    b(
      '{atPlace}, there had been one slice of cake left. {name} had said no, and now it was gone.',
      '{atPlace}, il restait une part de gâteau. {name} avait dit non, et maintenant, il n’y en avait plus.',
      { onlyPlace: KITCHEN },
    ),
    b(
      '{atPlace}, the others sang a silly song, and {name} wished, just a little, to sing along.',
      '{atPlace}, les autres chantaient une chanson rigolote, et {name} avait envie, juste un peu, de chanter aussi.',
    ),
  ],
  shown: [
    b(
      '{atPlace}, Grandma smiled. “Try it just once. If you don’t like it, you can still say no.”',
      '{atPlace}, Mamie sourit. « Essaie juste une fois. Si ça ne te plaît pas, tu pourras toujours dire non. »',
    ),
    b(
      '{atPlace}, a friend held out a hand. “Come on, I’ll do it with you.”',
      '{atPlace}, un copain tendit la main. « Viens, je le fais avec toi. »',
    ),
    b(
      '{atPlace}, Dad tried a new dance, wobbled, and laughed. “See? Trying is half the fun.”',
      '{atPlace}, Papa essaya une nouvelle danse, vacilla, et rit. « Tu vois ? Essayer, c’est déjà amusant. »',
    ),
    b(
      '{atPlace}, big sister tasted something strange, made a funny face, then smiled. “Yes! I like it!”',
      '{atPlace}, la grande sœur goûta quelque chose de bizarre, fit une drôle de grimace, puis sourit. « Oui ! J’aime bien ! »',
      { onlyPlace: KITCHEN },
    ),
    b(
      '{atPlace}, Mum planted a seed. “It will never grow if we never try.”',
      '{atPlace}, Maman planta une graine. « Elle ne poussera jamais si on n’essaie pas. »',
      { onlyPlace: GARDEN },
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} took a deep breath and said a very small “Yes.”',
      '{atPlace}, {name} respira un grand coup et dit un tout petit « Oui ».',
    ),
    b(
      '{atPlace}, {name} gave it a try, one little step at a time.',
      '{atPlace}, {name} essaya, un petit pas après l’autre.',
    ),
    b(
      '{atPlace}, {name} said yes to a silly dance with Dad, and wobbled all over.',
      '{atPlace}, {name} dit oui à une danse rigolote avec Papa, et se mit à vaciller de partout.',
    ),
    b(
      '{atPlace}, {name} planted a seed too, and watered it very gently.',
      '{atPlace}, {name} planta une graine à son tour, et l’arrosa tout doucement.',
      { onlyPlace: GARDEN },
    ),
    b(
      '{atPlace}, {name} tasted a tiny bite of something new. Hmm… not bad!',
      '{atPlace}, {name} goûta une toute petite bouchée de quelque chose de nouveau. Hum… pas mauvais !',
      { onlyPlace: KITCHEN },
    ),
  ],
  turns: [
    b(
      '{atPlace}, {name} laughed out loud. It was not so bad after all. It was even fun!',
      '{atPlace}, {name} éclata de rire. Ce n’était pas si terrible, finalement. C’était même drôle !',
    ),
  ],
  endings: [
    b(
      '{name} still says no sometimes, but now there is a new favourite word: “Let’s try!”',
      '{name} dit encore non parfois, mais il y a maintenant un nouveau mot préféré : « On essaie ! »',
    ),
    b(
      'That night, {name} fell asleep thinking of all the things to try tomorrow.',
      'Ce soir-là, {name} s’endormit en pensant à tout ce qu’il y aurait à essayer demain.',
    ),
  ],
  places: [
    ...inFamily('indoor', [
      place('in/the kitchen', 'dans/la cuisine'),
      place('in/the playroom', 'dans/la salle de jeux'),
    ]),
    ...inFamily('nature', [place('in/the garden', 'dans/le jardin')]),
  ],
  home: inFamily('indoor', [place('in/the living room', 'dans/le salon')])[0],
  subjects: [],
  said: { en: [], fr: [] },
  turnAction: 'laughs, trying something new',
  lesson: {
    en: 'saying yes to something new can be a happy surprise',
    fr: 'dire oui à quelque chose de nouveau réserve de belles surprises',
  },
};
