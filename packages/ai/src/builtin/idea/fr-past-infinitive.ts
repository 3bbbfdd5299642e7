/**
 * The infinitive of a French verb said in the past (« aidait », « chantaient », « aida »). The
 * tagger (fr-compromise) turns an imperfect into a non-word: « aidait » → « aidaire », « aidaient »
 * → « aidaiendre », « faisait » → « faisaire », and leaves the passé simple (« aida », « mangea »)
 * untagged or as a first name. « Le petit tracteur rouge qui aidait tout le monde » printed « un
 * grand projet pour la journée : aidaire tout le monde ».
 */

// Imperfect stems whose infinitive is not the stem + -er (the common irregulars and other groups).
const IRREGULAR: Record<string, string> = {
  fais: 'faire',
  voul: 'vouloir',
  all: 'aller',
  pren: 'prendre',
  sav: 'savoir',
  pouv: 'pouvoir',
  dev: 'devoir',
  av: 'avoir',
  ét: 'être',
  ven: 'venir',
  deven: 'devenir',
  ten: 'tenir',
  dis: 'dire',
  lis: 'lire',
  écriv: 'écrire',
  construis: 'construire',
  conduis: 'conduire',
  mett: 'mettre',
  voy: 'voir',
  buv: 'boire',
  viv: 'vivre',
  cour: 'courir',
  dorm: 'dormir',
  part: 'partir',
  sort: 'sortir',
  peign: 'peindre',
  attend: 'attendre',
  descend: 'descendre',
  répond: 'répondre',
  perd: 'perdre',
  entend: 'entendre',
  ouvr: 'ouvrir',
  cueill: 'cueillir',
  suiv: 'suivre',
  appren: 'apprendre',
  // The conditional of the modals (« voudrait », « pourrait »), which the tagger mangles the same way.
  voudr: 'vouloir',
  pourr: 'pouvoir',
  saur: 'savoir',
  devr: 'devoir',
};

// The passé simple of the first-group verbs an idea tells a hero's deed with (« aida », « chanta »).
const SIMPLE_PAST =
  /^(aid|chant|jou|mange|dans|sauv|trouv|répar|dessin|cherch|prépar|décor|rêv|gard|port|ramass)(a|èrent)$/;

/** The stem + -er of a first-group verb: « mange » → « manger », « commenç » → « commencer ». */
const firstGroup = (stem: string) => `${stem.replace(/ç$/, 'c').replace(/(?<=g)e$/, '')}er`;

/** The infinitive of a first-group passé simple (« aida » → « aider »), or undefined. */
export function frSimplePast(word: string): string | undefined {
  const simple = word.toLowerCase().match(SIMPLE_PAST);
  return simple ? firstGroup(simple[1]) : undefined;
}

/**
 * The infinitive of an imperfect (or a modal's conditional), or undefined for a word that is none.
 * `-issait` is the second group (« finissait » → « finir »); the irregulars are read from their
 * stem; any other -ait is the first group (« jouait » → « jouer », « mangeait » → « manger »).
 */
export function frImperfectInfinitive(word: string): string | undefined {
  const imperfect = word.toLowerCase().match(/^(\p{L}{2,}?)(ait|aient|ais)$/u);
  if (!imperfect) return undefined;
  const stem = imperfect[1];
  if (IRREGULAR[stem]) return IRREGULAR[stem];
  if (stem.endsWith('iss')) return `${stem.slice(0, -3)}ir`;
  return firstGroup(stem);
}

/**
 * The tagger's infinitive, mended when it is the non-word of a past form (« aidaire »,
 * « aidaiendre »): the word's own infinitive instead; a reflexive keeps its « se ».
 */
export function mendInfinitive(said: string, inf: string): string {
  if (!/ai(?:re|endre)$/.test(inf)) return inf;
  const own = frImperfectInfinitive(said.split(' ').pop() ?? '');
  return own ? inf.replace(/\S+$/, own) : inf;
}
