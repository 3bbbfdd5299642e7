import type { PlacedL } from './story-place-fit';
import { step } from './task-step';
import type { L } from './theme-types';

/**
 * The Lunar (Chinese) New Year (goal-festival.ts), in order: the house swept to send the old year
 * out, red decorations and lanterns at the door and the window, red envelopes from the grandparents
 * and dumplings folded together, the lion and the dragon dancing in the street; the fireworks at
 * midnight at the turn. Each template is told once.
 */
const b = step;

export const LUNAR_OPENINGS: L[] = [
  {
    en: 'This is {name}. The New Year, the Spring Festival, was only a few days away, and {name}’s whole family was busy getting ready!',
    fr: 'Voici {name}. Le Nouvel An, la fête du Printemps, n’était plus qu’à quelques jours, et toute la famille de {name} s’activait pour être prête !',
  },
];

export const LUNAR_PROBLEMS: PlacedL[] = [
  b(
    '“Before the New Year comes, we sweep the old year out of the house,” said Mum, “so there is room for the good luck to come in.” She handed {name} a broom.',
    '« Avant le Nouvel An, on chasse la vieille année de la maison d’un coup de balai », dit maman, « pour faire de la place à la chance. » Elle tendit un balai à {name}.',
  ),
];

/** The house swept and scrubbed, the old year sent out (the search slot). */
export const LUNAR_SWEEPING: PlacedL[] = [
  b(
    '{atPlace}, {name} swept every corner, under the sofa and behind the door. “Out you go, old dust!”',
    '{atPlace}, {name} balaya chaque coin, sous le canapé et derrière la porte. « Dehors, la vieille poussière ! »',
  ),
  b(
    '{atPlace}, {name} and Dad shook out the cushions and washed the windows until the whole house shone.',
    '{atPlace}, {name} et papa secouèrent les coussins et lavèrent les vitres, jusqu’à ce que toute la maison brille.',
  ),
  b(
    '{atPlace}, {name} carried out the old newspapers and a broken toy or two. “Goodbye, old year!”',
    '{atPlace}, {name} sortit les vieux journaux et deux ou trois jouets cassés. « Au revoir, la vieille année ! »',
  ),
  b(
    '{atPlace}, Mum trimmed {name}’s hair. “No scissors during New Year,” she said, “or we might snip away our luck!”',
    '{atPlace}, maman coupa les cheveux de {name}. « Pendant le Nouvel An, pas de ciseaux », dit-elle, « sinon on couperait la chance ! »',
  ),
  b(
    '{atPlace}, Mum put the broom away in the cupboard. “No more sweeping until after New Year, or we might sweep the good luck out!”',
    '{atPlace}, maman rangea le balai dans le placard. « Plus de ménage avant la fin du Nouvel An, sinon on risquerait de chasser la chance ! »',
  ),
];

/** Red decorations at the door, red lanterns at the window (the pause slot). */
export const LUNAR_RED: PlacedL[] = [
  b(
    '{atPlace}, Grandpa pasted long red paper scrolls on each side of the door, with wishes painted in gold: good health and a happy year.',
    '{atPlace}, papi colla de longues banderoles de papier rouge de chaque côté de la porte, avec des vœux peints en or : bonne santé et bonne année.',
    /doorstep|porte/,
  ),
  b(
    '{atPlace}, {name} hung round red lanterns with golden tassels. “Red is the colour of luck,” said Grandma.',
    '{atPlace}, {name} accrocha des lanternes rouges toutes rondes, avec des pompons dorés. « Le rouge, c’est la couleur de la chance », dit mamie.',
    /window|fenêtre/,
  ),
  b(
    '{atPlace}, Grandpa stuck the sign for luck on the door upside down. “Now luck has arrived!” he laughed, and {name} laughed too.',
    '{atPlace}, papi colla le signe de la chance à l’envers sur la porte. « Voilà, la chance est arrivée ! » dit-il en riant, et {name} rit avec lui.',
    /doorstep|porte/,
  ),
  b(
    '{atPlace}, {name} cut flowers and little rabbits out of red paper and stuck them on the clean glass.',
    '{atPlace}, {name} découpa des fleurs et de petits lapins dans du papier rouge et les colla sur les vitres toutes propres.',
    /window|fenêtre/,
  ),
];

/** Red envelopes from the grandparents, dumplings folded together (the obstacle slot). */
export const LUNAR_FAMILY: PlacedL[] = [
  b(
    '{atPlace}, on New Year’s Eve, {name} bowed to Grandma and Grandpa. “Happy New Year!” Each of them gave {name} a red envelope, shining with gold.',
    '{atPlace}, le soir du réveillon, {name} salua mamie et papi. « Bonne année ! » Chacun lui offrit une enveloppe rouge, toute brillante d’or.',
    /living room|salon/,
  ),
  b(
    '{atPlace}, the whole family sat around the table, folding dumplings. {name}’s first dumpling looked like a little boat, and Grandma pinched its edges shut.',
    '{atPlace}, toute la famille s’installa autour de la table pour plier des raviolis. Le premier ravioli de {name} ressemblait à un petit bateau, et mamie en pinça les bords.',
    /kitchen|cuisine/,
  ),
  b(
    '{atPlace}, {name} put a bowl of shiny tangerines on the table, for sweetness and gold in the year to come.',
    '{atPlace}, {name} posa sur la table une coupe de mandarines bien brillantes, pour une année douce et dorée.',
    /living room|salon/,
  ),
  b(
    '{atPlace}, Grandma hid a coin in one dumpling. “Whoever finds it will have the luckiest year!” {name} found it, and everyone cheered.',
    '{atPlace}, mamie cacha une pièce dans un des raviolis. « Celui qui la trouvera aura l’année la plus chanceuse ! » Ce fut {name}, et tout le monde applaudit.',
    /kitchen|cuisine/,
  ),
  b(
    '{atPlace}, a big fish came out for the New Year’s Eve dinner. “Fish means plenty,” said Grandpa, “so we leave a little for next year.”',
    '{atPlace}, un grand poisson sortit du four pour le dîner du réveillon. « Le poisson, c’est l’abondance », dit papi, « alors on en garde un peu pour l’an prochain. »',
    /kitchen|cuisine/,
  ),
];

/** The lion and the dragon dancing in the street (the clue slot). */
export const LUNAR_DANCE: PlacedL[] = [
  b(
    '{atPlace}, drums went BOOM, BOOM, BOOM! A red and gold lion came dancing down the street, blinking its big eyes.',
    '{atPlace}, les tambours firent BOUM, BOUM, BOUM ! Un lion rouge et or descendit la rue en dansant, en clignant de ses grands yeux.',
  ),
  b(
    '{atPlace}, the lion shook its furry mane and leapt high. {name} held up a lettuce, and the lion gobbled it up for luck!',
    '{atPlace}, le lion secoua sa crinière et fit un grand bond. {name} lui tendit une laitue, et le lion la croqua pour porter chance !',
  ),
  b(
    '{atPlace}, firecrackers popped, bang, bang, bang, to scare the bad luck away, and {name} covered both ears, laughing.',
    '{atPlace}, des pétards éclatèrent, pan, pan, pan, pour chasser la malchance, et {name} se boucha les oreilles en riant.',
  ),
  b(
    '{atPlace}, behind the lion came a long dragon, held high on poles by ten dancers, weaving between the houses like a river of gold.',
    '{atPlace}, derrière le lion arriva un long dragon, porté à bout de perches par dix danseurs, qui ondulait entre les maisons comme une rivière d’or.',
  ),
  b(
    '{atPlace}, the neighbours came out in red clothes. “Happy New Year!” everyone called, from door to door.',
    '{atPlace}, les voisins sortirent, habillés de rouge. « Bonne année ! » se lançait-on d’une porte à l’autre.',
  ),
];

export const LUNAR_TURNS: PlacedL[] = [
  b(
    '{atPlace}, at midnight, the whole family counted down: three, two, one! Fireworks burst over the rooftops, red and gold. “Happy New Year!” cried {name}.',
    '{atPlace}, à minuit, toute la famille compta à rebours : trois, deux, un ! Un feu d’artifice éclata au-dessus des toits, rouge et or. « Bonne année ! » cria {name}.',
  ),
];

export const LUNAR_ENDINGS: PlacedL[] = [
  b(
    'In the morning, the red lanterns swayed in the sunshine. {name} held the red envelope tight and knew that {lesson}. The end.',
    'Au matin, les lanternes rouges se balançaient au soleil. {name} serra fort son enveloppe rouge et sut que {lesson}. Fin.',
  ),
];

export const LUNAR_LESSON: L = {
  en: 'a new year begins best with the people you love',
  fr: 'une nouvelle année est plus belle quand on la commence avec ceux qu’on aime',
};
