import type { PlacedL } from './story-place-fit';

/**
 * A deed that is a game or a race ("plays football with her team and scores the winning goal",
 * « gagner la course »): warming up, practice, a miss, the other team ahead, and the big moment at
 * the turn — not "half of the job was done" (issue 14). Slots as in goal-task-words.ts.
 */
const b = (en: string, fr: string): PlacedL => ({ en, fr });

/** Words of a game or a race in the deed: the task arc then takes these templates. */
export const GAME =
  /\b(play|score|win|race|match|football|soccer|tennis|basketball|hockey|rugby|jouer|marquer|gagner|course|match|tournoi)\b/i;

export const GAME_TURNS: PlacedL[] = [
  b(
    'And then came the big moment. {name} ran, aimed… and did it! {name} had managed to {taskAgain}! Everyone cheered.',
    'Puis vint le grand moment. {name} courut, visa… et réussit ! {name} avait réussi à {taskAgain} ! Tout le monde applaudit.',
  ),
  b(
    'Everyone held their breath… and {name} did it! What a moment: {name} had managed to {taskAgain}!',
    'Tout le monde retint son souffle… et {name} réussit ! Quel moment : {name} avait réussi à {taskAgain} !',
  ),
];

/** Warming up, practice and misses (in place of the steps of a job). */
export const GAME_STEPS: PlacedL[] = [
  b(
    '{atPlace}, {name} warmed up: ten jumps, ten stretches and one big smile.',
    '{atPlace}, {name} s’échauffa : dix sauts, dix étirements et un grand sourire.',
  ),
  b(
    '{atPlace}, one try went wide. {name} took a deep breath and tried again.',
    '{atPlace}, un essai partit à côté. {name} respira un grand coup et recommença.',
  ),
  b(
    '{atPlace}, {name} practised again and again, until every move felt just right.',
    '{atPlace}, {name} s’entraîna encore et encore, jusqu’à ce que chaque geste soit parfait.',
  ),
  b(
    '{atPlace}, {name} tripped and landed with a bump. Up again, quick as a flash!',
    '{atPlace}, {name} trébucha et tomba sur les fesses. Debout, en un éclair !',
  ),
  b(
    '{atPlace}, halfway through, the other side was ahead. {name} did not give up.',
    '{atPlace}, à la mi-temps, les autres menaient. {name} ne baissa pas les bras.',
  ),
  b(
    '{atPlace}, {name} watched the older children play and learned a clever move.',
    '{atPlace}, {name} regarda jouer les plus grands et apprit un geste astucieux.',
  ),
  b(
    '{atPlace}, {name} drank some water and caught a breath. Nearly time!',
    '{atPlace}, {name} but un peu d’eau et reprit son souffle. C’était presque l’heure !',
  ),
  b(
    '{atPlace}, {name} missed, and missed again. “Keep your eyes on it,” {name} whispered.',
    '{atPlace}, {name} rata, puis rata encore. « Garde les yeux dessus », murmura {name}.',
  ),
];
