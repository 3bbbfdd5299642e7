import type { Sport, TaskGoal } from './read-goal-task';

/**
 * A sport the idea has the hero play ("A girl who loves basketball wins the big game", "A boy who
 * loves football", « Une fille qui adore le basket gagne le grand match »): a match of that sport,
 * on its own court or pitch (text/goal-task-match.ts, goal-task-hoops.ts). Before, "win the big game"
 * was worked at "one small step" across the pool and the track, and "loves football" searched for a
 * ball. A ball found or lost ("finds a lost football", « son ballon de foot ») stays a quest.
 */
export type { Sport } from './read-goal-task';

/** The sport said as a sport, not a thing: "loves basketball", "the football match", « au basket ». */
const SPORT: Record<Sport, RegExp> = {
  basketball:
    /\bbasket-?ball\b(?!\s+(?:hoop|net)\b)|(?<!ballon )(?<!\p{L})(?:au|du|le|de|en) basket(?:-ball)?(?![\p{L}-])/iu,
  football:
    /(?<!american )\b(?:football|soccer)\b|(?<!ballon )(?<!\p{L})(?:au|du|le|de) foot(?:ball)?(?![\p{L}-])/iu,
  // (Not "a tennis ball", « une balle de tennis »: a thing; nor "table tennis".)
  tennis: /(?<!table |balle de |ball )\btennis\b(?!\s+(?:ball|balls)\b)/iu,
  // (Not "a volleyball", « un ballon de volley »: THING; beach volley is still volleyball.)
  volleyball: /\bvolley(?:-?ball)?\b/iu,
  judo: /\bjudo\b/iu,
  karate: /\bkarat[eé](?!\p{L})/iu,
  // Ice hockey on the frozen rink (« le grand match de hockey »).
  hockey: /\bhockey\b/iu,
  // "first ski lesson", « cours de ski », « apprend à skier » (not a jet ski).
  skiing: /(?<!jet[ -])\bski(?:s|ing|er|eur|euse)?\b/iu,
  // "loves gymnastics", « une petite gymnaste », « la gym ».
  gymnastics: /\bgym(?:nastics?|nasts?|nastique|nastes?)?\b/iu,
  // A ninja in training with a master ("trains with her master", « s’entraîne avec son maître »); a
  // ninja cat with nothing to learn keeps its own story.
  ninja:
    /^(?=.*\bninjas?\b)(?=.*(?:\b(?:train|trains|training|master|sensei|learns?|dojo)\b|(?<!\p{L})(?:entraîn|maître|apprend)))/isu,
};
// "a basketball", "his football", « un ballon de basket »: a thing to find or hold, not a game played.
const THING =
  /\b(?:a|an|his|her|their|my|its|this|that|new|old|lost|shiny|red|blue|orange|magic) (?:basket|foot|volley)ball\b(?!\s+(?:match|game|team|player|final|club|court|pitch|star|practice|tournament)\b)|ballon de (?:basket|foot|volley)/i;
// Searching, finding, losing: a quest for the ball (goal-object.ts).
const QUEST =
  /\b(?:look(?:s|ed|ing)? for|search\w*|finds?|found|lost|loses?|missing)\b|(?<!\p{L})(?:cherch\p{L}*|trouv\p{L}*|retrouv\p{L}*|perd\p{L}*|perdu\p{L}*)/iu;
// A deed of the game the idea names, kept as said ("win the big game", « gagner la finale »).
const MATCH_DEED = /\b(?:win|score|play|gagner|marquer|jouer|match|game|final|finale)\b/i;

const PLAY = {
  basketball: { en: 'play in the big basketball game', fr: 'jouer le grand match de basket' },
  football: { en: 'play in the big football match', fr: 'jouer le grand match de foot' },
  tennis: { en: 'play in the big tennis match', fr: 'jouer le grand match de tennis' },
  volleyball: { en: 'play in the big volleyball match', fr: 'jouer le grand match de volley' },
  // A martial art is learnt, not played: "Nina learns judo" was a trophy hunt (« trouver une coupe »).
  judo: { en: 'learn judo', fr: 'apprendre le judo' },
  karate: { en: 'learn karate', fr: 'apprendre le karaté' },
  hockey: { en: 'play in the big hockey match', fr: 'jouer le grand match de hockey' },
  // Skiing and gymnastics are learnt at lessons too, up to a little race or a competition.
  skiing: { en: 'learn to ski', fr: 'apprendre à skier' },
  ninja: { en: 'train to become a true ninja', fr: 's’entraîner pour devenir ninja' },
  gymnastics: {
    en: 'do a routine at the gymnastics competition',
    fr: 'présenter un enchaînement à la compétition de gym',
  },
};
// Learnt, not played: the deed is the lesson's, whatever the idea says ("Tom's first ski lesson").
const LEARNT = new Set<Sport>(['judo', 'karate', 'skiing', 'gymnastics', 'ninja']);
// New in the team: "joins the volleyball team", « entre dans l’équipe de volley », « rejoint le club ».
const JOINS =
  /\b(?:joins?|joined|joining)\b.*\b(?:team|club)\b|(?<!\p{L})(?:entre|rejoint|intègre|arrive)\p{L}* (?:dans )?(?:l['’]équipe|le club)/iu;

/**
 * The sport the idea plays, as a task of its match: the deed the idea reads ("win the big game",
 * from read-goal-task.ts) when it is one of the match, else playing in the big match. Undefined
 * for an idea set somewhere of its own (`setting`: a match at school keeps the school's pages).
 */
export function readSport(
  description: string,
  task: TaskGoal['task'] | undefined,
  setting: string | undefined,
  type?: string,
): (TaskGoal & { sport: Sport }) | undefined {
  if (QUEST.test(description)) return undefined;
  const said = description.replace(/’/g, "'");
  const sport =
    (Object.keys(SPORT) as Sport[]).find(
      (s) => SPORT[s].test(said) && !(THING.test(said) && !onlyAsSport(said, s)),
    ) ?? sportsBookGame(description, task, type);
  // "Ice hockey" read its ice as the idea's snowy setting: the ice is the rink's.
  if (!sport || (setting && !(setting === 'snow' && sport === 'hockey'))) return undefined;
  const deed = task && !LEARNT.has(sport) && MATCH_DEED.test(task.en) ? won(task) : PLAY[sport];
  return { kind: 'task', task: deed, sport, ...(JOINS.test(said) ? { joins: true } : {}) };
}

// "A boy wins the big game" in a sports book, no sport named: the book's own sport, football, on its
// pitch (it was the generic deed across the pool and the track: "Sam ran, aimed… and did it!").
const GAME_DEED = /\b(?:game|match|final|tournament)\b|(?<!\p{L})(?:match|finale|tournoi)(?!\p{L})/iu;
// (Never over a sport of its own: "loves volleyball wins the big game" is no football match.)
const OTHER_SPORT =
  /volley|hockey|rugby|baseball|handball|badminton|golf|cricket|ping[- ]?pong|\bgym|\bski|skat|surf|judo|karat|danc|danse|swim|natation|\brace|\bcourse/i;
const sportsBookGame = (
  description: string,
  task: TaskGoal['task'] | undefined,
  type: string | undefined,
): Sport | undefined =>
  type === 'sports' && task && GAME_DEED.test(`${task.en} ${task.fr}`) && !OTHER_SPORT.test(description)
    ? 'football'
    : undefined;

// "play basketball with his friends and want to win the final": the win is the dream, said alone
// (the tagger's "want to" after "and" is no deed: "had managed to want to win"); "play football with
// her team and score the winning goal" stays whole.
const WON =
  /^.*\b(?:and|et) (?:want|wish|hope|try|vouloir|souhaiter|espérer|essayer)(?: to| de)? ((?:win|score|gagner|marquer)\b.*)$/i;
const won = (task: TaskGoal['task']): TaskGoal['task'] => ({
  en: task.en.replace(WON, '$1'),
  fr: task.fr.replace(WON, '$1'),
});

const SAID: Record<Sport, string> = {
  basketball: 'basket',
  football: 'foot',
  tennis: 'tennis',
  volleyball: 'volley',
  judo: 'judo',
  karate: 'karat',
  hockey: 'hockey',
  skiing: 'ski',
  gymnastics: 'gym',
  ninja: 'ninja',
};
// "loves football and his new football": the game said as one somewhere besides the thing.
const onlyAsSport = (said: string, sport: Sport) =>
  new RegExp(
    `\\b(?:loves?|likes?|plays?|playing|adores?|enjoys?|adore|aime|joue au|fait du) (?:le )?${SAID[sport]}`,
    'i',
  ).test(said);
