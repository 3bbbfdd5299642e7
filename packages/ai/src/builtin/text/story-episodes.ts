import type { L } from './theme-types';

/**
 * The middle of a story: episodes of different kinds, each a template of two sentences. Slots:
 * {name} {place} {atPlace} {object} {aObject} {friend} {Friend} {other} {at}. {place} is the bare
 * name (“to {place}”, « jusqu’à {place} »); {atPlace} is the place's own “where” (“in the garden”,
 * « au phare »): never write “at {place}” or « à {place} ». Used without replacement, so a
 * 50-page book reads a new sentence on every page. French avoids agreeing words with the hero.
 */
const b = (en: string, fr: string): L => ({ en, fr });

export type Episode = 'search' | 'obstacle' | 'meet' | 'clue' | 'pause';

export const EPISODES: Record<Episode, L[]> = {
  search: [
    b(
      'First {name} went to {place}. {name} looked under every leaf and behind every stone.',
      'D’abord, {name} alla jusqu’à {place}. {name} regarda sous chaque feuille et derrière chaque pierre.',
    ),
    b(
      'Next came {place}. “Is {object} hiding here?” {name} wondered aloud.',
      'Ensuite, {name} passa par {place}. « Est-ce que {object} se cache ici ? » se demanda {name} à voix haute.',
    ),
    b(
      '{name} tiptoed across {place}, counting every step. Nothing there but a sleepy breeze.',
      '{name} traversa {place} sur la pointe des pieds, en comptant chaque pas. Rien, à part une brise endormie.',
    ),
    b(
      '{atPlace}, {name} searched high and low. No luck yet, but {name} did not give up.',
      '{atPlace}, {name} chercha en haut, en bas, partout. Pas encore de chance, mais {name} ne renonça pas.',
    ),
    b(
      'The path wound on to {place}. {name} peeked into a hole, then into a bush.',
      'Le chemin continuait jusqu’à {place}. {name} jeta un œil dans un trou, puis dans un buisson.',
    ),
    b(
      '{name} climbed up to {place} to see further. From up there, everything looked tiny.',
      '{name} grimpa jusqu’à {place} pour voir plus loin. De là-haut, tout paraissait minuscule.',
    ),
    b(
      'From {place}, {name} called out, “Hello? Has anyone seen {object}?” Only an echo answered.',
      'Depuis {place}, {name} appela : « Ohé ! Quelqu’un a vu {object} ? » Seul l’écho répondit.',
    ),
    b(
      '{name} hurried to {place}. Something shiny glinted there, but it was only a puddle.',
      '{name} se dépêcha jusqu’à {place}. Quelque chose brillait là-bas, mais ce n’était qu’une flaque.',
    ),
    b(
      '{atPlace}, {name} made a little map in the sand with one finger. “We have looked here, and here.”',
      '{atPlace}, {name} dessina une petite carte du bout du doigt. « On a cherché ici, et là. »',
    ),
    b(
      '{name} and {friend} split up {atPlace}. One went left, the other went right.',
      '{name} et {friend} se séparèrent {atPlace}. L’un partit à gauche, l’autre à droite.',
    ),
    b(
      'The search led on to {place}, where the grass grew taller than {name}’s ears.',
      'Les recherches menèrent jusqu’à {place}, où l’herbe poussait plus haut que les oreilles de {name}.',
    ),
    b(
      '{name} checked {place} twice, just in case. Still no sign of {object}.',
      '{name} fouilla {place} deux fois, au cas où. Toujours aucune trace de {object}.',
    ),
    b(
      '{name} looked all around {place}, slowly, from left to right. Not there, not yet.',
      '{name} fit lentement le tour de {place}, de gauche à droite. Pas là, pas encore.',
    ),
    b(
      '{atPlace}, {name} asked every shadow and every corner. None of them had seen {object}.',
      '{atPlace}, {name} interrogea chaque ombre et chaque recoin. Aucun n’avait vu {object}.',
    ),
    b(
      '{name} went back over {place} with fresh eyes. A new idea began to grow.',
      '{name} repassa par {place} avec un regard neuf. Une nouvelle idée commençait à germer.',
    ),
  ],
  obstacle: [
    b(
      '{atPlace}, a wide puddle blocked the way. {name} jumped, and landed with a big splash!',
      '{atPlace}, une grande flaque barrait le chemin. {name} sauta et atterrit avec un grand plouf !',
    ),
    b(
      'The wind blew hard {atPlace}. {name} held on tight and waited for it to calm down.',
      'Le vent soufflait fort {atPlace}. {name} s’accrocha bien et attendit qu’il se calme.',
    ),
    b(
      '{atPlace} the path split in two. Which way now? {name} closed both eyes and listened.',
      '{atPlace}, le chemin se séparait en deux. Par où aller ? {name} ferma les yeux et écouta.',
    ),
    b(
      'A fallen branch lay across {place}. {name} pushed and pulled until it rolled aside.',
      'Une branche tombée barrait {place}. {name} poussa et tira jusqu’à ce qu’elle roule sur le côté.',
    ),
    b(
      'Rain began to fall over {place}. {name} found shelter under a big leaf and waited.',
      'La pluie se mit à tomber sur {place}. {name} s’abrita sous une grande feuille et attendit.',
    ),
    b(
      'It was so dark {atPlace} that {name} could hardly see a thing. One step, then another.',
      'Il faisait si sombre {atPlace} que {name} n’y voyait presque rien. Un pas, puis un autre.',
    ),
    b(
      '{atPlace}, {name} slipped and tumbled down a slope. “I am fine!” came a laugh from the bottom.',
      '{atPlace}, {name} glissa et dégringola une pente. « Ça va ! » cria une voix rieuse en bas.',
    ),
    b(
      'The bridge {atPlace} wobbled and creaked. {name} took a deep breath and crossed it slowly.',
      'Le pont de {place} tanguait et grinçait. {name} inspira profondément et le traversa lentement.',
    ),
    b(
      '{Friend} got stuck {atPlace}. {name} pulled with all the strength there was, and out popped {friend}!',
      '{Friend} ne pouvait plus bouger {atPlace}. {name} tira de toutes ses forces, et hop, {friend} fut libre !',
    ),
    b(
      '{atPlace}, {name} felt tired and a little sad. {Friend} gave a warm hug, and the sadness shrank.',
      '{atPlace}, {name} avait le cœur un peu lourd. {Friend} fit un gros câlin, et la tristesse rapetissa.',
    ),
    b(
      'A tall gate stood closed {atPlace}. {name} found a gap just wide enough to squeeze through.',
      'Un grand portail fermait {place}. {name} trouva un passage juste assez large pour se faufiler.',
    ),
    b(
      '{atPlace}, a thick fog rolled in. {name} waited, and little by little the shapes came back.',
      '{atPlace}, un épais brouillard arriva. {name} attendit, et peu à peu les formes réapparurent.',
    ),
    b(
      'A steep climb waited {atPlace}. Halfway up, {name} wanted to stop, but kept going.',
      'Une montée raide attendait {atPlace}. À mi-chemin, {name} eut envie de s’arrêter, mais continua.',
    ),
  ],
  meet: [
    b(
      '{atPlace}, {name} met {other}. “Can I help?” asked {theOther} with a friendly smile.',
      '{atPlace}, {name} rencontra {other}. « Je peux aider ? » demanda {theOther} avec un sourire.',
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
      '{atPlace}, {other} partagea son goûter avec {name}. Le ventre plein, ils repartirent ensemble.',
    ),
    b(
      '{name} found {other} {atPlace}, looking for the way too. “Let’s look together,” said {name}.',
      '{name} trouva {other} {atPlace}, qui cherchait aussi son chemin. « Cherchons ensemble », proposa {name}.',
    ),
    b(
      '{Other} waved from {place}. “Follow me, I saw something this morning!”',
      '{Other} fit signe depuis {place}. « Suivez-moi, j’ai vu quelque chose ce matin ! »',
    ),
    b(
      '{atPlace}, {name} helped {other} carry a heavy basket. In return, {theOther} pointed the way.',
      '{atPlace}, {name} aida {other} à porter un lourd panier. En échange, {theOther} montra le chemin.',
    ),
  ],
  clue: [
    b(
      '{atPlace}, {name} spotted a clue: tiny tracks leading away. “This way!”',
      '{atPlace}, {name} repéra un indice : de petites traces qui s’éloignaient. « Par ici ! »',
    ),
    b(
      'Something glittered {atPlace}. It was not {object}, but it pointed the right way.',
      'Quelque chose scintillait {atPlace}. Ce n’était pas {object}, mais cela montrait la bonne direction.',
    ),
    b(
      '{Friend} sniffed the air {atPlace} and gave a happy hop. Someone had carried {object} this way!',
      '{Friend} renifla l’air {atPlace} et fit un petit bond joyeux. Quelqu’un avait emporté {object} par ici !',
    ),
    b(
      'A note was pinned {atPlace}: “Look where the sun goes to sleep.” {name} smiled.',
      'Un mot était accroché {atPlace} : « Cherche là où le soleil va dormir. » {name} sourit.',
    ),
    b(
      '{atPlace}, {name} remembered something important. “Last time, I was playing right over there…”',
      '{atPlace}, {name} se souvint de quelque chose d’important. « La dernière fois, je jouais juste là-bas… »',
    ),
    b(
      'From {place}, {name} could see a bright spot far away. Could it be {object}?',
      'Depuis {place}, {name} aperçut un point brillant au loin. Était-ce {object} ?',
    ),
    b(
      '{name} found a little ribbon {atPlace}. It was the same colour as {object}!',
      '{name} trouva un petit ruban {atPlace}. Il avait la même couleur que {object} !',
    ),
    b(
      '{atPlace}, a bird sang the same tune three times. {name} followed the song.',
      '{atPlace}, un oiseau chanta trois fois le même air. {name} suivit la chanson.',
    ),
    b(
      '{atPlace}, a small arrow was scratched on a stone. {name} turned to follow it.',
      '{atPlace}, une petite flèche était gravée sur une pierre. {name} se tourna pour la suivre.',
    ),
    b(
      'Someone {atPlace} had seen {object} go by. “That way, not long ago,” they said.',
      'Quelqu’un, {atPlace}, avait vu passer {object}. « Par là, il n’y a pas longtemps », lui dit-on.',
    ),
    b(
      '{atPlace}, {name} heard a faint jingle, then silence. It came from somewhere ahead.',
      '{atPlace}, {name} entendit un léger tintement, puis plus rien. Cela venait de plus loin.',
    ),
  ],
  pause: [
    b(
      '{name} sat down for a rest {atPlace}. The clouds drifted by like slow boats.',
      '{name} s’assit pour se reposer {atPlace}. Les nuages passaient comme de lents bateaux.',
    ),
    b(
      '{atPlace}, {name} and {friend} shared an apple. Crunch, crunch, and they were ready again.',
      '{atPlace}, {name} et {friend} partagèrent une pomme. Croc, croc, et les voilà repartis.',
    ),
    b(
      '{name} splashed some cool water on both cheeks {atPlace}. That felt much better.',
      '{atPlace}, {name} s’aspergea les joues d’eau fraîche. Cela faisait du bien.',
    ),
    b(
      '{atPlace}, {name} hummed a little song to feel brave. The song made the path feel shorter.',
      '{atPlace}, {name} fredonna une petite chanson pour se donner du courage. Le chemin parut plus court.',
    ),
    b(
      '{name} stopped {atPlace} to watch a butterfly dance. Then the search went on.',
      '{name} s’arrêta {atPlace} pour regarder danser un papillon. Puis les recherches reprirent.',
    ),
    b(
      '{atPlace}, {name} counted to ten and felt calm again. “We can do this,” {name} said.',
      '{atPlace}, {name} compta jusqu’à dix et se sentit plus calme. « On peut y arriver », dit {name}.',
    ),
    b(
      '{name} lay down {atPlace} and thought hard. Where would {object} go?',
      '{name} s’allongea {atPlace} et réfléchit très fort. Où irait {object} ?',
    ),
    b(
      'A kind wind cooled {place}. {name} stretched both arms wide and set off once more.',
      'Un vent doux rafraîchissait {place}. {name} s’étira de tout son long et repartit.',
    ),
    b(
      '{atPlace}, {name} sat on a big flat stone and caught a breath. Then it was time to go on.',
      '{atPlace}, {name} s’assit sur une grosse pierre plate pour reprendre son souffle. Puis il fut temps de repartir.',
    ),
    b(
      '{name} drank some water {atPlace} and listened to the quiet. Even the search could wait a minute.',
      '{name} but un peu d’eau {atPlace} et écouta le silence. Les recherches pouvaient bien attendre une minute.',
    ),
    b(
      '{atPlace}, {name} watched the sky change colour. “Just one more place to try,” {name} whispered.',
      '{atPlace}, {name} regarda le ciel changer de couleur. « Encore un endroit à essayer », murmura {name}.',
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
