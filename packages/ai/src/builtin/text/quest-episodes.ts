import { ABSENT, AIR, b } from './episode-template';
import { HIGH } from './place-episode-words';
import { allBut, GREEN, type PlacedL, WEATHER } from './story-place-fit';
import { STARRY, UNTIL_DUSK } from './story-sky-fit';
import { FARAWAY } from './voyage-quest';

/**
 * The quest's own episodes: looking for the key object and the clues that point to it. A story goal
 * (decision 0036) replaces these two kinds with its own pools; the other kinds stay.
 */
export const SEARCH_EPISODES: PlacedL[] = [
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
    '{name} checked every nook of {place}, just in case. Still no sign of {object}.',
    '{name} fouilla chaque recoin de {place}, au cas où. Toujours aucune trace de {object}.',
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
    '{atPlace}, {name} stopped and looked with fresh eyes. A new idea began to grow.',
    '{atPlace}, {name} s’arrêta et regarda d’un œil neuf. Une nouvelle idée commençait à germer.',
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
];

export const CLUE_EPISODES: PlacedL[] = [
  b(
    '{atPlace}, {name} spotted a clue: {tracksAway}. “This way!”',
    '{atPlace}, {name} repéra un indice : {tracksAway}. « Par ici ! »',
    { fits: [...allBut('sky'), 'cave'] },
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
    { unlessPlace: FARAWAY },
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
    { fits: [...allBut('indoor', 'sky', 'town'), 'cave'] },
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
];
