import { inFamily, place } from '../idea/settings';
import { b, type RefuseScript } from './goal-refuse-kit';

// Each page happens where its words say: the plate in the kitchen, the big tree in the garden.
const KITCHEN = /kitchen/;
const GARDEN = /garden/;

/** Not eating vegetables (« ne veut pas manger ses légumes »): no strength to play, Grandma grows them with the hero. */
export const GREENS: RefuseScript = {
  problems: [
    b(
      '{name} liked pasta and liked pancakes, but carrots and broccoli? Never!',
      '{name} aimait les pâtes et les crêpes, mais les carottes et le brocoli ? Jamais !',
    ),
    b(
      'Whenever something green landed on the plate, {name} pushed it to the very edge.',
      'Dès que quelque chose de vert arrivait dans l’assiette, {name} le poussait tout au bord.',
    ),
  ],
  refusals: [
    b(
      '{atPlace}, Mum served carrots and broccoli. “No! Yuck!” said {name}, arms crossed.',
      '{atPlace}, Maman servit des carottes et du brocoli. « Non ! Beurk ! » dit {name}, les bras croisés.',
      { onlyPlace: KITCHEN },
    ),
    b(
      '{atPlace}, {name} hid the broccoli under a napkin. “Look, all gone!”',
      '{atPlace}, {name} cacha le brocoli sous une serviette. « Regarde, tout est fini ! »',
      { onlyPlace: KITCHEN },
    ),
    b(
      '{atPlace}, {name} lined up the carrots like little soldiers, and did not eat a single one.',
      '{atPlace}, {name} aligna les carottes comme de petits soldats, sans en manger une seule.',
      { onlyPlace: KITCHEN },
    ),
  ],
  costs: [
    b(
      '{atPlace}, {name} tried to climb the big tree, but had no strength left and slid back down.',
      '{atPlace}, {name} essaya de grimper au grand arbre, mais n’avait plus de force et glissa en bas.',
      { onlyPlace: GARDEN },
    ),
    b(
      'By the middle of the morning, {name}’s tummy rumbled so loudly that everyone turned round.',
      'Au milieu de la matinée, le ventre de {name} gargouilla si fort que tout le monde se retourna.',
      { onlyPlace: KITCHEN },
    ),
    b(
      'At the race {atPlace}, {name} ran out of puff before the end.',
      'À la course, {atPlace}, {name} fut à bout de souffle avant l’arrivée.',
      { onlyPlace: GARDEN },
    ),
  ],
  shown: [
    b(
      '{atPlace}, Grandma pulled a carrot from the earth. “Want to see how it grows? Then you can cook it with me.”',
      '{atPlace}, Mamie arracha une carotte de la terre. « Tu veux voir comment elle pousse ? Après, on la cuisinera ensemble. »',
      { onlyPlace: GARDEN },
    ),
    b(
      '{atPlace}, a friend crunched a carrot stick. “It crunches like a dragon’s snack!”',
      '{atPlace}, un copain croqua un bâton de carotte. « Ça croustille comme un goûter de dragon ! »',
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} washed the carrots and helped cut the broccoli into little trees.',
      '{atPlace}, {name} lava les carottes et aida à couper le brocoli en petits arbres.',
      { onlyPlace: KITCHEN },
    ),
    b(
      '{atPlace}, {name} took one tiny bite of carrot. Crunch! It was sweet.',
      '{atPlace}, {name} croqua un tout petit bout de carotte. Crac ! C’était sucré.',
      { onlyPlace: KITCHEN },
    ),
  ],
  turns: [
    b(
      '{atPlace}, {name} ate every little broccoli tree and every carrot. “Can I have more?”',
      '{atPlace}, {name} mangea tous les petits arbres de brocoli et toutes les carottes. « Je peux en reprendre ? »',
    ),
  ],
  endings: [
    b(
      'That evening, {name} asked for carrots again. “They make me strong!”',
      'Ce soir-là, {name} redemanda des carottes. « Ça rend fort ! »',
    ),
    b(
      'Now {name} has a little vegetable patch, and the carrots there are the best in the world.',
      'Maintenant, {name} a un petit potager, et ses carottes sont les meilleures du monde.',
    ),
  ],
  places: [
    ...inFamily('indoor', [
      place('at/the kitchen table|in the kitchen', 'à/la table de la cuisine'),
      place('in/the kitchen', 'dans/la cuisine'),
    ]),
    ...inFamily('nature', [place('in/the vegetable garden', 'dans/le potager')]),
  ],
  home: inFamily('indoor', [place('at/the kitchen table|in the kitchen', 'à/la table de la cuisine')])[0],
  subjects: ['carrot', 'broccoli'],
  said: { en: ['carrots', 'broccoli'], fr: ['des carottes', 'du brocoli'] },
  named: { carrot: /carrot|carotte/i, broccoli: /broccoli|green|brocoli|vert/i },
  unnamed: [],
  turnAction: 'eats broccoli at the table, delighted',
  lesson: { en: 'it is worth a taste before saying no', fr: 'il faut goûter avant de dire non' },
};
