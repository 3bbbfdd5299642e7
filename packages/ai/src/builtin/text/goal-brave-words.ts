import type { Language } from '@bookloom/core';
import type { PlacedL } from './story-place-fit';

/**
 * A fear to overcome (idea/read-goal-brave.ts), in place of a quest: the fear said, small brave
 * tries that differ, encouragement, the brave moment. Slots as in story-episodes.ts, and {fear}
 * (“the dark”, « le noir »), {Fear}, {deFear} (« du noir », after « peur »), {feeling} (“afraid of”,
 * “nervous about”). French avoids words that agree with the hero (« courageux »).
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });
const OUTDOORS = ['nature', 'town', 'snow', 'shore'] as const;

/** "Spiders were still there", « Les araignées étaient toujours là »: the verb agrees with the fear. */
export const fearWas = (fear: string, lang: Language) => {
  const plural = lang === 'fr' ? /^(les|des|ces)\s/i.test(fear) : /[^s]s$/i.test(fear.trim());
  return plural ? (lang === 'fr' ? 'étaient' : 'were') : lang === 'fr' ? 'était' : 'was';
};

export const BRAVE_PROBLEMS: PlacedL[] = [
  b(
    '{name} was {feeling} {fear}. Just thinking about it made {name}’s knees wobble.',
    '{name} avait peur {deFear}. Rien que d’y penser, les genoux de {name} tremblaient.',
  ),
  b(
    'There was one thing {name} did not like at all: {fear}. “I wish I had more courage,” {name} whispered.',
    'Il y avait une chose que {name} n’aimait pas du tout : {fear}. « J’aimerais tant avoir plus de courage », murmura {name}.',
  ),
];

export const BRAVE_TURNS: PlacedL[] = [
  b(
    '{name} took a deep breath and faced {fear}. And guess what? It was not so scary after all!',
    '{name} prit une grande inspiration et affronta {fear}. Et devine quoi ? Ce n’était pas si terrible, finalement !',
  ),
  b(
    '“I can do it,” said {name}, and did it. {Fear} {fearWas} still there, but {name} had found a big brave heart.',
    '« Je peux le faire », dit {name}, et {name} le fit. {Fear} {fearWas} toujours là, mais {name} avait trouvé un grand cœur vaillant.',
  ),
];

/** Small brave tries, each a little different (in place of the quest's search). */
export const BRAVE_TRIES: PlacedL[] = [
  b(
    '{atPlace}, {name} tried to be brave, just for one minute. Then for one minute more.',
    '{atPlace}, {name} essaya d’avoir du courage, juste une minute. Puis encore une minute.',
  ),
  b(
    '{atPlace}, {name} took one tiny step towards {fear}, then stepped back. That was enough for now.',
    '{atPlace}, {name} fit un tout petit pas vers {fear}, puis recula. C’était déjà bien pour cette fois.',
  ),
  b(
    '{atPlace}, {name} peeked at {fear} through both fingers. Hmm, maybe it was not that big.',
    '{atPlace}, {name} regarda {fear} entre ses doigts. Hum, ce n’était peut-être pas si grand.',
  ),
  b(
    '{name} practised being brave {atPlace}: chin up, shoulders back, a big breath in.',
    '{atPlace}, {name} s’entraîna à avoir du courage : le menton haut, les épaules droites, une grande inspiration.',
  ),
  b(
    '{atPlace}, {name} said “I am brave” three times, a little louder each time.',
    '{atPlace}, {name} dit trois fois « J’ai du courage », un peu plus fort à chaque fois.',
  ),
  b(
    '{atPlace}, {name} drew {fear} on a scrap of paper and gave it a funny hat. It looked much less scary now.',
    '{atPlace}, {name} dessina {fear} sur un bout de papier, avec un chapeau rigolo. Cela faisait beaucoup moins peur.',
  ),
  b(
    '{name} counted slowly to five {atPlace}, and the wobbly feeling grew a little smaller.',
    '{atPlace}, {name} compta lentement jusqu’à cinq, et la peur rapetissa un peu.',
  ),
  b(
    '{atPlace}, trying did not work at first: {name} ran straight back. “Next time,” {name} said.',
    '{atPlace}, ça ne marcha pas tout de suite : {name} fit vite demi-tour. « La prochaine fois », dit {name}.',
  ),
  b(
    '{atPlace}, trying again half worked. {name} stayed a little longer, and nothing bad happened.',
    '{atPlace}, réessayer marcha à moitié. {name} resta un peu plus longtemps, et rien de grave n’arriva.',
  ),
];

/** Encouragement and new thoughts about the fear (in place of the quest's clues). */
export const BRAVE_CHEERS: PlacedL[] = [
  b(
    '{atPlace}, {name} asked {other}, “Are you ever scared?” “Oh, often,” said {theOther}. “Brave is scared, and trying anyway.”',
    '{atPlace}, {name} demanda à {other} : « Tu as peur, parfois ? » « Oh, souvent ! » répondit une voix douce. « Le courage, c’est avoir peur et essayer quand même. »',
  ),
  b(
    '{Friend} held {name}’s hand {atPlace}. “We will do it together, one step at a time.”',
    '{atPlace}, {friend} prit la main de {name}. « On va y arriver ensemble, pas à pas. »',
  ),
  b(
    '{atPlace}, {name} remembered being brave once before. “I did it then. I can do it again.”',
    '{atPlace}, {name} se souvint d’une autre fois où tout s’était bien passé. « J’ai réussi, ce jour-là. Je peux recommencer. »',
  ),
  b(
    '{atPlace}, {name} learned something new about {fear}: it was not out to get anyone.',
    '{atPlace}, {name} découvrit quelque chose de nouveau : {fear}, ce n’était pas si méchant.',
  ),
  b(
    '{atPlace}, a little bird hopped closer and closer to {name}, bold as anything. {name} watched, and smiled.',
    '{atPlace}, un petit oiseau sautillait de plus en plus près de {name}, sans aucune crainte. {name} le regarda en souriant.',
    { fits: OUTDOORS },
  ),
  b(
    '{atPlace}, {name} made a brave plan: a little closer every day.',
    '{atPlace}, {name} fit un plan plein de courage : un peu plus près chaque jour.',
  ),
  b(
    '{atPlace}, {name} sang a brave little song. The words were silly, and the fear laughed too.',
    '{atPlace}, {name} chanta une petite chanson pour se donner du courage. Les paroles étaient si drôles que la peur en rit aussi.',
  ),
];

/** Cannot fall asleep: a bedtime arc. The turn is falling asleep. */
export const SLEEP_PROBLEMS: PlacedL[] = [
  b(
    'But {name} could not fall asleep. {name} tossed and turned, and turned and tossed.',
    'Mais {name} n’arrivait pas à s’endormir. {name} se tournait et se retournait dans tous les sens.',
  ),
];
export const SLEEP_MORE_TRIES: PlacedL[] = [
  b(
    '{atPlace}, {name} tried lying on one side, then the other, then flat like a starfish.',
    '{atPlace}, {name} essaya sur un côté, puis sur l’autre, puis à plat, bras et jambes bien écartés.',
  ),
  b(
    '{atPlace}, {name} whispered a story to the teddy bear, very quietly, so as not to wake it.',
    '{atPlace}, {name} chuchota une histoire à son nounours, tout bas, pour ne pas le réveiller.',
  ),
  b(
    '{atPlace}, {name} pulled the blanket up to the chin. Cosy, but still not sleepy.',
    '{atPlace}, {name} remonta la couverture jusqu’au menton. Bien au chaud, mais toujours pas sommeil.',
  ),
  b(
    '{atPlace}, {name} listened to the clock: tick, tock, tick, tock. Slower and slower.',
    '{atPlace}, {name} écouta l’horloge : tic, tac, tic, tac. De plus en plus lentement.',
  ),
  b(
    '{atPlace}, {name} made up a dream to have: a cloud to bounce on, as soft as a marshmallow.',
    '{atPlace}, {name} inventa un rêve à faire : un nuage où rebondir, aussi doux qu’une guimauve.',
  ),
  b(
    '{atPlace}, {name} peeked at the night light. Its warm glow made the room feel small and safe.',
    '{atPlace}, {name} regarda la veilleuse. Sa douce lumière rendait la chambre petite et rassurante.',
  ),
];
export const SLEEP_TURNS: PlacedL[] = [
  b(
    'At last {name}’s eyes grew heavy. One slow blink, two slow blinks… and {name} was fast asleep.',
    'Enfin, les paupières de {name} devinrent lourdes. Un clignement, puis deux… et {name} dormait à poings fermés.',
  ),
];
export const SLEEP_TRIES: PlacedL[] = [
  b(
    '{atPlace}, {name} counted sheep: one, two, three… forty-two. Still wide awake.',
    '{atPlace}, {name} compta les moutons : un, deux, trois… quarante-deux. Toujours les yeux grands ouverts.',
  ),
  b(
    '{atPlace}, {name} had a sip of warm milk. Mmm. A little sleepier, but not quite.',
    '{atPlace}, {name} but un peu de lait tiède. Mmm. Un peu plus de sommeil, mais pas encore.',
  ),
  b(
    '{atPlace}, {name} listened to the quiet, breathing in slowly and out slowly.',
    '{atPlace}, {name} écouta le silence, en respirant lentement, tout doucement.',
  ),
  b(
    '{atPlace}, {name} fluffed the pillow once, twice, three times. Now it was just right.',
    '{atPlace}, {name} tapota l’oreiller une fois, deux fois, trois fois. Voilà, il était parfait.',
  ),
  b(
    '{atPlace}, {name} yawned a tiny yawn. Then a bigger one.',
    '{atPlace}, {name} bâilla un tout petit peu. Puis un peu plus.',
  ),
];

/** What keeps a child awake, each answered (in place of a journey's obstacles). */
export const SLEEP_NOISES: PlacedL[] = [
  b(
    '{atPlace}, the floor went creak. “It is only the house stretching,” {name} decided.',
    '{atPlace}, le plancher fit crac. « C’est juste la maison qui s’étire », se dit {name}.',
  ),
  b(
    'The moon shone so bright through the window that {name} pulled the curtain halfway. Much better.',
    'La lune brillait si fort par la fenêtre que {name} tira le rideau à moitié. C’était bien mieux.',
    // The moon is seen: not behind the rain, snow, fog or storm clouds drawn instead (story-sky-fit.ts).
    { clear: true },
  ),
  b(
    'Drip, drip went a tap {atPlace}. {name} tiptoed over and turned it tight.',
    'Plic, ploc, faisait un robinet {atPlace}. {name} y alla sur la pointe des pieds et le ferma bien.',
  ),
  b(
    '{atPlace}, a shadow on the wall looked like a giant. {name} waved, and it was only a coat.',
    '{atPlace}, une ombre sur le mur ressemblait à un géant. {name} fit coucou : ce n’était qu’un manteau.',
  ),
  b(
    '{atPlace}, {name}’s tummy gave a little rumble. A glass of water, and it settled down.',
    '{atPlace}, le ventre de {name} gargouilla un peu. Un verre d’eau, et tout se calma.',
  ),
];

/** Calm words and comfort at bedtime (in place of the encouragement of a fear). */
export const SLEEP_CALM: PlacedL[] = [
  b(
    '{atPlace}, {name} thought of the nicest thing of the day, and smiled in the dark.',
    '{atPlace}, {name} pensa au plus joli moment de la journée, et sourit dans le noir.',
  ),
  b(
    '{Friend} snuggled up close {atPlace}. It was warm and soft and quiet.',
    '{atPlace}, {friend} vint se blottir tout contre {name}. C’était chaud, doux et calme.',
  ),
  b(
    '{atPlace}, a sleepy tune came from the next room, very soft, very slow.',
    '{atPlace}, un air tout doux arrivait de la pièce d’à côté, très lentement.',
  ),
  b(
    '{atPlace}, {name} pictured a boat rocking on a calm sea, back and forth, back and forth.',
    '{atPlace}, {name} imagina un bateau bercé sur une mer calme, d’avant en arrière, d’avant en arrière.',
  ),
  b(
    '{atPlace}, {name} said good night to each toy, one by one.',
    '{atPlace}, {name} dit bonne nuit à chaque jouet, un par un.',
  ),
  b(
    '{atPlace}, {name} wriggled each toe, then each finger, until all of them felt heavy and warm.',
    '{atPlace}, {name} remua chaque orteil, puis chaque doigt, jusqu’à ce que tout devienne lourd et chaud.',
  ),
];
