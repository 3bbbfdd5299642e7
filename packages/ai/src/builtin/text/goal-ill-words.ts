import type { IllGoal } from '../idea/read-goal-ill';
import type { PlacedL } from './story-place-fit';
import type { L } from './theme-types';

/**
 * Being ill (idea/read-goal-ill.ts), in the order it goes: the first sneeze or the sore throat, too
 * tired to play, the doctor (the vet) with the thermometer and "say aaah", medicine, warm soup and
 * honey tea, in bed while the friends play outside, a get-well card at the window, sleep, and better
 * in the morning. {doc}, {carer} and {door} are the hero's own (goal-ill-home.ts). French avoids
 * words that agree with the hero (« tout chaud », « guéri »).
 */
const b = (en: string, fr: string): PlacedL => ({ en, fr });

/** The first page of it, by what the idea names. */
export const ILL_PROBLEMS: Record<IllGoal['illness'], PlacedL[]> = {
  cold: [
    b(
      'One morning, {name} sneezed. Aaa-choo! And again: aaa-choo! {name}’s nose was red and runny.',
      'Un matin, {name} éternua. Atchoum ! Et encore : atchoum ! Le nez de {name} était rouge et coulait.',
    ),
  ],
  throat: [
    b(
      'One morning, {name} woke up with a scratchy, sore throat. “Ow,” {name} croaked. “It hurts to swallow.”',
      'Un matin, {name} se réveilla avec la gorge qui grattait. « Aïe, souffla {name}. Ça fait mal quand j’avale. »',
    ),
  ],
  pox: [
    b(
      'One morning, {name} woke up with little red spots everywhere, and they itched and itched!',
      'Un matin, {name} se réveilla avec plein de petits boutons rouges partout, et ils grattaient, ils grattaient !',
    ),
  ],
  sick: [
    b(
      'One morning, {name} woke up with a hot forehead and shivers all over. Aaa-choo!',
      'Un matin, {name} se réveilla avec le front brûlant et des frissons partout. Atchoum !',
    ),
  ],
};

/** Too tired to play (the search slot). */
export const ILL_TIRED: PlacedL[] = [
  b(
    '{name} did not feel like playing at all. Even the favourite ball game seemed far too tiring.',
    '{name} n’avait pas du tout envie de jouer. Même le jeu de ballon préféré semblait bien trop fatigant.',
  ),
  b(
    '{Carer} felt {name}’s forehead. “You have a fever. Back to bed, and I will call {doc}.”',
    '{Carer} toucha le front de {name}. « Tu as de la fièvre. Au lit, et j’appelle {doc}. »',
  ),
  b(
    '{name} snuggled under a soft blanket, sniffing and yawning, too tired even for a story.',
    '{name} se blottit sous une couverture toute douce en reniflant et en bâillant, sans même l’envie d’écouter une histoire.',
  ),
  b(
    'The toys waited in a heap, but {name} only wanted to lie still with both eyes half closed.',
    'Les jouets attendaient en tas, mais {name} voulait seulement se reposer sans bouger, les yeux mi-clos.',
  ),
  b(
    'Breakfast smelled good, yet {name} could only nibble a tiny bite and push the rest away.',
    'Le petit déjeuner sentait bon, pourtant {name} n’en grignota qu’une toute petite bouchée.',
  ),
];

/** The doctor or the vet (the clue slot). */
export const ILL_DOCTOR: PlacedL[] = [
  b(
    '{Doc} came with a big bag and took {name}’s temperature with a thermometer. Beep! “A little fever,” said {doc}.',
    '{Doc} arriva avec une grosse sacoche et prit la température de {name} avec un thermomètre. Bip ! « Un peu de fièvre », dit {doc}.',
  ),
  b(
    '“Open wide and say aaah!” said {doc}. “Aaaah,” went {name}, and {doc} peeked inside with a tiny light.',
    '« Ouvre grand et dis aaah ! » dit {doc}. « Aaaah », fit {name}, et {doc} regarda dedans avec une toute petite lampe.',
  ),
  b(
    '“Some medicine, lots of rest and plenty to drink,” said {doc} with a smile, “and it will soon pass.”',
    '« Un peu de sirop, beaucoup de repos et beaucoup à boire, dit {doc} en souriant, et ça passera vite. »',
  ),
  b(
    '{Doc} listened to {name}’s chest with a stethoscope. “Breathe in… and out. Very good!”',
    '{Doc} écouta la poitrine de {name} avec un stéthoscope. « Inspire… et souffle. Très bien ! »',
  ),
  b(
    'Before leaving, {doc} gave {name} a shiny sticker. “For being such a good patient.”',
    'Avant de partir, {doc} donna un autocollant brillant à {name}. « Voilà pour toi, bravo ! »',
  ),
];

/** Medicine, warm soup, honey tea, a cuddle (the pause slot). */
export const ILL_CARE: PlacedL[] = [
  b(
    '{name} took a spoonful of medicine, and {carer} brought a bowl of warm soup to eat slowly, spoonful by spoonful.',
    '{name} avala une cuillerée de sirop, et {carer} apporta un bol de soupe bien chaude, à manger doucement, cuillerée après cuillerée.',
  ),
  b(
    'Then came a mug of honey tea, warm and sweet, and it soothed {name}’s throat.',
    'Puis vint une tasse de tisane au miel, chaude et douce, qui fit du bien à la gorge de {name}.',
  ),
  b(
    '{Carer} plumped up the pillow and tucked the blanket in. “Rest is the best medicine,” {carer} whispered.',
    '{Carer} regonfla l’oreiller et borda la couverture. « Le repos, c’est le meilleur des remèdes », murmura {carer}.',
  ),
  b(
    '“It’s not fair,” {name} sighed. “I want to play too.” {Carer} gave {name} a cuddle. “Soon,” {carer} promised.',
    '« Ce n’est pas juste, soupira {name}. Moi aussi, je veux jouer. » {Carer} fit un câlin à {name}. « Bientôt », promit {carer}.',
  ),
  b(
    '{Carer} read a story in a soft voice, and {name} listened, sipping water through a bendy straw.',
    '{Carer} lut une histoire d’une voix douce, et {name} écoutait en buvant de l’eau avec une paille.',
  ),
];

/** In bed while the friends play, their visit and card, sleep (the obstacle slot). */
export const ILL_APART: PlacedL[] = [
  b(
    'Outside, {name}’s friends were playing and laughing. {name} watched them from {door} and felt a little sad.',
    'Dehors, les amis de {name} jouaient et riaient. {name} les regardait depuis {door}, un peu triste.',
  ),
  b(
    'Tap, tap! The friends had made a get-well card and brought it all the way to {name}: “Get well soon!” {name} held it close and fell fast asleep.',
    'Toc, toc ! Les amis avaient fabriqué une carte et l’apportèrent jusqu’à {name} : « Guéris vite ! » {name} la serra contre son cœur et s’endormit profondément.',
  ),
  b(
    'Later, {name} woke for a moment. The friends came by to wave and pull funny faces, and {name} giggled for the first time all day.',
    'Plus tard, {name} se réveilla un instant. Les amis passèrent faire coucou et des grimaces, et {name} pouffa de rire pour la première fois de la journée.',
  ),
  b(
    'As the sky grew dark, {carer} sang a soft song, and {name} drifted back to sleep, warm and cosy.',
    'Quand le ciel s’assombrit, {carer} chanta une douce chanson, et {name} se rendormit, bien au chaud.',
  ),
];

/** The morning after, by what the idea names: what has gone. */
export const ILL_GONE: Record<IllGoal['illness'], L> = {
  cold: { en: 'not a single sneeze', fr: 'plus un seul éternuement' },
  throat: { en: 'the sore throat was gone', fr: 'la gorge ne faisait plus mal' },
  pox: { en: 'the spots had faded', fr: 'les boutons avaient pâli' },
  sick: { en: 'the fever was gone', fr: 'la fièvre était partie' },
};

export const ILL_TURNS: PlacedL[] = [
  b(
    'The next morning, {name} woke up and… {gone}! {name} stretched, smiled and felt much, much better.',
    'Le lendemain matin, {name} se réveilla et… {gone} ! {name} s’étira, sourit et se sentit beaucoup, beaucoup mieux.',
  ),
];

export const ILL_ENDINGS: PlacedL[] = [
  b(
    '{name} ran outside, and the friends cheered and played all day long. {name} had learned that {lesson}. The end.',
    '{name} courut dehors, et les amis poussèrent des hourras et jouèrent toute la journée. {name} avait appris que {lesson}. Fin.',
  ),
];

export const ILL_LESSON: L = {
  en: 'resting and being looked after is how we get better',
  fr: 'se reposer et se laisser soigner, c’est comme ça qu’on guérit',
};
