import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * A basketball game the idea plays ("A girl who loves basketball wins the big game", « Une fille qui
 * adore le basket gagne le grand match »), told on the court (idea/read-goal-sport.ts): free throws
 * that will not go in, the coach's tip, the team-mates, the game day, behind at half-time, passing
 * together, the last seconds and the winning basket at the turn, the cup and a kind word to the other
 * team at the end. Before, "win the big game" ran through the pool and the football pitch and "half of
 * the job was done". Told in order (inOrder): the first lines of each part fit a short book.
 */
const b = step;

export const HOOPS_OPENINGS: PlacedL[] = [
  b(
    'Once upon a time there lived {aKind} called {name}, who loved basketball more than anything.{withFriend}',
    'Il était une fois {aKind} {named} {name}, qui aimait le basket plus que tout.{withFriend}',
  ),
];

/** Unless the idea names its own. */
export const HOOPS_LESSON = {
  en: 'practice and a team that plays together can do great things',
  fr: 'l’entraînement et une équipe qui joue ensemble font de grandes choses',
};

export const HOOPS_PROBLEMS: PlacedL[] = [
  b(
    'The big game was on Saturday, and {name} had one dream: to {task}. But the free throws just would not go in.',
    'Le grand match avait lieu samedi, et {name} n’avait qu’un rêve : {task}. Mais les lancers francs ne voulaient pas rentrer.',
  ),
  b(
    '“Saturday is the big game!” said the coach. {name} wanted so much to {task}, but the ball kept bouncing off the hoop.',
    '« Samedi, c’est le grand match ! » annonça l’entraîneuse. {name} voulait tant {task}, mais le ballon rebondissait toujours sur le cercle.',
  ),
];

/** Practice: the shot that will not come, the coach's tip, the team-mates. */
export const HOOPS_PRACTICE: PlacedL[] = [
  b(
    '{atPlace}, {name} threw the ball at the hoop. It hit the rim and bounced away. Again… and again.',
    '{atPlace}, {name} lança le ballon vers le panier. Il toucha le cercle et rebondit plus loin. Encore… et encore.',
    /free-throw/,
  ),
  b(
    '{atPlace}, the coach shared a tip: “Bend your knees, look at the hoop, and push the ball up softly.”',
    '{atPlace}, l’entraîneuse donna une astuce : « Plie les genoux, regarde le panier et pousse le ballon tout doucement vers le haut. »',
    /practice/,
  ),
  b(
    '{atPlace}, {name} tried the coach’s tip. Bend, look, push… and in it went! The very first basket!',
    '{atPlace}, {name} essaya l’astuce de l’entraîneuse. Plier, regarder, pousser… et hop, dans le panier ! Le tout premier !',
    /free-throw/,
  ),
  b(
    '{atPlace}, the team-mates came to practise too. They passed the ball round and round, faster and faster.',
    '{atPlace}, les coéquipiers vinrent s’entraîner aussi. Ils se passèrent le ballon, de plus en plus vite.',
    /practice/,
  ),
  b(
    '{atPlace}, {name} bounced the ball, left hand, right hand, again and again.',
    '{atPlace}, {name} fit rebondir le ballon, main gauche, main droite, encore et encore.',
    /free-throw/,
  ),
  b(
    '{atPlace}, {name} practised the dribble between little cones. The ball got away once, then never again.',
    '{atPlace}, {name} s’entraîna à dribbler entre de petits plots. Le ballon s’échappa une fois, puis plus jamais.',
    /practice/,
  ),
  b(
    '{atPlace}, {name} pulled on the team shirt. Number seven: everything was ready for Saturday!',
    '{atPlace}, {name} enfila le maillot de l’équipe. Numéro sept : tout était prêt pour samedi !',
    /practice/,
  ),
];

/** Game day, the first half: the whistle, tall players, the other team ahead. */
export const HOOPS_FIRST_HALF: PlacedL[] = [
  b(
    'Saturday came, and the whistle blew! {atPlace}, the other team was tall and quick, and they scored first.',
    'Samedi arriva, et le coup de sifflet retentit ! {atPlace}, l’autre équipe était grande et rapide, et elle marqua la première.',
    /middle/,
  ),
  b(
    '{atPlace}, {name} jumped for the ball, but a tall player caught it first. Two more points for the other team.',
    '{atPlace}, {name} sauta pour attraper le ballon, mais une grande joueuse le prit la première. Encore deux points pour l’autre équipe.',
    /sideline/,
  ),
  b(
    '{atPlace}, {name} kept the ball instead of passing it, and it was stolen away. Oh no!',
    '{atPlace}, {name} garda le ballon au lieu de le passer, et on le lui vola. Oh non !',
    /middle/,
  ),
  b(
    '{atPlace}, {name}’s shot bounced off the rim. The scoreboard said ten to four.',
    '{atPlace}, le tir de {name} rebondit sur le cercle. Le tableau d’affichage indiquait dix à quatre.',
    /sideline/,
  ),
  b(
    '{atPlace}, the crowd was loud, and {name}’s legs felt wobbly. The other team was still ahead.',
    '{atPlace}, la foule faisait du bruit, et les jambes de {name} tremblaient un peu. L’autre équipe menait toujours.',
    /middle/,
  ),
];

/** Half-time: behind, the coach's word, a huddle. */
export const HOOPS_HALF_TIME: PlacedL[] = [
  b(
    'Half-time, and they were behind! {atPlace}, the coach gathered the team: “Pass the ball. Nobody wins alone.”',
    'Mi-temps, et l’équipe était menée ! {atPlace}, l’entraîneuse rassembla l’équipe : « Passez-vous le ballon. Personne ne gagne tout seul. »',
    /bench/,
  ),
  b(
    '{atPlace}, the team put their hands together: “One, two, three… TEAM!”',
    '{atPlace}, l’équipe posa les mains les unes sur les autres : « Un, deux, trois… ÉQUIPE ! »',
    /centre/,
  ),
  b(
    '{atPlace}, {name} drank some water and remembered the tip: bend, look, push.',
    '{atPlace}, {name} but un peu d’eau et se rappela l’astuce : plier, regarder, pousser.',
    /bench/,
  ),
  b(
    '{atPlace}, {name} had an idea and whispered it to the team-mates. Everyone nodded.',
    '{atPlace}, {name} eut une idée et la chuchota aux coéquipiers. Tout le monde hocha la tête.',
    /centre/,
  ),
  b(
    '{atPlace}, a team-mate smiled at {name}: “We can still do it, together.”',
    '{atPlace}, une coéquipière sourit à {name} : « On peut encore y arriver, ensemble. »',
    /bench/,
  ),
];

/** The second half: passing together, catching up, the last seconds. */
export const HOOPS_SECOND_HALF: PlacedL[] = [
  b(
    '{atPlace}, {name} passed the ball instead of keeping it, and a team-mate scored! The team was catching up.',
    '{atPlace}, {name} fit une passe au lieu de garder le ballon, et une coéquipière marqua ! L’équipe revenait au score.',
    /three-point/,
  ),
  b(
    '{atPlace}, the team passed, ran and passed again. Basket after basket, the scores grew close.',
    '{atPlace}, l’équipe passa, courut et passa encore. Panier après panier, les scores se rapprochaient.',
    /three-point/,
  ),
  b(
    '{atPlace}, {name} got a free throw. Bend, look, push… in! The scores were level!',
    '{atPlace}, {name} tira un lancer franc. Plier, regarder, pousser… dedans ! Égalité !',
    /hoop/,
  ),
  b(
    '{atPlace}, the crowd cheered: “Go, team, go!” Only ten seconds were left.',
    '{atPlace}, la foule encourageait : « Allez, l’équipe, allez ! » Il ne restait que dix secondes.',
    /three-point/,
  ),
  b(
    '{atPlace}, a team-mate was free. {name} saw it and threw the ball just in time.',
    '{atPlace}, une coéquipière était libre. {name} la vit et lui lança le ballon juste à temps.',
    /hoop/,
  ),
  b(
    '{atPlace}, {name} looked at the clock: five seconds left. Now or never!',
    '{atPlace}, {name} regarda l’horloge : plus que cinq secondes. C’est maintenant ou jamais !',
    /hoop/,
  ),
];

export const HOOPS_TURNS: PlacedL[] = [
  b(
    'Three, two, one… {name} jumped and threw. The ball flew, and dropped right through the hoop! {name}’s team had won!',
    'Trois, deux, un… {name} sauta et tira. Le ballon vola et tomba pile dans le panier ! L’équipe de {name} avait gagné !',
  ),
  b(
    'A pass, a jump, a throw… IN! The buzzer sounded: {name}’s team had won the game! Everyone cheered.',
    'Une passe, un saut, un tir… PANIER ! La sirène retentit : l’équipe de {name} avait gagné le match ! Tout le monde applaudit.',
  ),
];

/** The idea says the deed ("wins the big game", « gagne le grand match »): the turn says it done. */
export const HOOPS_TURNS_DEED: PlacedL[] = [
  b(
    'Three, two, one… {name} jumped and threw. The ball dropped right through the hoop! {name} had managed to {taskAgain}!',
    'Trois, deux, un… {name} sauta et tira. Le ballon tomba pile dans le panier ! {name} avait réussi à {taskAgain} !',
  ),
  b(
    'A pass, a jump, a throw… IN! The buzzer sounded, and everyone cheered: {name} had managed to {taskAgain}!',
    'Une passe, un saut, un tir… PANIER ! La sirène retentit, et tout le monde applaudit : {name} avait réussi à {taskAgain} !',
  ),
];

export const HOOPS_ENDINGS: PlacedL[] = [
  b(
    'The team held up a shiny cup, and {name} shook hands with the other team: “Well played, all of you!” {name} had learned that {lesson}. The end.',
    'L’équipe brandit une coupe toute brillante, et {name} serra la main de l’autre équipe : « Bien joué, vous aussi ! » {name} avait appris que {lesson}. Fin.',
  ),
  b(
    'Everyone got a medal, and {name} went to tell the other team: “You played so well. See you next time!” {name} had learned that {lesson}. The end.',
    'Tout le monde reçut une médaille, et {name} alla dire à l’autre équipe : « Vous avez super bien joué. À la prochaine ! » {name} avait appris que {lesson}. Fin.',
  ),
];
