import type { Sport } from '../idea/read-goal-task';
import { type ColoringScene, scene as s } from './coloring-arc-scene';
import { dojoScenes, GYM_SCENES, SKI_SCENES } from './coloring-arc-scenes-sport-lessons';

/**
 * Volleyball (goal-task-volley.ts) as a coloring book: 'Volleyball coloring pages' printed "who has a
 * picnic in the enchanted forest". Now the match in order on the court: the trainers, the passes,
 * the coach, the serve, the dig, the set, the spike at the net (the turn), the dive, the cup and the
 * team hug.
 */
const VOLLEYBALL_SCENES: ColoringScene[] = [
  s('laces up the trainers', 'lace ses baskets', ['running-shoe'], /volleyball club/),
  s(
    'passes the ball back and forth with a team-mate',
    'échange des passes de ballon avec une coéquipière',
    ['volleyball', 'girl'],
    /practice court/,
  ),
  s('listens to the coach’s plan', 'écoute le plan de l’entraîneuse', ['woman'], /team bench/),
  s('serves the ball over the net', 'sert le ballon par-dessus le filet', ['volleyball'], /service line/),
  s(
    'bumps the ball up with both arms',
    'renvoie le ballon en manchette, les deux bras tendus',
    ['volleyball'],
    /back of the court/,
  ),
  s(
    'sets the ball high for a team-mate',
    'lève le ballon bien haut pour une coéquipière',
    ['volleyball', 'girl'],
    /middle of the court/,
  ),
  s(
    'jumps high and spikes the ball down',
    'saute très haut et smashe le ballon',
    ['volleyball'],
    /at the net/,
    {
      turn: true,
    },
  ),
  s('dives to save the ball', 'plonge pour sauver le ballon', ['volleyball'], /sideline/),
  s('lifts the cup with both hands', 'soulève la coupe à deux mains', ['trophy'], /referee/),
  s('hugs the whole team', 'fait un gros câlin à toute l’équipe', ['people-hugging'], /team bench/),
];

/**
 * Ice hockey (goal-task-hockey.ts) as a coloring book, on the rink: the skates laced, the stick and
 * the puck, the coach, the chase, the face-off, the pass, the dodge, the goal (the turn), the team
 * hug under the scoreboard, the cup.
 */
const HOCKEY_SCENES: ColoringScene[] = [
  s('laces up the ice skates', 'lace ses patins à glace', ['ice-skate'], /changing room/),
  s(
    'steps onto the ice with a hockey stick and a puck',
    'entre sur la glace avec une crosse et un palet',
    ['ice-hockey'],
    /rink gate/,
  ),
  s('listens to the coach', 'écoute l’entraîneur', ['man'], /team bench/),
  s(
    'skates fast after the puck',
    'patine à toute vitesse derrière le palet',
    ['ice-hockey'],
    /middle of the rink/,
  ),
  s('waits for the puck to drop', 'attend que le palet tombe', ['ice-hockey'], /face-off/),
  s('passes the puck to a team-mate', 'passe le palet à un coéquipier', ['ice-hockey', 'boy'], /boards/),
  s('dodges a defender with the puck', 'dribble un défenseur avec le palet', ['ice-hockey'], /blue line/),
  s(
    'shoots the puck into the net',
    'tire le palet au fond des filets',
    ['ice-hockey', 'goal-net'],
    /front of the goal/,
    {
      turn: true,
    },
  ),
  s(
    'hugs the team after the goal',
    'fait un câlin à toute l’équipe après le but',
    ['people-hugging'],
    /scoreboard/,
  ),
  s('lifts the cup', 'soulève la coupe', ['trophy'], /hockey club/),
];

/**
 * A sport's coloring scenes (coloring-arc.ts), or undefined for a sport whose coloring book keeps
 * the stock activities (football, basketball, tennis).
 */
export function sportScenes(sport: Sport): ColoringScene[] | undefined {
  if (sport === 'volleyball') return VOLLEYBALL_SCENES;
  if (sport === 'hockey') return HOCKEY_SCENES;
  if (sport === 'judo' || sport === 'karate') return dojoScenes(sport);
  if (sport === 'skiing') return SKI_SCENES;
  if (sport === 'gymnastics') return GYM_SCENES;
  return undefined;
}
