import type { Language } from '@bookloom/core';
import type { TeamSport } from './goal-task-match-team';
import type { TaskScript } from './goal-task-script-kit';
import type { PlacedL } from './story-place-fit';
import { step } from './task-step';

/**
 * New in the team ("Emma joins the volleyball team", « Emma entre dans l’équipe de basket »): the
 * sport's own match, begun shy at the first practice among team-mates who already know each other,
 * and welcomed with a pass. Before, joining read as "loved basketball more than anything" (a player
 * of old), or for a sport without its court a plan "half done" at the pool and the track.
 */
const b = step;

const JOIN_OPENINGS: PlacedL[] = [
  b(
    'It was a big day for {aKind} called {name}: {name} was joining {team}!{withFriend}',
    'C’était un grand jour pour {aKind} {named} {name} : {name} entrait dans {team} !{withFriend}',
  ),
];

const JOIN_PROBLEMS: PlacedL[] = [
  b(
    'At the first practice, {name} stood at the back and hardly said a word: the others all knew each other already. Yet {name} had one dream: to {task} with them on Saturday.',
    'Au premier entraînement, {name} restait au fond sans oser dire un mot : les autres se connaissaient tous déjà. Pourtant, {name} n’avait qu’un rêve : {task} avec eux samedi.',
  ),
  b(
    '“Everyone, this is {name}, who is new in the team!” said the coach. {name} said a tiny hello. On Saturday, {name} would {task} with the whole team!',
    '« Tout le monde, voici {name}, qui arrive dans l’équipe ! » annonça {coach}. {name} dit un tout petit bonjour. Samedi, il faudrait {task} avec toute l’équipe !',
  ),
];

// Told first of the practice, wherever it is: the team-mates make the new one welcome.
const WELCOME: PlacedL = {
  ...b(
    '{atPlace}, {mate} smiled and passed {name} the ball: “Welcome to the team!” {name} smiled back.',
    '{atPlace}, {mate} sourit et passa le ballon à {name} : « Bienvenue dans l’équipe ! » {name} sourit à son tour.',
  ),
  leads: true,
};

const SAID: Record<Exclude<TeamSport, 'tennis'>, Record<Language, Record<string, string>>> = {
  football: {
    en: { team: 'the football team', mate: 'a teammate' },
    fr: { team: 'l’équipe de foot', coach: 'l’entraîneur', mate: 'un coéquipier' },
  },
  basketball: {
    en: { team: 'the basketball team', mate: 'a team-mate' },
    fr: { team: 'l’équipe de basket', coach: 'l’entraîneuse', mate: 'une coéquipière' },
  },
  volleyball: {
    en: { team: 'the volleyball team', mate: 'a team-mate' },
    fr: { team: 'l’équipe de volley', coach: 'l’entraîneuse', mate: 'une coéquipière' },
  },
  hockey: {
    en: { team: 'the hockey team', mate: 'a team-mate' },
    fr: { team: 'l’équipe de hockey', coach: 'l’entraîneur', mate: 'un coéquipier' },
  },
};

/** The sport's match with the new-in-the-team start; tennis, one against one, keeps its own. */
export function joinedTeam(script: TaskScript, sport: TeamSport): TaskScript {
  if (sport === 'tennis') return script;
  const said = SAID[sport];
  return {
    ...script,
    openings: JOIN_OPENINGS,
    problems: JOIN_PROBLEMS,
    episodes: { ...script.episodes, search: [WELCOME, ...(script.episodes.search ?? [])] },
    slots: (lang) => ({ ...script.slots(lang), ...said[lang] }),
  };
}
