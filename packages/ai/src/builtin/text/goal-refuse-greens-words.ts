import { inFamily, place } from '../idea/settings';
import { b, type RefuseScript } from './goal-refuse-kit';

// Each page happens where its words say: the plate in the kitchen, the big tree in the garden.
const KITCHEN = /kitchen/;
const GARDEN = /garden/;

/** Not eating vegetables (« ne veut pas manger ses légumes »): no strength to play, Grandma grows them with the hero. */
export const GREENS: RefuseScript = {
  // Its own first page, drawn at the kitchen table: the plate, not a house on Maple Lane.
  openings: [
    {
      en: 'Meet {name}, {aKind} who looked at every dinner plate with great suspicion.{withFriend}',
      fr: 'Voici {name}, {aKind} qui regardait chaque assiette du dîner d’un air très méfiant.{withFriend}',
    },
    {
      en: 'There was once {aKind} called {name}, whose tummy rumbled for pudding long before dinner was served.{withFriend}',
      fr: 'Il était une fois {aKind} {named} {name}, dont le ventre réclamait le dessert bien avant le dîner.{withFriend}',
    },
  ],
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
    b(
      '{atPlace}, Dad made a broccoli face on the plate. {name} shut both eyes tight. “If I can’t see it, I can’t eat it!”',
      '{atPlace}, Papa dessina un visage en brocoli dans l’assiette. {name} ferma les yeux très fort. « Si je ne le vois pas, je ne peux pas le manger ! »',
      { onlyPlace: KITCHEN },
    ),
    b(
      '{atPlace}, {name} slipped a carrot to the cat under the table. The cat did not want it either.',
      '{atPlace}, {name} tendit une carotte au chat sous la table. Le chat n’en voulait pas non plus.',
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
    b(
      '{atPlace}, {name} tried to lift the watering can, but it was far too heavy.',
      '{atPlace}, {name} essaya de soulever l’arrosoir, mais il était bien trop lourd.',
      { onlyPlace: GARDEN },
    ),
    b(
      'Long before dinner, {name} was hungry again {atPlace}, and the biscuit tin was empty.',
      'Bien avant le dîner, {name} avait de nouveau faim {atPlace}, et la boîte à biscuits était vide.',
      { onlyPlace: KITCHEN },
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
    b(
      '{atPlace}, Dad cut a carrot into little star shapes. “Look, you can eat the sky!”',
      '{atPlace}, Papa découpa une carotte en forme d’étoile. « Regarde, on peut manger le ciel ! »',
      { onlyPlace: KITCHEN },
    ),
    b(
      '{atPlace}, big sister planted broccoli trees in her mashed potatoes. “A forest! And now the giant eats it!” Munch!',
      '{atPlace}, la grande sœur planta des arbres de brocoli dans sa purée. « Une forêt ! Et maintenant, la géante la mange ! » Miam !',
      { onlyPlace: KITCHEN },
    ),
    b(
      '{atPlace}, Grandpa showed {name} the peas hiding in their pods. “Pop one open. They’re like little pearls.”',
      '{atPlace}, Papi montra à {name} les petits pois cachés dans leurs cosses. « Ouvre-en une. On dirait des perles. »',
      { onlyPlace: GARDEN },
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
    b(
      '{atPlace}, {name} pulled up a carrot with both hands, and fell over backwards laughing.',
      '{atPlace}, {name} tira une carotte de la terre à deux mains, et tomba à la renverse en riant.',
      { onlyPlace: GARDEN },
    ),
    b(
      '{atPlace}, {name} dipped a little broccoli tree in the sauce and nibbled the very top. Not bad!',
      '{atPlace}, {name} trempa un petit arbre de brocoli dans la sauce et en grignota le bout. Pas mauvais !',
      { onlyPlace: KITCHEN },
    ),
    b(
      '{atPlace}, {name} tasted a carrot cut like a star, then another one. “A crunchy star!”',
      '{atPlace}, {name} goûta une carotte coupée en étoile, puis une autre. « Une étoile qui croque ! »',
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
