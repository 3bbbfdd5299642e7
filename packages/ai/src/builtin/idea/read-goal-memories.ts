/**
 * A grandparent telling the stories of their own childhood ("Grandpa tells stories about when he was
 * a boy", « les histoires de mamie quand elle était petite », « Papy raconte son enfance »): the
 * grandchild is the hero, the grandparent at their side, one memory a page at its own place and
 * with its own thing, a keepsake given at the turn, bed at the end (text/goal-memories.ts). Before,
 * the grandfather was the hero of a stock hunt for a kite in the park.
 */
export type MemoriesGoal = {
  kind: 'memories';
  /** Who tells: a grandmother when the idea says so (grandma, nana, mamie, "when she was a girl"). */
  teller: 'grandpa' | 'grandma';
  /** The teller as the idea calls them ("Nana", « Papy »), capitalised as a name. */
  word: { en: string; fr: string };
  /** The story said as a deed, for writers that print any goal as one. */
  task: { en: string; fr: string };
};

const GRANDPA =
  /\b(?:grandpa|grandad|granddad|grandfather|gramps)\b|(?<!\p{L})(?:papi|papy|pépé|grand-p[èe]re)(?!\p{L})/iu;
const GRANDMA =
  /\b(?:grandma|granny|nana|gran|grandmother|nan)\b|(?<!\p{L})(?:mamie|mamy|mémé|grand-m[èe]re)(?!\p{L})/iu;
const TELLS =
  /\b(?:tells?|told|telling|stor(?:y|ies)|remembers?|memories)\b|(?<!\p{L})(?:racont\p{L}*|histoires?|souvenirs?|se souvient)(?!\p{L})/iu;
// Their own childhood: "when he was a boy", "long ago", "the old days", « quand il était petit », « son enfance ».
const LONG_AGO =
  /\bwhen (?:he|she|I) was (?:a (?:little )?(?:boy|girl|child|kid)|little|young|small)\b|\blong ago\b|\bold days\b|\bchildhood\b|\b(?:as|was) a (?:little )?(?:boy|girl)\b|quand (?:il|elle|j’|j') ?(?:était|étais) (?:petite?|jeune|enfant|un petit garçon|une petite fille)|(?<!\p{L})enfance(?!\p{L})|autrefois|dans le temps|(?<!\p{L})jeunesse(?!\p{L})|il y a (?:bien )?longtemps/iu;
const SHE = /\bwhen she\b|\bshe was\b|\bas a (?:little )?girl\b|quand elle|elle était/iu;

const WORDS: Record<string, { en: string; fr: string }> = {
  grandpa: { en: 'Grandpa', fr: 'Papi' },
  grandma: { en: 'Grandma', fr: 'Mamie' },
};
/** The idea's own word kept: "Nana", "Granny", « Papy », « Mémé ». */
const OWN = /\b(Nana|Granny|Gran|Grandad|Granddad|Gramps)\b|(?<!\p{L})(papy|pépé|mamy|mémé)(?!\p{L})/iu;

/** The grandparent's childhood stories the idea tells of, if it does. */
export function readMemories(description: string): MemoriesGoal | undefined {
  const pa = GRANDPA.exec(description);
  const ma = GRANDMA.exec(description);
  if ((!pa && !ma) || !TELLS.test(description) || !LONG_AGO.test(description)) return undefined;
  // The first grandparent named tells; "when she was little" makes it a grandmother.
  const teller = ma && (!pa || ma.index < pa.index || SHE.test(description)) ? 'grandma' : 'grandpa';
  const own = OWN.exec(description);
  const said = own ? (own[1] ?? own[2]) : undefined;
  const ownWord = said && (teller === 'grandma') === /^(?:nana|granny|gran|mamy|mémé)$/i.test(said);
  const name = ownWord && said ? said.charAt(0).toUpperCase() + said.slice(1).toLowerCase() : undefined;
  const word = name ? { en: name, fr: name } : WORDS[teller];
  return {
    kind: 'memories',
    teller,
    word,
    task: {
      en: `listen to ${word.en}’s stories of long ago`,
      fr: `écouter les histoires d’autrefois de ${word.fr}`,
    },
  };
}
