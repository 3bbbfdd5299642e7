import { CROSSING, HIGH, SLOPED } from './place-episode-words';
import { SNOW_OBSTACLES } from './place-episodes';
import {
  allBut,
  type Fits,
  GREEN,
  GROUND,
  type ObjectPresence,
  type PlacedL,
  WEATHER,
} from './story-place-fit';
import { DAYLIGHT, type SkyFit, STARRY, UNTIL_DUSK } from './story-sky-fit';

/**
 * The middle of a story: episodes of different kinds, each a template of two sentences. Slots:
 * {name} {place} {atPlace} {object} {aObject} {friend} {Friend} {other} {at}, and how the hero moves
 * there ({tiptoed} {climbedUp} {quietly} {everyStep} {OneStep}: place-moves.ts), and what a
 * rest, a map or tracks are there ({restOnStone} {drewMap} {tracksAway}: place-episode-words.ts). {place} is the bare
 * name (“to {place}”, « jusqu’à {place} »); {atPlace} is the place's own “where” (“in the garden”,
 * « au phare »): never write “at {place}” or « à {place} ». Used without replacement, so a
 * 50-page book reads a new sentence on every page. French avoids agreeing words with the hero;
 * words said to the hero are `{tu|vous}` pairs (address-number.ts): one child, or the hero and the friend.
 * Each template declares the place families it fits (story-place-fit.ts): no branch on a reef; one
 * whose words see the sun or the stars, or take day or night for granted, the lights and sky it fits
 * (story-sky-fit.ts): no sun going to sleep at night, no stars under rain; one where the key object
 * is carried, that it `holds` it (no star carried off).
 */
const b = (en: string, fr: string, fit: Fits & ObjectPresence & SkyFit = {}): PlacedL => ({ en, fr, ...fit });
/** The object is named but not there: searched for, asked about, only a clue of it. */
const ABSENT = { absent: true } as const;
/** Open air on Earth (no sea, no space): smells, snacks, water to drink. */
const AIR = allBut('sea', 'space');

export type Episode = 'search' | 'obstacle' | 'meet' | 'clue' | 'pause';

export const EPISODES: Record<Episode, PlacedL[]> = {
  search: [
    b(
      'First {name} went to {place}. {name} looked under every leaf and behind every stone.',
      'D’abord, {name} alla jusqu’à {place}. {name} regarda sous chaque feuille et derrière chaque pierre.',
      { fits: GREEN },
    ),
    b(
      'Next came {place}. “Is {object} hiding here?” {name} wondered aloud.',
      'Ensuite, {name} passa par {place}. « Est-ce que {object} se cache ici ? » se demanda {name} à voix haute.',
      ABSENT,
    ),
    b(
      '{name} {tiptoed} across {place}, counting {everyStep}. Nothing there but a sleepy breeze.',
      '{name} traversa {place} {quietly}, en comptant {everyStep}. Rien, à part une brise endormie.',
      { fits: WEATHER },
    ),
    b(
      '{atPlace}, {name} searched high and low. No luck yet, but {name} did not give up.',
      '{atPlace}, {name} chercha en haut, en bas, partout. Pas encore de chance, mais {name} ne renonça pas.',
    ),
    b(
      'The path wound on to {place}. {name} peeked into a hole, then into a bush.',
      'Le chemin continuait jusqu’à {place}. {name} jeta un œil dans un trou, puis dans un buisson.',
      { fits: GREEN },
    ),
    b(
      '{name} {climbedUp} to {place} to see further. From up there, everything looked tiny.',
      '{name} {climbedUp} jusqu’à {place} pour voir plus loin. De là-haut, tout paraissait minuscule.',
      { fits: WEATHER, onlyPlace: HIGH },
    ),
    b(
      'From {place}, {name} called out, “Hello? Has anyone seen {object}?” Only an echo answered.',
      'Depuis {place}, {name} appela : « Ohé ! Quelqu’un a vu {object} ? » Seul l’écho répondit.',
      ABSENT,
    ),
    b(
      '{name} hurried to {place}. Something shiny glinted there, but it was only a puddle.',
      '{name} se dépêcha jusqu’à {place}. Quelque chose brillait là-bas, mais ce n’était qu’une flaque.',
      { fits: ['nature', 'town', 'shore'] },
    ),
    b(
      '{atPlace}, {name} {drewMap}. “We have looked here, and here.”',
      '{atPlace}, {name} {drewMap}. « On a cherché ici, et là. »',
    ),
    b(
      '{name} and {friend} split up {atPlace}. One went left, the other went right.',
      '{name} et {friend} se séparèrent {atPlace}. {LunF} partit à gauche, l’autre à droite.',
    ),
    b(
      'The search led on to {place}, where the grass grew taller than {name}’s ears.',
      'Les recherches menèrent jusqu’à {place}, où l’herbe poussait plus haut que les oreilles de {name}.',
      { fits: GREEN },
    ),
    b(
      '{name} checked {place} twice, just in case. Still no sign of {object}.',
      '{name} fouilla {place} deux fois, au cas où. Toujours aucune trace de {object}.',
      ABSENT,
    ),
    b(
      '{name} looked all around {place}, slowly, from left to right. Not there, not yet.',
      '{name} fit lentement le tour de {place}, de gauche à droite. Pas là, pas encore.',
    ),
    b(
      '{atPlace}, {name} asked every shadow and every corner. None of them had seen {object}.',
      '{atPlace}, {name} interrogea chaque ombre et chaque recoin. Aucun n’avait vu {object}.',
      ABSENT,
    ),
    b(
      '{name} went back over {place} with fresh eyes. A new idea began to grow.',
      '{name} repassa par {place} avec un regard neuf. Une nouvelle idée commençait à germer.',
    ),
    // Under the sea and in space, where leaves, bushes and puddles have no place.
    b(
      '{name} swam all around {place}, peeking into every crack. Only little fish peeked back.',
      '{name} nagea tout autour de {place} en regardant dans chaque fente. Seuls de petits poissons regardaient en retour.',
      { fits: ['sea'] },
    ),
    b(
      '{name} floated slowly over {place}, shining a torch into every shadow.',
      '{name} survola lentement {place} en éclairant chaque ombre avec une lampe.',
      { fits: ['space'] },
    ),
  ],
  obstacle: [
    b(
      '{atPlace}, a wide puddle blocked the way. {name} jumped, and landed with a big splash!',
      '{atPlace}, une grande flaque barrait le chemin. {name} sauta et atterrit avec un grand plouf !',
      { fits: ['nature', 'town', 'shore'] },
    ),
    b(
      'The wind blew hard {atPlace}. {name} held on tight and waited for it to calm down.',
      'Le vent soufflait fort {atPlace}. {name} s’accrocha bien et attendit qu’il se calme.',
      { fits: WEATHER },
    ),
    b(
      '{atPlace} the path split in two. Which way now? {name} closed both eyes and listened.',
      '{atPlace}, le chemin se séparait en deux. Par où aller ? {name} ferma les yeux et écouta.',
      { fits: ['nature', 'snow'], onlyPlace: SLOPED },
    ),
    b(
      'A fallen branch lay across {place}. {name} pushed and pulled until it rolled aside.',
      'Une branche tombée barrait {place}. {name} poussa et tira jusqu’à ce qu’elle roule sur le côté.',
      { fits: GREEN },
    ),
    b(
      'Rain began to fall over {place}. {name} found shelter under a big leaf and waited.',
      'La pluie se mit à tomber sur {place}. {name} s’abrita sous une grande feuille et attendit.',
      { fits: GREEN },
    ),
    b(
      'It was so dark {atPlace} that {name} could hardly see a thing. {OneStep}',
      'Il faisait si sombre {atPlace} que {name} n’y voyait presque rien. {OneStep}',
      { fits: ['indoor', 'sea', 'space', 'nature'] },
    ),
    b(
      '{atPlace}, {name} slipped and tumbled down a slope. “I am fine!” came a laugh from the bottom.',
      '{atPlace}, {name} glissa et dégringola une pente. « Ça va ! » cria une voix rieuse en bas.',
      { fits: ['nature', 'snow', 'space'], onlyPlace: SLOPED },
    ),
    b(
      '{atPlace}, a little rope bridge wobbled and creaked. {name} took a deep breath and crossed it slowly.',
      '{atPlace}, un petit pont de corde tanguait et grinçait. {name} inspira profondément et le traversa lentement.',
      { fits: ['nature', 'snow'], unlessPlace: /bridge/, onlyPlace: CROSSING },
    ),
    // Caught in brambles, where brambles grow (« Zoé ne pouvait plus bouger » in a classroom read oddly).
    b(
      'Brambles caught {friend} {atPlace}. {name} tugged gently, and out popped {friend}!',
      '{atPlace}, les ronces retenaient {friend}. {name} tira doucement, et hop, {friend} fut libre !',
      { fits: ['nature'] },
    ),
    b(
      '{atPlace}, {name} felt tired and a little sad. {Friend} gave a warm hug, and the sadness shrank.',
      '{atPlace}, {name} avait le cœur un peu lourd. {Friend} fit un gros câlin, et la tristesse rapetissa.',
    ),
    b(
      'A tall gate stood closed {atPlace}. {name} found a gap just wide enough to squeeze through.',
      'Un grand portail fermait {place}. {name} trouva un passage juste assez large pour se faufiler.',
      { fits: ['town', 'indoor', 'nature'] },
    ),
    b(
      '{atPlace}, a thick fog rolled in. {name} waited, and little by little the shapes came back.',
      '{atPlace}, un épais brouillard arriva. {name} attendit, et peu à peu les formes réapparurent.',
      { fits: WEATHER },
    ),
    b(
      'A steep climb waited {atPlace}. Halfway up, {name} wanted to stop, but kept going.',
      'Une montée raide attendait {atPlace}. À mi-chemin, {name} eut envie de s’arrêter, mais continua.',
      { fits: GROUND, onlyPlace: SLOPED },
    ),
    b(
      '{atPlace}, a strong current pulled {name} backwards. Swim, swim, swim, until the water let go.',
      '{atPlace}, un fort courant tirait {name} en arrière. Il fallut nager, nager encore, jusqu’à ce que l’eau lâche prise.',
      { fits: ['sea'] },
    ),
    b(
      'A crowd of jellyfish drifted {atPlace}. {name} stayed very still until they had floated by.',
      'Un banc de méduses dérivait {atPlace}. {name} resta immobile jusqu’à ce qu’elles soient passées.',
      { fits: ['sea'] },
    ),
    b(
      '{atPlace}, a shower of tiny space rocks whizzed past. {name} ducked behind a big boulder until it was over.',
      '{atPlace}, une nuée de petits cailloux de l’espace fila tout près. {name} se cacha derrière un gros rocher en attendant la fin.',
      { fits: ['space'] },
    ),
    b(
      'There was so little gravity {atPlace} that {name} floated up, up, up. Holding on to a rock, {name} came gently back down.',
      'Il y avait si peu de gravité {atPlace} que {name} s’envola doucement. En s’accrochant à un rocher, {name} revint au sol.',
      { fits: ['space'] },
    ),
    b(
      '{atPlace}, a tall pile of boxes blocked the way. {name} moved them one by one.',
      '{atPlace}, une grande pile de cartons barrait le passage. {name} les déplaça un par un.',
      { fits: ['indoor', 'town'] },
    ),
    b(
      '{atPlace}, the colours began to fade. {name} waited, and little by little they glowed again.',
      '{atPlace}, les couleurs se mirent à pâlir. {name} attendit, et peu à peu elles brillèrent de nouveau.',
      { fits: ['sky'] },
    ),
    ...SNOW_OBSTACLES,
  ],
  meet: [
    b(
      '{atPlace}, {name} met {other}. “Can I help?” asked {theOther}, smiling.',
      '{atPlace}, {name} rencontra {other}. « Je peux aider ? » demanda {theOther} en souriant.',
    ),
    b(
      'Just then {other} came along {place}. “I know every corner of this place,” said the newcomer.',
      'Juste à ce moment, {other} arriva près de {place}. « Je connais chaque recoin d’ici », dit une voix amicale.',
    ),
    b(
      '{Other} was resting {atPlace}. {name} said hello and told the whole story.',
      '{Other} se reposait {atPlace}. {name} dit bonjour et raconta toute l’histoire.',
    ),
    b(
      'Near {place}, {name} heard a small voice. It was {other}, who wanted to join the search.',
      'Près de {place}, {name} entendit une petite voix. C’était {other}, qui voulait aider à chercher.',
    ),
    b(
      '{atPlace}, {other} shared a snack with {name}. Full and happy, the two set off together.',
      '{atPlace}, {other} partagea son goûter avec {name}. Le ventre plein, {ilsO} repartirent ensemble.',
      { fits: allBut('sea') },
    ),
    b(
      '{name} found {other} {atPlace}, looking for the way too. “Let’s look together,” said {name}.',
      '{name} trouva {other} {atPlace}, qui cherchait aussi son chemin. « Cherchons ensemble », proposa {name}.',
    ),
    b(
      // Said in any story, not only a search: a shortcut, not "something I saw this morning".
      '{Other} waved from {place}. “Follow me, I know a shortcut!”',
      '{Other} fit signe depuis {place}. « {Suis|Suivez}-moi, je connais un raccourci ! »',
    ),
    b(
      '{atPlace}, {name} helped {other} carry a heavy basket. In return, {theOther} pointed the way.',
      '{atPlace}, {name} aida {other} à porter un lourd panier. En échange, {theOther} montra le chemin.',
      { fits: allBut('sea') },
    ),
  ],
  clue: [
    b(
      '{atPlace}, {name} spotted a clue: {tracksAway}. “This way!”',
      '{atPlace}, {name} repéra un indice : {tracksAway}. « Par ici ! »',
      { fits: allBut('sky') },
    ),
    b(
      'Something glittered {atPlace}. It was not {object}, but it pointed the right way.',
      'Quelque chose scintillait {atPlace}. Ce n’était pas {object}, mais cela montrait la bonne direction.',
      ABSENT,
    ),
    b(
      '{Friend} sniffed the air {atPlace} and gave a happy hop. Someone had carried {object} this way!',
      '{Friend} renifla l’air {atPlace} et fit un petit bond joyeux. Quelqu’un avait emporté {object} par ici !',
      { fits: AIR, ...ABSENT, holds: true },
    ),
    b(
      'A note was pinned {atPlace}: “Look where the sun goes to sleep.” {name} smiled.',
      'Un mot était accroché {atPlace} : « {Cherche|Cherchez} là où le soleil va dormir. » {name} sourit.',
      { fits: ['nature', 'town', 'snow', 'shore'], lights: UNTIL_DUSK, clear: true },
    ),
    // The same note after dark.
    b(
      'A note was pinned {atPlace}: “Follow the brightest star.” {name} looked up and smiled.',
      'Un mot était accroché {atPlace} : « {Suis|Suivez} l’étoile la plus brillante. » {name} leva les yeux et sourit.',
      { fits: ['nature', 'town', 'snow', 'shore'], lights: STARRY, clear: true },
    ),
    b(
      '{atPlace}, {name} remembered something important. “Last time, I was playing right over there…”',
      '{atPlace}, {name} se souvint de quelque chose d’important. « La dernière fois, je jouais juste là-bas… »',
    ),
    b(
      'From {place}, {name} could see a bright spot far away. Could it be {object}?',
      'Depuis {place}, {name} aperçut un point brillant au loin. Était-ce {object} ?',
      ABSENT,
    ),
    b(
      '{name} found a little ribbon {atPlace}. It was the same colour as {object}!',
      '{name} trouva un petit ruban {atPlace}. Il avait la même couleur que {object} !',
      ABSENT,
    ),
    b(
      '{atPlace}, a bird sang the same tune three times. {name} followed the song.',
      '{atPlace}, un oiseau chanta trois fois le même air. {name} suivit la chanson.',
      { fits: WEATHER },
    ),
    b(
      '{atPlace}, a small arrow was scratched on a stone. {name} turned to follow it.',
      '{atPlace}, une petite flèche était gravée sur une pierre. {name} se tourna pour la suivre.',
      { fits: allBut('indoor', 'sky', 'town') },
    ),
    b(
      'Someone {atPlace} had seen {object} go by. “That way, not long ago,” they said.',
      'Quelqu’un, {atPlace}, avait vu passer {object}. « Par là, il n’y a pas longtemps », {lui|leur} dit-on.',
      ABSENT,
    ),
    b(
      '{atPlace}, {name} heard a faint jingle, then silence. It came from somewhere ahead.',
      '{atPlace}, {name} entendit un léger tintement, puis plus rien. Cela venait de plus loin.',
    ),
    b(
      '{atPlace}, a trail of tiny bubbles rose from behind a rock. {name} swam over to look.',
      '{atPlace}, un chapelet de petites bulles montait derrière un rocher. {name} nagea jusque-là pour voir.',
      { fits: ['sea'] },
    ),
    b(
      '{atPlace}, a little light blinked three times. {name} floated towards it.',
      '{atPlace}, une petite lumière clignota trois fois. {name} flotta dans sa direction.',
      { fits: ['space'] },
    ),
  ],
  pause: [
    b(
      '{name} sat down for a rest {atPlace}. The clouds drifted by like slow boats.',
      '{name} s’assit pour se reposer {atPlace}. Les nuages passaient comme de lents bateaux.',
      { fits: WEATHER, lights: UNTIL_DUSK },
    ),
    // The same rest after dark, under any sky.
    b(
      '{name} sat down for a rest {atPlace} and listened to the night. Somewhere, an owl hooted softly.',
      '{name} s’assit pour se reposer {atPlace} et écouta la nuit. Quelque part, une chouette hulula doucement.',
      { fits: ['nature', 'town', 'snow', 'shore'], lights: STARRY },
    ),
    b(
      '{atPlace}, {name} and {friend} shared an apple. Crunch, crunch, and they were ready again.',
      '{atPlace}, {name} et {friend} partagèrent une pomme. Croc, croc, et les voilà reparti{sF}.',
      { fits: AIR },
    ),
    b(
      '{name} splashed some cool water on both cheeks {atPlace}. That felt much better.',
      '{atPlace}, {name} s’aspergea les joues d’eau fraîche. Cela faisait du bien.',
      { fits: allBut('sea', 'space', 'sky') },
    ),
    b(
      '{atPlace}, {name} hummed a little song to feel brave. The song made the way feel shorter.',
      '{atPlace}, {name} fredonna une petite chanson pour se donner du courage. Le trajet parut plus court.',
    ),
    b(
      '{name} stopped {atPlace} to watch a butterfly dance. Then the search went on.',
      '{name} s’arrêta {atPlace} pour regarder danser un papillon. Puis les recherches reprirent.',
      { fits: ['nature', 'town'], lights: DAYLIGHT },
    ),
    b(
      '{atPlace}, {name} counted to ten and felt calm again. “We can do this,” {name} said.',
      '{atPlace}, {name} compta jusqu’à dix et se sentit plus calme. « On peut y arriver », dit {name}.',
    ),
    b(
      '{name} lay down {atPlace} and thought hard. Where would {object} go?',
      '{name} s’allongea {atPlace} et réfléchit très fort. Où irait {object} ?',
      ABSENT,
    ),
    b(
      'A kind wind cooled {place}. {name} stretched both arms wide and set off once more.',
      'Un vent doux rafraîchissait {place}. {name} s’étira de tout son long et repartit.',
      { fits: WEATHER },
    ),
    b(
      '{atPlace}, {name} {restOnStone}. Then it was time to go on.',
      '{atPlace}, {name} {restOnStone}. Puis il fut temps de repartir.',
      { fits: allBut('indoor', 'sky', 'town') },
    ),
    b(
      '{name} drank some water {atPlace} and listened to the quiet. Even the search could wait a minute.',
      '{name} but un peu d’eau {atPlace} et écouta le silence. Les recherches pouvaient bien attendre une minute.',
      { fits: allBut('sea', 'space') },
    ),
    b(
      '{atPlace}, {name} watched the sky change colour. “Just one more place to try,” {name} whispered.',
      '{atPlace}, {name} regarda le ciel changer de couleur. « Encore un endroit à essayer », murmura {name}.',
      { fits: allBut('sea', 'indoor'), lights: UNTIL_DUSK, clear: true },
    ),
    // Under a clear night sky.
    b(
      '{atPlace}, {name} lay back and counted the stars: one, two, three… Counting made {name} feel brave again.',
      '{atPlace}, {name} s’allongea et compta les étoiles : une, deux, trois… Compter redonnait du courage à {name}.',
      { fits: allBut('sea', 'indoor', 'space'), lights: STARRY, clear: true },
    ),
    b(
      '{name} floated quietly {atPlace} and watched the little fish go by. Then it was time to swim on.',
      '{name} flotta sans bruit {atPlace} en regardant passer les petits poissons. Puis il fut temps de repartir à la nage.',
      { fits: ['sea'] },
    ),
    b(
      '{atPlace}, {name} looked back at the blue Earth, so small and round. Then {name} set off again.',
      '{atPlace}, {name} regarda la Terre bleue, toute petite et toute ronde. Puis {name} repartit.',
      { fits: ['space'] },
    ),
  ],
};

/** Which episodes follow each other: varied, with a meeting every few pages. */
export const EPISODE_ORDER: Episode[] = [
  'search',
  'obstacle',
  'meet',
  'clue',
  'search',
  'pause',
  'obstacle',
  'clue',
];
