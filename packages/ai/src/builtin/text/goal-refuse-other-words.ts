import { inFamily, place } from '../idea/settings';
import { b, type RefuseScript } from './goal-refuse-kit';

/**
 * Any other refusal the idea names: the user's words are not printed (« ne veut pas ranger sa
 * chambre » would need its own grammar in both languages); the hero says no to everything, misses
 * out, and a friend shows that saying yes can be fun.
 */
export const OTHER: RefuseScript = {
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
