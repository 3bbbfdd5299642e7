import type { PlacedL } from './story-place-fit';

/**
 * A deed to do (idea/read-goal-task.ts: "wake up the farm animals for the big fair", « construire
 * une cabane avec son papa »), in place of a quest: the plan, steps that go wrong and half work in
 * new places, a hand from others, the deed done at the turn. Slots as in story-episodes.ts, and
 * {task} (printed after “to” / « à » or « : »). The deed is the user's own words, so it is printed on
 * the plan and the turn only, never inside a character's speech (its "her team" would be wrong there).
 */
const b = (en: string, fr: string, fit: Omit<PlacedL, 'en' | 'fr'> = {}): PlacedL => ({ en, fr, ...fit });

export const TASK_PROBLEMS: PlacedL[] = [
  b(
    '{name} had a big plan for the day: to {task}. “{todayIsTheDay},” {name} said.',
    '{name} avait un grand projet pour la journée : {task}. « {todayIsTheDay} », dit {name}.',
  ),
  b(
    '{name} was going to {task}. It would not be easy, but {name} could not wait to start.',
    'Il allait falloir {task}. Ce ne serait pas facile, mais {name} avait hâte de commencer.',
  ),
];

export const TASK_TURNS: PlacedL[] = [
  b(
    'And then, all at once, the job was done. {name} had found a way to {taskAgain}! Everyone cheered.',
    'Et puis, d’un coup, tout fut fini. {name} avait trouvé le moyen de {taskAgain} ! Tout le monde applaudit.',
  ),
  b(
    'One last push… and it worked! {name} had managed to {taskAgain}, just as planned.',
    'Un dernier effort… et ça marcha ! {name} avait réussi à {taskAgain}, exactement comme prévu.',
  ),
];

/** The steps of the deed: a start, slips, half done, a cleverer way (in place of the quest's search). */
export const TASK_STEPS: PlacedL[] = [
  b(
    '{atPlace}, {name} got everything ready. There was so much to do!',
    '{atPlace}, {name} prépara tout. Il y avait tant à faire !',
  ),
  b(
    '{name} worked hard {atPlace}, one small step after another.',
    '{atPlace}, {name} travailla dur, un petit pas après l’autre.',
  ),
  b(
    '{atPlace}, half of the job was done. Only the hardest half was left!',
    '{atPlace}, la moitié du travail était faite. Il ne restait que la moitié la plus difficile !',
  ),
  b(
    '{name} stopped {atPlace} to see what was done and what was left. Still quite a lot!',
    '{atPlace}, {name} s’arrêta pour voir ce qui était fait et ce qui restait. Encore pas mal !',
  ),
  b(
    '{atPlace}, {name} tried a cleverer way, and it went twice as fast.',
    '{atPlace}, {name} essaya une façon plus astucieuse, et ça alla deux fois plus vite.',
  ),
  b(
    '{atPlace}, {name} counted on both hands all the things still to do, and got on with the next one.',
    '{atPlace}, {name} compta sur ses doigts tout ce qu’il restait à faire, et passa à la suite.',
  ),
  b(
    'It was slow going {atPlace}, but little by little, the plan was coming together.',
    '{atPlace}, ça avançait lentement, mais petit à petit, le projet prenait forme.',
  ),
];

/** Steps that look at the thing being made, named short ({thing}: “the cabin”, « la cabane »). */
export const TASK_THING_STEPS: PlacedL[] = [
  b(
    '{atPlace}, {name} worked on {thing} a little more. It was starting to look good!',
    '{atPlace}, {name} travailla encore un peu à {thing}. Ça commençait à avoir fière allure !',
  ),
  b(
    '{atPlace}, {name} stepped back to look at {thing}. Not bad at all, but there was still work to do!',
    '{atPlace}, {name} recula pour regarder {thing}. Pas mal du tout, mais il restait du travail !',
  ),
  b(
    '{atPlace}, {name} drew a tiny picture of {thing}, to see how it should look.',
    '{atPlace}, {name} dessina {thing} en tout petit, pour voir à quoi ça ressemblerait.',
  ),
];

/** Others lend a hand and cheer (in place of the quest's clues). */
export const TASK_HELP: PlacedL[] = [
  b(
    '{atPlace}, {other} lent a hand. “Two pairs of hands are better than one!”',
    '{atPlace}, {other} donna un coup de main. « À deux, on va plus vite ! »',
  ),
  b(
    '{Friend} had a good idea {atPlace}: “What if we try it this way?”',
    '{atPlace}, {friend} eut une bonne idée : « Et si on essayait comme ça ? »',
  ),
  b(
    '{atPlace}, {other} showed {name} a little trick that made everything easier.',
    '{atPlace}, {other} montra à {name} une petite astuce qui rendait tout plus facile.',
  ),
  b(
    '{atPlace}, {other} called out: “Keep going, you are nearly there!”',
    '{atPlace}, {other} lança : « Continue, tu y es presque ! »',
  ),
  b('A kind word {atPlace} gave {name} new energy.', '{atPlace}, un mot gentil redonna des forces à {name}.'),
  b(
    '{atPlace}, {name} asked {other} for advice. “Start with the easy part,” came the answer.',
    '{atPlace}, {name} demanda conseil à {other}. « Commence par le plus facile », lui répondit-on.',
  ),
  b(
    '{Friend} carried what was heavy {atPlace}, and {name} carried the rest.',
    '{atPlace}, {friend} porta ce qui était lourd, et {name} porta le reste.',
  ),
  b(
    '{atPlace}, {name} remembered the best advice of all: big things are made of little steps.',
    '{atPlace}, {name} se rappela le meilleur des conseils : les grandes choses sont faites de petits pas.',
  ),
];

/** What goes wrong in the deed itself (in place of the walk's puddles, fog and fallen branches). */
export const TASK_SNAGS: PlacedL[] = [
  b(
    '{atPlace}, one try went all wrong. {name} took a deep breath and started again.',
    '{atPlace}, un essai rata complètement. {name} respira un grand coup et recommença.',
  ),
  b(
    '{atPlace}, something unexpected got in the way. {name} had to think of another plan.',
    '{atPlace}, un imprévu vint tout compliquer. {name} dut trouver un autre plan.',
  ),
  b(
    'Oops! {atPlace}, everything tumbled down. {name} laughed, and began again, more carefully.',
    'Oups ! {atPlace}, tout dégringola. {name} éclata de rire et recommença, plus doucement.',
  ),
];
