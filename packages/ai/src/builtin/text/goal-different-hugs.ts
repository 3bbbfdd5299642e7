import { b, type WishTable } from './goal-different-table';

/**
 * "A T-rex who wants to give hugs but his arms are too short": a long stick, the tail, a tree to
 * practise on, a group hug; the long-neck's words; all the friends come and hug the hero at the turn.
 * Before: a generic day's plan ("Hugo had a big plan for the day: to give hugs… everything tumbled down").
 */
export const HUGS: WishTable = {
  problems: [
    b(
      '{name} loved everyone in the valley and wanted to give them all big hugs. But {name}’s arms were so short that they did not even reach round a pebble!',
      '{name} aimait tout le monde dans la vallée et rêvait de leur faire de gros câlins. Mais les bras de {name} étaient si courts qu’ils ne faisaient même pas le tour d’un caillou !',
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} tried hugging with a long stick. But the stick poked the little lizard right on the nose. “Ouch!” Not a hug at all.',
      '{atPlace}, {name} essaya de faire un câlin avec un long bâton. Mais le bâton piqua le petit lézard en plein sur le nez. « Aïe ! » Ce n’était pas du tout un câlin.',
    ),
    b(
      '{atPlace}, {name} tried to hug with that big, strong tail. Swish! The tail swept the little lizard right off its feet, and bump, down it went.',
      '{atPlace}, {name} essaya de faire un câlin avec sa grande queue. Vlan ! La queue balaya le petit lézard, qui fit, boum, une belle culbute.',
    ),
    b(
      '{atPlace}, {name} practised on a tree first. The little arms went flap, flap against the bark and did not reach round at all.',
      '{atPlace}, {name} s’entraîna d’abord sur un arbre. Les petits bras faisaient flap, flap contre l’écorce et n’en faisaient pas du tout le tour.',
    ),
    b(
      '{atPlace}, {name} called everyone for a group hug. But the short arms could not reach round one friend, let alone everyone. Bump, bonk, wobble!',
      '{atPlace}, {name} appela tout le monde pour un câlin géant. Mais les petits bras ne faisaient même pas le tour d’un seul ami. Bing, bong, patatras !',
    ),
    b(
      '{atPlace}, {name} leaned in for a hug with a big head instead, and bonked the long-neck right on the chin. “Sorry!”',
      '{atPlace}, {name} se pencha pour un câlin avec sa grosse tête, et cogna le long-cou en plein sur le menton. « Pardon ! »',
    ),
    b(
      '{atPlace}, {name} tried a hug while standing on a rock, to reach higher. Wobble, wobble… and a big, muddy slide down the other side.',
      '{atPlace}, {name} essaya un câlin debout sur un rocher, pour atteindre plus haut. Ça tangue, ça tangue… et une grande glissade de l’autre côté.',
    ),
    b(
      '{atPlace}, {name} blew a kiss instead of a hug. It was not the same. Nobody even noticed.',
      '{atPlace}, {name} envoya un bisou au lieu d’un câlin. Ce n’était pas pareil. Personne ne le remarqua.',
    ),
  ],
  words: [
    b(
      '{atPlace}, {name} sat all alone, a big tear rolling down. “Nobody will ever get a hug from me.”',
      '{atPlace}, {name} s’assit à l’écart, une grosse larme sur la joue. « Personne n’aura jamais de câlin de moi. »',
    ),
    b(
      '{atPlace}, the long-neck bent down gently. “A hug is not about long arms, {name}. It is about a big heart, and yours is the biggest in the valley.”',
      '{atPlace}, le long-cou se pencha doucement. « Un câlin, ce n’est pas une affaire de longs bras, {name}. C’est une affaire de grand cœur, et le tien est le plus grand de la vallée. »',
    ),
    b(
      '{atPlace}, the little lizard climbed up beside {name}. “You always make me laugh and you always share your shade. That is a kind of hug too.”',
      '{atPlace}, le petit lézard grimpa à côté de {name}. « Tu me fais toujours rire et tu partages toujours ton ombre. C’est aussi une sorte de câlin. »',
    ),
  ],
  need: [
    b(
      '{atPlace}, the friends whispered together and made a plan. If {name} could not reach them, they would come to {name}.',
      '{atPlace}, les amis chuchotèrent entre eux et firent un plan. Si {name} ne pouvait pas les atteindre, c’est eux qui viendraient.',
    ),
    b(
      '{atPlace}, the friends called to each other across the valley, one by one: “Come quickly! Pass it on!”',
      '{atPlace}, les amis s’appelèrent à travers la vallée, l’un après l’autre : « Venez vite ! Faites passer ! »',
    ),
  ],
  turns: [
    b(
      '{atPlace}, all the friends came running and threw their arms, wings and necks round {name}. The biggest hug the valley had ever seen! {name} only had to lean in and smile.',
      '{atPlace}, tous les amis arrivèrent en courant et entourèrent {name} de leurs bras, de leurs ailes et de leurs longs cous. Le plus gros câlin que la vallée ait jamais vu ! {name} n’eut qu’à se blottir et sourire.',
    ),
  ],
  endings: [
    b(
      'From that day on, every morning began with a big group hug, with {name} in the middle. {name} had learned that {lesson}. The end.',
      'Depuis ce jour, chaque matin commence par un grand câlin de tous les amis, avec {name} au milieu. {name} avait appris que {lesson}. Fin.',
    ),
  ],
  lesson: {
    en: 'a hug comes from the heart, not from long arms',
    fr: 'un câlin vient du cœur, pas des longs bras',
  },
  named: [
    [/stick|bâton/, 'wood', { en: 'a long stick', fr: 'un long bâton' }],
    [/lizard|lézard/, 'lizard', { en: 'a little lizard', fr: 'un petit lézard' }],
    [/on a rock|sur un rocher/, 'rock', { en: 'a rock', fr: 'un rocher' }],
    [/tree|arbre/, 'deciduous-tree', { en: 'a tree', fr: 'un arbre' }],
    [/group hug|câlin géant|friends|amis/, 'lizard', { en: 'the little lizard', fr: 'le petit lézard' }],
    [/biggest hug|plus gros câlin/, 'red-heart', { en: 'a big heart', fr: 'un grand cœur' }],
  ],
  friend: [/long-neck|long-cou/, 'sauropod', { en: 'the long-neck', fr: 'le long-cou' }],
  turnAction: 'is wrapped in the biggest hug by all its friends, leaning in and smiling',
};
