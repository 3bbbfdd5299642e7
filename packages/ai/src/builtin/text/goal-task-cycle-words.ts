import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A bike race with no rival named ('Mia wants to win the bike race', « Lucas rêve de gagner la course
 * à vélo »), told as one on the race circuit (goal-task-cycle.ts): tyres pumped and the helmet on, a
 * flat tyre, the chain off, the hill climb, the sprint, the finish line at the turn. Before, it was
 * a running race: running shoes laced and « tout un tour de piste » run on foot.
 */
const b = step;
const START = /start|départ/;
const BEND = /bend|virage/;
const HILL = /hill|côte/;
const STRAIGHT = /straight|droite/;

export const CYCLE_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who rode a bike everywhere, pedalling as fast as the wind.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui allait partout à vélo, en pédalant aussi vite que le vent.{withFriend}',
  ),
];

/** Unless the idea names its own. */
export const CYCLE_LESSON = {
  en: 'every ride you train makes your legs a little stronger',
  fr: 'chaque tour de roue à l’entraînement rend les jambes un peu plus fortes',
};

export const CYCLE_PROBLEMS: PlacedL[] = [
  b(
    'The big bike race was on Saturday, and {name} had one dream: to {task}. “{todayIsTheDay} to start training,” said {name}.',
    'La grande course cycliste avait lieu samedi, et {name} n’avait qu’un rêve : {task}. « {todayIsTheDay} pour commencer l’entraînement », dit {name}.',
  ),
  b(
    '“On Saturday, it’s the big bike race!” said the coach. {name}’s heart beat fast: {name} wanted so much to {task}.',
    '« Samedi, c’est la grande course cycliste ! » annonça l’entraîneuse. Le cœur de {name} battait fort : {name} voulait tant {task}.',
  ),
];

/** Training: the tyres and the helmet, the laps, the hill, the sprint. */
export const CYCLE_TRAINING: PlacedL[] = [
  b(
    '{atPlace}, {name} pumped up both tyres and buckled on a helmet, snug and safe. Ready to ride!',
    '{atPlace}, {name} gonfla les deux pneus et boucla son casque, bien ajusté. Prêt{eH} à rouler !',
    START,
  ),
  b(
    '{atPlace}, {name} rode a whole lap of the circuit without putting a foot down. Then another!',
    '{atPlace}, {name} fit tout un tour de circuit à vélo sans poser le pied par terre. Puis un autre !',
    BEND,
  ),
  b(
    '{atPlace}, {name} changed gear and pedalled up the hill, slowly, steadily, all the way to the top.',
    '{atPlace}, {name} changea de vitesse et grimpa la côte en pédalant, doucement, régulièrement, jusqu’en haut.',
    HILL,
  ),
  b(
    '{atPlace}, {name} practised the sprint: head down, hands tight on the handlebars, pedal, pedal, pedal!',
    '{atPlace}, {name} s’exerça au sprint : la tête baissée, les mains serrées sur le guidon, et on pédale, on pédale !',
    STRAIGHT,
  ),
];

/** What goes wrong: tired legs, a flat tyre, the chain off, a wobbly start. */
export const CYCLE_TROUBLES: PlacedL[] = [
  b(
    '{atPlace}, halfway up, {name}’s legs burned, and the bike wobbled to a stop. Phew!',
    '{atPlace}, à mi-côte, les jambes de {name} brûlaient, et le vélo s’arrêta en zigzaguant. Ouf !',
    HILL,
  ),
  b(
    '{atPlace}, pssst… a flat tyre! {name} had to get off and push the bike.',
    '{atPlace}, pssst… un pneu crevé ! {name} dut descendre et pousser son vélo.',
    BEND,
  ),
  b(
    '{atPlace}, clack! The chain came off, and {name}’s pedals spun round and round in the air.',
    '{atPlace}, clac ! La chaîne sauta, et les pédales de {name} tournèrent dans le vide.',
    STRAIGHT,
  ),
  b(
    '{atPlace}, {name} pushed off much too fast, wobbled, and nearly toppled over. Steady now!',
    '{atPlace}, {name} démarra beaucoup trop vite, zigzagua et faillit tomber. Doucement !',
    START,
  ),
];

/** A hand: the tyre patched, the chain put back, a tip for the hill, the coach's stopwatch. */
export const CYCLE_HELP: PlacedL[] = [
  b(
    '{atPlace}, the coach patched the tyre and pumped it up: “Good as new!” {name} was back in the saddle.',
    '{atPlace}, l’entraîneuse colla une rustine sur le pneu et le regonfla : « Comme neuf ! » {name} remonta en selle.',
    BEND,
  ),
  b(
    '{atPlace}, {name} learned to put the chain back on, with oily fingers and a big grin.',
    '{atPlace}, {name} apprit à remettre la chaîne, les doigts pleins de graisse et un grand sourire aux lèvres.',
    STRAIGHT,
  ),
  b(
    '{atPlace}, an older rider showed {name} a secret: “Small gear for the hill, and keep your pedals turning.”',
    '{atPlace}, une grande cycliste confia un secret à {name} : « Petit braquet dans la côte, et ne t’arrête jamais de pédaler. »',
    HILL,
  ),
  b(
    '{atPlace}, the coach clicked a stopwatch and smiled: “Start gently, and keep your legs for the sprint.” {name} tried, and it worked!',
    '{atPlace}, l’entraîneuse déclencha son chronomètre et sourit : « Pars doucement, et garde tes jambes pour le sprint. » {name} essaya, et ça marcha !',
    START,
  ),
];

/** The race: the start, the bend, the climb, the last straight. */
export const CYCLE_RACE: PlacedL[] = [
  b(
    'Saturday at last! {atPlace}, {name} lined up with the other riders, one foot on a pedal. “Ready, steady… go!”',
    'Enfin samedi ! {atPlace}, {name} s’aligna avec les autres cyclistes, un pied sur la pédale. « À vos marques, prêts… partez ! »',
    START,
  ),
  b(
    '{atPlace}, the whole family was cheering as {name} leaned the bike into the curve, passing one rider, then another.',
    '{atPlace}, toute la famille applaudissait quand {name} pencha son vélo dans la courbe et dépassa un cycliste, puis un autre.',
    BEND,
  ),
  b(
    '{atPlace}, {name} stood up on the pedals and climbed past the riders who had slowed down.',
    '{atPlace}, {name} se leva sur les pédales et grimpa en dépassant les cyclistes qui ralentissaient.',
    HILL,
  ),
  b(
    '{atPlace}, the crowd cheered: “Go, {name}, go!” {name} sprinted, pedalling faster than ever!',
    '{atPlace}, la foule encourageait : « Allez, {name}, allez ! » {name} sprinta en pédalant plus vite que jamais !',
    STRAIGHT,
  ),
];

export const CYCLE_TURNS: PlacedL[] = [
  b(
    'One last sprint… {name}’s front wheel crossed the finish line first! Breathless and smiling, {name} had managed to {taskAgain}!',
    'Un dernier sprint… la roue avant de {name} franchit la ligne d’arrivée en premier ! Le souffle court et le sourire aux lèvres, {name} avait réussi à {taskAgain} !',
  ),
  b(
    'Pedal, pedal, pedal… and the finish line! {name} lifted one hand from the handlebars: {name} had managed to {taskAgain}! Everyone cheered.',
    'On pédale, on pédale… et la ligne d’arrivée ! {name} leva une main du guidon : {name} avait réussi à {taskAgain} ! Tout le monde applaudit.',
  ),
];

export const CYCLE_ENDINGS: PlacedL[] = [
  b(
    'That evening, tired and happy, {name} held up a shiny medal beside the muddy bike. {name} had learned that {lesson}. The end.',
    'Ce soir-là, fatigué{eH} mais {heureux}, {name} montra une belle médaille, à côté du vélo plein de boue. {name} avait appris que {lesson}. Fin.',
  ),
  b(
    'That night, {name} fell asleep with the medal on, dreaming of the next bike race. {name} had learned that {lesson}. The end.',
    'Cette nuit-là, {name} s’endormit avec sa médaille autour du cou, en rêvant de la prochaine course cycliste. {name} avait appris que {lesson}. Fin.',
  ),
];
