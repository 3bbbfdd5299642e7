import { b, type WishTable } from './goal-different-table';

/**
 * « Le hérisson qui voulait un câlin », 'A hedgehog who wants a hug': leaves, a comb, a woolly jumper,
 * moss on every spike; the old tortoise's words; a mouse chased by the fox hides behind the prickly
 * ball, and hugs the hero's soft tummy at the turn. Before: a stock kite hunt in the forest.
 */
export const PRICKLES: WishTable = {
  problems: [
    b(
      '{name} wanted a hug more than anything. But whenever {name} came close, everyone jumped back: “Ouch! Your prickles!”',
      '{name} avait plus que tout envie d’un câlin. Mais dès que {name} s’approchait, tout le monde reculait d’un bond : « Aïe ! Tes piquants ! »',
    ),
  ],
  tries: [
    b(
      '{atPlace}, {name} rolled in a pile of soft leaves to cover the prickles. But the leaves stuck on every spike, and {name} looked like a walking bush!',
      '{atPlace}, {name} se roula dans un tas de feuilles mortes pour cacher ses piquants. Mais les feuilles restèrent plantées sur chaque piquant, et {name} ressemblait à un buisson qui marche !',
    ),
    b(
      '{atPlace}, {name} tried to flatten the prickles with a pinecone for a comb. Scritch, scratch… and up they sprang again.',
      '{atPlace}, {name} essaya d’aplatir ses piquants avec une pomme de pin en guise de peigne. Scritch, scratch… et ils se redressèrent aussitôt.',
    ),
    b(
      '{atPlace}, {name} pulled on a big woolly jumper. The prickles poked right through it, and the rabbit still said “Ouch!”',
      '{atPlace}, {name} enfila un gros pull en laine. Les piquants passèrent au travers, et le lapin dit encore : « Aïe ! »',
    ),
    b(
      '{atPlace}, {name} stuck soft moss on every spike, one by one. It took all morning, and the first gust of wind blew it all away.',
      '{atPlace}, {name} colla de la mousse toute douce sur chaque piquant, un par un. Cela prit toute la matinée, et le premier coup de vent emporta tout.',
    ),
    b(
      '{atPlace}, {name} practised hugging a balloon first. Pop! That did not go well at all.',
      '{atPlace}, {name} s’entraîna d’abord à faire un câlin à un ballon. Pop ! Ce ne fut pas une réussite.',
    ),
    b(
      '{atPlace}, {name} curled up into a ball and rolled over to the squirrel for a hug. But a ball of spikes is no way to say hello.',
      '{atPlace}, {name} se mit en boule et roula jusqu’à l’écureuil pour un câlin. Mais une boule de piquants, ce n’est pas une façon de dire bonjour.',
    ),
    b(
      '{atPlace}, {name} hugged a big soft cushion instead. It was soft, but a cushion cannot hug you back.',
      '{atPlace}, {name} serra un gros coussin à la place. C’était doux, mais un coussin ne rend pas les câlins.',
    ),
  ],
  words: [
    b(
      '{atPlace}, {name} sat all alone with a sniff. “Nobody will ever hug a prickly ball like me.”',
      '{atPlace}, {name} s’assit à l’écart en reniflant. « Personne ne fera jamais de câlin à une boule de piquants comme moi. »',
    ),
    b(
      '{atPlace}, the old tortoise smiled slowly. “Your prickles keep you safe, {name}. The right friend will find the soft way to hug you.”',
      '{atPlace}, la vieille tortue sourit lentement. « Tes piquants te protègent, {name}. Le bon ami trouvera la façon douce de te faire un câlin. »',
    ),
  ],
  need: [
    b(
      '{atPlace}, a little mouse came running, trembling all over. “Help! The fox is coming!”',
      '{atPlace}, une petite souris arriva en courant, toute tremblante. « Au secours ! Le renard arrive ! »',
    ),
    b(
      '{atPlace}, {name} did not think twice. “Quick, hide behind me!” And {name} curled into a prickly ball in front of the mouse.',
      '{atPlace}, {name} n’hésita pas une seconde. « Vite, cache-toi derrière moi ! » Et {name} se mit en boule, tous piquants dehors, devant la souris.',
    ),
  ],
  turns: [
    b(
      '{atPlace}, the fox sniffed, touched a prickle with its nose – “Ouch!” – and ran off. Then the little mouse crept round and hugged {name}’s soft tummy, the only place with no prickles at all. The best hug ever!',
      '{atPlace}, le renard renifla, toucha un piquant du bout du nez – « Aïe ! » – et détala. Alors la petite souris se glissa tout contre le ventre de {name}, le seul endroit sans un seul piquant, et lui fit un câlin. Le plus beau câlin du monde !',
    ),
  ],
  endings: [
    b(
      'From that day on, {name}’s friends knew the secret: a gentle hug, tummy to tummy. And the prickles kept everyone safe. {name} had learned that {lesson}. The end.',
      'Depuis ce jour, les amis de {name} connaissent le secret : un câlin tout doux, ventre contre ventre. Et les piquants protègent tout le monde. {name} avait appris que {lesson}. Fin.',
    ),
  ],
  lesson: {
    en: 'what makes you different can keep your friends safe',
    fr: 'ce qui nous rend différent peut protéger nos amis',
  },
  named: [
    [/leaves|feuilles/, 'fallen-leaf', { en: 'a pile of leaves', fr: 'un tas de feuilles' }],
    [/balloon|ballon/, 'balloon', { en: 'a balloon', fr: 'un ballon' }],
    [/rabbit|lapin/, 'rabbit', { en: 'a rabbit', fr: 'un lapin' }],
    [/tortoise|tortue/, 'turtle', { en: 'the old tortoise', fr: 'la vieille tortue' }],
    [/the fox|le renard/, 'fox', { en: 'the fox', fr: 'le renard' }],
  ],
  friend: [/mouse|souris/, 'mouse', { en: 'the little mouse', fr: 'la petite souris' }],
  turnAction: 'shields a little mouse from the fox, then gets a gentle hug on its soft tummy',
};
