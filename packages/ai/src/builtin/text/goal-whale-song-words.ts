import type { PlacedL } from './story-place-fit';
import { DAYLIGHT } from './story-sky-fit';
import { step } from './task-step';

/**
 * A whale who sings (goal-whale-song.ts), in order: the song at home on the reef; a lost whale calf
 * on the problem page; the song shared round the reef (the fish, the dolphins, an octopus, a crab);
 * the song in the deep (the echo, the caves, the old wreck, the glowing fish); far out, calling and
 * listening, the calf tired, the current; at the turn the biggest song of all, and the calf's family
 * answering from far away; everyone singing together at the end. Each middle page at its own spot
 * (`leads`). No line says "sun", "stars" or "today": under the sea any sky fits. The hero is never
 * "he" or "she" (« {name} » again), and French agrees nothing with the hero but through {eH}.
 */
const at = (en: string, fr: string, spot: RegExp): PlacedL => ({ ...step(en, fr, spot), leads: true });

export const SONG_OPENINGS: PlacedL[] = [
  step(
    'Once upon a time, deep under the sea, there lived {aKind} called {name}, who loved to sing more than anything in the world.',
    'Il était une fois, tout au fond, sous la mer, {aKind} {named} {name}, qui aimait chanter plus que tout au monde.',
  ),
  // (Its "every morning" is no bedtime book's dusk: story-sky-fit.ts.)
  {
    ...step(
      'Under the sea, in the big blue ocean, lived {aKind} called {name}. Every morning, {name} sang a long, low song to the reef: “Oooo-uuum, oooo-uuum!”',
      'Sous la mer, au fond du grand océan bleu, vivait {aKind} {named} {name}. Chaque matin, {name} chantait pour le récif une longue chanson toute grave : « Ouuuh-oummm, ouuuh-oummm ! »',
    ),
    lights: DAYLIGHT,
  },
];

/** The problem: a lost whale calf, who will be beside the hero from now on. */
export const SONG_PROBLEMS: PlacedL[] = [
  step(
    'Then, {oneDay}, in the middle of a song, {name} heard a tiny, sad cry. It was a little whale calf, all alone. “I lost my mum and all my family,” sniffed the calf. “Don’t cry,” said {name}. “We will find them together.”',
    'Puis, {oneDay}, au beau milieu d’une chanson, {name} entendit un tout petit cri triste. C’était un bébé baleine, tout seul. « J’ai perdu ma maman et toute ma famille », renifla le baleineau. « Ne pleure pas, dit {name}. On va les retrouver ensemble. »',
  ),
];

/** Round the reef: the song shared, and everyone asked about the calf's family. */
export const SONG_FRIENDS: PlacedL[] = [
  at(
    '{atPlace}, {name} sang to the little fish: “Have you seen a family of whales?” The fish swirled round in a rainbow circle and shook their fins: not here.',
    '{atPlace}, {name} chanta pour les petits poissons : « Avez-vous vu une famille de baleines ? » Les poissons tournoyèrent en un cercle arc-en-ciel et secouèrent leurs nageoires : pas par ici.',
    /reef/,
  ),
  at(
    '{atPlace}, a band of dolphins leapt and clicked along with the song. “Whales? We saw some far away, out in the open ocean!” they whistled.',
    '{atPlace}, une bande de dauphins bondit en cliquetant au rythme de la chanson. « Des baleines ? On en a vu très loin, en pleine mer ! » sifflèrent-ils.',
    /lagoon/,
  ),
  at(
    '{atPlace}, an octopus drummed on a rock with all eight arms to keep the beat, and the little calf giggled for the first time.',
    '{atPlace}, une pieuvre tambourina sur un rocher avec ses huit bras pour marquer le rythme, et le petit baleineau rit pour la première fois.',
    /kelp/,
  ),
  at(
    '{atPlace}, a grumpy crab hid behind both claws. “Too loud!” But soon one claw was tapping along: click-clack, click-clack.',
    '{atPlace}, un crabe grognon se cacha derrière ses deux pinces. « Trop fort ! » Mais bientôt, une pince battait la mesure : clic-clac, clic-clac.',
    /reef/,
  ),
  at(
    '{atPlace}, {name} taught the calf a little song of its own: “Pip-pip-ooo!” It was very small, but it was a real whale song.',
    '{atPlace}, {name} apprit au baleineau une petite chanson rien qu’à lui : « Pip-pip-ouuuh ! » Elle était toute petite, mais c’était une vraie chanson de baleine.',
    /lagoon/,
  ),
  at(
    '{atPlace}, an old sea turtle swam up slowly to listen. “Sing it louder, young one,” she said. “A whale’s song can cross the whole ocean.”',
    '{atPlace}, une vieille tortue de mer s’approcha lentement pour écouter. « Chante plus fort, dit-elle. Une chanson de baleine peut traverser tout l’océan. »',
    /kelp/,
  ),
];

/** The song in the deep: the echo, the caves, the old wreck, the glowing fish. */
export const SONG_DEEP: PlacedL[] = [
  at(
    '{atPlace}, {name} sang one long, low note. It rolled away into the blue… and came back as an echo: “ooo-uuum…” The calf’s eyes grew round.',
    '{atPlace}, {name} chanta une longue note toute grave. Elle s’en alla rouler dans le bleu… et revint en écho : « ouuuh-oummm… » Le baleineau ouvrit de grands yeux.',
    /deep blue/,
  ),
  at(
    '{atPlace}, the song bounced from wall to wall, boom, boom, boom, like a great drum under the sea.',
    '{atPlace}, la chanson rebondit d’une paroi à l’autre, boum, boum, boum, comme un grand tambour sous la mer.',
    /caves/,
  ),
  at(
    '{atPlace}, the song hummed through the old wreck, and a shy little fish peeked out of a porthole to listen.',
    '{atPlace}, la chanson résonna dans la vieille épave, et un petit poisson timide pointa le nez par un hublot pour écouter.',
    /sunken ship/,
  ),
  at(
    '{atPlace}, a crowd of jellyfish drifted by, glowing softly, as if they were dancing to the song.',
    '{atPlace}, un banc de méduses passa en flottant, tout doucement lumineuses, comme si elles dansaient sur la chanson.',
    /deep blue/,
  ),
  at(
    '{atPlace}, {name} and the calf sang together, one big voice and one tiny one, and the whole cave sang back.',
    '{atPlace}, {name} et le baleineau chantèrent ensemble, une grosse voix et une toute petite, et toute la grotte chanta avec eux.',
    /caves/,
  ),
];

/** Far out: calling and listening, the calf tired, the current, no answer yet. */
export const SONG_FAR: PlacedL[] = [
  at(
    '{atPlace}, {name} sang and sang, then listened as hard as a whale can listen. No answer came, only the swish of the waves far above.',
    '{atPlace}, {name} chanta et chanta encore, puis écouta de toutes ses forces. Aucune réponse, rien que le chuchotement des vagues tout là-haut.',
    /open ocean/,
  ),
  at(
    '{atPlace}, the little calf grew tired. {name} let the calf ride on top, snug and safe, and hummed softly: “Not far now.”',
    '{atPlace}, le baleineau était fatigué. {name} le laissa monter sur son grand dos, bien à l’abri, et fredonna tout doucement : « Ce n’est plus très loin. »',
    /deep blue/,
  ),
  at(
    '{atPlace}, a strong current pushed them the wrong way. {name} swam in front, so the calf could swim in the calm water behind.',
    '{atPlace}, un fort courant les poussa du mauvais côté. {name} nagea devant, pour que le baleineau nage dans l’eau calme derrière.',
    /open ocean/,
  ),
  at(
    '{atPlace}, {name} rose up to breathe, and the spout went “Pfffoosh!” The calf tried too, and out came a tiny “pff!”',
    '{atPlace}, {name} remonta respirer, et le jet d’eau fit « Pfffouch ! » Le baleineau essaya aussi, et il en sortit un tout petit « pff ! »',
    /open ocean/,
  ),
  at(
    '{atPlace}, the calf whispered, “What if they cannot hear us?” {name} smiled. “Then we will sing even louder.”',
    '{atPlace}, le baleineau murmura : « Et s’ils ne nous entendent pas ? » {name} sourit. « Alors on chantera encore plus fort. »',
    /deep blue/,
  ),
];

/** The turn, far out in the open ocean: the biggest song, and the family answering from far away. */
export const SONG_TURNS: PlacedL[] = [
  step(
    '{name} took the biggest breath ever and sang the biggest song of all, long and loud, right across the ocean. Then, from far, far away, an answer came: “Ooo-uuum!” Big whales came gliding out of the blue: the calf’s family! “Mum!” cried the calf, and swam straight to her.',
    '{name} prit la plus grande inspiration du monde et chanta la plus grande chanson de toutes, longue et forte, à travers tout l’océan. Alors, de très, très loin, une réponse arriva : « Ouuuh-oummm ! » De grandes baleines surgirent du bleu : la famille du baleineau ! « Maman ! » cria le petit, et il fila tout droit vers elle.',
  ),
];

export const SONG_ENDINGS: PlacedL[] = [
  step(
    '{ThatEvening}, all the whales sang together, the big ones, the little calf and {name}, and the whole ocean hummed along. {name} had learned that {lesson}. The end.',
    '{ThatEvening}, toutes les baleines chantèrent ensemble, les grandes, le petit baleineau et {name}, et l’océan entier fredonna avec elles. {name} avait appris que {lesson}. Fin.',
  ),
];

/** A bedtime book ends with a lullaby, everyone asleep in the quiet sea. */
export const SONG_BEDTIME_ENDINGS: PlacedL[] = [
  step(
    'Out in the quiet sea, the little calf snuggled up to Mum. {name} sang one last song, very soft and very low, and one by one, every whale fell asleep. Good night, {name}. The end.',
    'Dans la mer tranquille, le baleineau se blottit contre sa maman. {name} chanta une dernière chanson, toute douce et toute basse, et une à une, les baleines s’endormirent. Bonne nuit, {name}. Fin.',
  ),
];

export const SONG_LESSON = {
  en: 'a song sung with all your heart can reach farther than you think',
  fr: 'une chanson chantée de tout son cœur va plus loin qu’on ne le croit',
};
