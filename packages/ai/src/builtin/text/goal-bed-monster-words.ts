import type { PlacedL } from './story-place-fit';

/**
 * The monster under the bed (goal-bed-monster.ts), told at night in the bedroom: the noise, the
 * torch, Dad finding only socks, then the signs that it is kind (a drawing, a lullaby, crumbs and a
 * note), and at the turn its paw in the hero's hand in the storm. Each middle sentence names its spot
 * ({atPlace}: "under the covers", « sous la couette »), so a long book never prints one twice.
 */
const b = (en: string, fr: string): PlacedL => ({ en, fr });

export const BED_MONSTER_OPENINGS: PlacedL[] = [
  b(
    '{name} had a cosy bedroom, a soft bed and, under the bed, a secret that {name} did not know about yet.',
    '{name} avait une chambre douillette, un lit tout doux et, sous le lit, un secret que {name} ne connaissait pas encore.',
  ),
];

export const BED_MONSTER_PROBLEMS: PlacedL[] = [
  b(
    'One night, {name} heard a noise under the bed: scritch, scratch… then a tiny sneeze! “There is a monster under my bed!” {name} whispered, and hid under the covers.',
    'Une nuit, {name} entendit un bruit sous le lit : scritch, scratch… puis un tout petit éternuement ! « Il y a un monstre sous mon lit ! » chuchota {name}, en se cachant sous la couette.',
  ),
];

/** Trying to be rid of it. */
export const BED_MONSTER_TRIES: PlacedL[] = [
  b(
    '{atPlace}, {name} shone a torch under the bed, and two big round eyes blinked back, so {name} dived under the blanket again.',
    '{atPlace}, {name} braqua une lampe de poche sous le lit, et deux grands yeux ronds clignèrent, alors {name} replongea sous la couverture.',
  ),
  b(
    '{atPlace}, {name} called for Dad, who looked under the bed and found only socks and a lost crayon: “No monsters here,” he yawned.',
    '{atPlace}, {name} appela Papa, qui regarda sous le lit et ne trouva que des chaussettes et un crayon perdu : « Pas de monstre ici », bâilla-t-il.',
  ),
  b(
    '{atPlace}, {name} built a wall of teddies all around the bed, and when {name} peeked again, the teddies were lined up neatly, as if someone had tidied them.',
    '{atPlace}, {name} construisit un mur de nounours tout autour du lit, et quand {name} regarda de nouveau, les nounours étaient alignés bien sagement, comme si quelqu’un avait fait du rangement.',
  ),
];

/** Things that go bump (and giggle). */
export const BED_MONSTER_BUMPS: PlacedL[] = [
  b(
    '{atPlace}, something furry tickled {name}’s toes, “Eek!”, but the something giggled too.',
    '{atPlace}, quelque chose de tout doux chatouilla les orteils de {name}, « Hiii ! », mais le quelque chose gloussa aussi.',
  ),
  b(
    '{atPlace}, one of {name}’s socks went missing and came back folded in a perfect little square.',
    '{atPlace}, une chaussette de {name} disparut, puis revint pliée en un petit carré parfait.',
  ),
  b(
    '{atPlace}, the wardrobe door creaked open all by itself, and a furry purple tail slipped quickly out of sight.',
    '{atPlace}, la porte de l’armoire s’ouvrit toute seule en grinçant, et une queue violette toute poilue disparut bien vite.',
  ),
  b(
    '{atPlace}, the cat arched its back and hissed at the bed, then, little by little, began to purr.',
    '{atPlace}, le chat fit le gros dos et souffla vers le lit, puis, petit à petit, se mit à ronronner.',
  ),
];

/** Signs that it is kind. */
export const BED_MONSTER_SIGNS: PlacedL[] = [
  b(
    '{atPlace}, {name} found a drawing on the floor: a smiling monster and the words “HELLO, FRIEND?”',
    '{atPlace}, {name} trouva un dessin par terre : un monstre qui souriait et les mots « BONJOUR, AMI ? »',
  ),
  b(
    '{atPlace}, a soft voice from under the bed hummed {name}’s favourite lullaby, very gently.',
    '{atPlace}, une voix toute douce, sous le lit, fredonna tout doucement la berceuse préférée de {name}.',
  ),
  b(
    '{atPlace}, {name} left a biscuit by the bed, and next time there were only crumbs and a tiny note: “Thank you!”',
    '{atPlace}, {name} laissa un biscuit près du lit, et la fois suivante il ne restait que des miettes et un petit mot : « Merci ! »',
  ),
  b(
    '{atPlace}, {name}’s lost teddy was back on the pillow, with a little flower tucked under its arm.',
    '{atPlace}, le nounours perdu de {name} était revenu sur l’oreiller, une petite fleur sous le bras.',
  ),
  b(
    '{atPlace}, {name} whispered “Goodnight, monster”, and a tiny voice whispered back, “Goodnight, {name}.”',
    '{atPlace}, {name} chuchota « Bonne nuit, monstre », et une toute petite voix répondit : « Bonne nuit, {name}. »',
  ),
];

export const BED_MONSTER_TURNS: PlacedL[] = [
  b(
    'That night a storm came. BOOM went the thunder, and {name} shook with fright. Then a soft purple paw reached up and held {name}’s hand. “Don’t be scared,” said a small voice. “I’m scared of thunder too.” It was the monster, the kindest monster in the world.',
    'Cette nuit-là, un orage éclata. Le tonnerre gronda, BOUM, et {name} trembla de peur. Alors une patte violette toute douce se glissa hors du lit et prit la main de {name}. « N’aie pas peur, dit une petite voix. Moi aussi, j’ai peur du tonnerre. » C’était le monstre, le plus gentil monstre du monde.',
  ),
];

export const BED_MONSTER_ENDINGS: PlacedL[] = [
  b(
    'Now every night, {name} and the monster share a story before sleep, one on the bed and one under it. {name} had learned that {lesson}. The end.',
    'Maintenant, chaque soir, {name} et le monstre partagent une histoire avant de dormir, l’un sur le lit et l’autre dessous. {name} avait appris que {lesson}. Fin.',
  ),
];
