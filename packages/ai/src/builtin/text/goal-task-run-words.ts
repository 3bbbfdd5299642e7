import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A running race with no rival named ('A girl who wants to win the race', « Une petite fille qui veut
 * gagner la course »), told as one at the running track (goal-task-run.ts): laces tied, a stitch, the
 * coach's stopwatch, the start, the bend, the last straight, the finish line at the turn. Before, it
 * was a deed worked "one small step at a time" across the pool and the basketball court.
 */
const b = step;

export const RUN_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who ran everywhere, all day long, as fast as the wind.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui courait partout, toute la journée, aussi vite que le vent.{withFriend}',
  ),
];

/** Unless the idea names its own. */
export const RUN_LESSON = {
  en: 'every step you train makes you a little faster',
  fr: 'chaque pas d’entraînement rend un peu plus rapide',
};

export const RUN_PROBLEMS: PlacedL[] = [
  b(
    'The big race was on Saturday, and {name} had one dream: to {task}. “{todayIsTheDay} to start training,” said {name}.',
    'La grande course avait lieu samedi, et {name} n’avait qu’un rêve : {task}. « {todayIsTheDay} pour commencer l’entraînement », dit {name}.',
  ),
  b(
    '“On Saturday, it’s the big race!” said the coach. {name}’s heart beat fast: {name} wanted so much to {task}.',
    '« Samedi, c’est la grande course ! » annonça l’entraîneuse. Le cœur de {name} battait fort : {name} voulait tant {task}.',
  ),
];

/** Training: the shoes, the warm-up, the laps. */
export const RUN_TRAINING: PlacedL[] = [
  b(
    '{atPlace}, {name} laced up a pair of running shoes, tight and snug. Ready to run!',
    '{atPlace}, {name} laça une paire de chaussures de course, bien serrées. Prêt{eH} à courir !',
    /stands|gradins/,
  ),
  b(
    '{atPlace}, {name} ran one whole lap without stopping. Then another!',
    '{atPlace}, {name} courut tout un tour de piste sans s’arrêter. Puis un autre !',
    /bend|virage/,
  ),
  b(
    '{atPlace}, {name} practised the start again and again: crouch down, fingers on the line… go!',
    '{atPlace}, {name} s’exerça encore et encore au départ : accroupi{eH}, les doigts sur la ligne… partez !',
    /start|départ/,
  ),
  b(
    '{atPlace}, {name} lifted knees high and swung both arms, just like a real runner.',
    '{atPlace}, {name} leva les genoux bien haut et balança les deux bras, comme un vrai coureur.',
    /straight|droite/,
  ),
];

/** What goes wrong: a stitch, a shoelace, a fall. */
export const RUN_TROUBLES: PlacedL[] = [
  b(
    '{atPlace}, {name} got a stitch in the side and had to stop, puffing and panting. Ouch!',
    '{atPlace}, {name} attrapa un point de côté et dut s’arrêter, tout essoufflé{eH}. Aïe !',
    /bend|virage/,
  ),
  b(
    '{atPlace}, a shoelace came undone, and {name} tripped and tumbled onto the track. Up again, quick!',
    '{atPlace}, un lacet se défit, et {name} trébucha sur la piste. Debout, vite !',
    /straight|droite/,
  ),
  b(
    '{atPlace}, {name} started much too fast, and had no puff left for the end of the lap.',
    '{atPlace}, {name} partit beaucoup trop vite, et n’eut plus de souffle pour la fin du tour.',
    /start|départ/,
  ),
  b(
    '{atPlace}, {name} looked at the long, long track and felt a little wobbly. It looked so far!',
    '{atPlace}, {name} regarda la longue, longue piste et sentit ses jambes trembler. Ça avait l’air si loin !',
    /stands|gradins/,
  ),
];

/** A hand: the coach's stopwatch, a tip, a rest. */
export const RUN_HELP: PlacedL[] = [
  b(
    '{atPlace}, the coach clicked a stopwatch and smiled: “Start gently, and keep your speed for the end.” {name} tried, and it worked!',
    '{atPlace}, l’entraîneuse déclencha son chronomètre et sourit : « Pars doucement, et garde ta vitesse pour la fin. » {name} essaya, et ça marcha !',
    /start|départ/,
  ),
  b(
    '{atPlace}, {name} sat down, drank some water and stretched both legs. Tomorrow, one more lap.',
    '{atPlace}, {name} s’assit, but un peu d’eau et étira ses deux jambes. Demain, un tour de plus.',
    /stands|gradins/,
  ),
  b(
    '{atPlace}, {name} learned to breathe in rhythm: in, in, out, out. The stitch was gone!',
    '{atPlace}, {name} apprit à respirer en rythme : inspire, inspire, souffle, souffle. Fini, le point de côté !',
    /bend|virage/,
  ),
  b(
    '{atPlace}, an older runner showed {name} a secret: “Look at the finish line, never at your feet.”',
    '{atPlace}, une grande coureuse confia un secret à {name} : « Regarde la ligne d’arrivée, jamais tes pieds. »',
    /straight|droite/,
  ),
];

/** The race: the start, the bend, the last straight. */
export const RUN_RACE: PlacedL[] = [
  b(
    'Saturday at last! {atPlace}, the whole family had come to watch, and {name} waved to them.',
    'Enfin samedi ! {atPlace}, toute la famille était venue regarder, et {name} leur fit un signe.',
    /stands|gradins/,
  ),
  b(
    '{atPlace}, {name} crouched down with the other runners, fingers on the line. “Ready, steady… go!”',
    '{atPlace}, {name} s’accroupit avec les autres coureurs, les doigts sur la ligne. « À vos marques, prêts… partez ! »',
    /start|départ/,
  ),
  b(
    '{atPlace}, {name} leaned into the curve, passing one runner, then another.',
    '{atPlace}, {name} se pencha dans la courbe et dépassa un coureur, puis un autre.',
    /bend|virage/,
  ),
  b(
    '{atPlace}, the crowd cheered: “Go, {name}, go!” Left, right, left, right, and breathe!',
    '{atPlace}, la foule encourageait : « Allez, {name}, allez ! » Gauche, droite, gauche, droite, et on respire !',
    /straight|droite/,
  ),
];

export const RUN_TURNS: PlacedL[] = [
  b(
    'One last push… {name} crossed the finish line first! Breathless and smiling, {name} had managed to {taskAgain}!',
    'Un dernier effort… {name} franchit la ligne d’arrivée en premier ! Le souffle court et le sourire aux lèvres, {name} avait réussi à {taskAgain} !',
  ),
  b(
    'Left, right, breathe… and the finish line! {name} threw both arms up: {name} had managed to {taskAgain}! Everyone cheered.',
    'Gauche, droite, respirer… et la ligne d’arrivée ! {name} leva les deux bras : {name} avait réussi à {taskAgain} ! Tout le monde applaudit.',
  ),
];

export const RUN_ENDINGS: PlacedL[] = [
  b(
    'That evening, tired and happy, {name} held up a shiny medal. {name} had learned that {lesson}. The end.',
    'Ce soir-là, fatigué{eH} mais {heureux}, {name} montra une belle médaille. {name} avait appris que {lesson}. Fin.',
  ),
  b(
    'That night, {name} fell asleep with the medal on, dreaming of the next race. {name} had learned that {lesson}. The end.',
    'Cette nuit-là, {name} s’endormit avec sa médaille autour du cou, en rêvant de la prochaine course. {name} avait appris que {lesson}. Fin.',
  ),
];
