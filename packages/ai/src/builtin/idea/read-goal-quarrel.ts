/**
 * Two friends who quarrel and make up are their own arc, not a deed: "Two best friends have a fight
 * and make up", "Tom and Max argue over a red ball", « Deux meilleurs amis se disputent puis se
 * réconcilient ». Before, "make up" and « se disputer » became a task done at the library ("Zoé had a
 * big plan for the day: to make up"). Now the two play, quarrel over one thing, sulk apart, miss each
 * other, and a small gesture and "I'm sorry" bring them back together (text/goal-quarrel.ts).
 */
export type QuarrelGoal = {
  kind: 'quarrel';
  /** The story said as a deed, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
};

// The quarrel: "argue", "quarrel", "have a fight", "fall out", "fight over the ball", "squabble";
// « se disputent », « se fâche avec », « se brouillent », « se chamaillent », « une dispute ».
const QUARREL =
  /\b(?:argu(?:e|es|ed|ing)|quarrel(?:s|led|ling|ed|ing)?|squabbl(?:e|es|ed|ing)|fall(?:s|ing)? out|fell out|(?:have|has|had|having) (?:a |an )?(?:big |little |huge |silly )?(?:fight|row|argument|falling[- ]out|quarrel)|f(?:ight|ights|ighting|ought) (?:over|about) (?:a|an|the|his|her|their|who)\b|f(?:ight|ights|ighting|ought) with (?:his|her|their|my) (?:best )?friend)\b|(?<!\p{L})(?:se|nous|vous) (?:disput|fâch|brouill|chamaill)\p{L}*|(?<!\p{L})(?:une|la|leur|grosse) dispute(?!\p{L})|(?<!\p{L})(?:fâchée?s?|brouillée?s?) (?:avec|contre)(?!\p{L})/iu;
// Making up: "make up", "say sorry", « se réconcilient », « font la paix », « demande pardon ».
const MAKE_UP =
  /\b(?:and|then|they|finally) make up\b(?! (?:a|an|the|some|stories|story|songs?|games?|rhymes|words|names|jokes)\b)|\bmake up with\b|\bmade up\b(?= (?:at|in|with|again|\.|$))|\bmake friends again\b|\b(?:says?|said|saying) sorry\b|(?<!\p{L})demand(?:e|ent|er|a) pardon(?!\p{L})|(?<!\p{L})(?:se |nous |vous )?réconcili\p{L}*|(?<!\p{L})(?:font|faire|fait|firent|faisons) la paix(?!\p{L})/iu;

/** The quarrel between friends the idea names, if any. */
export function readQuarrel(description: string): QuarrelGoal | undefined {
  return QUARREL.test(description) || MAKE_UP.test(description)
    ? { kind: 'quarrel', task: { en: 'make up after a quarrel', fr: 'se réconcilier après une dispute' } }
    : undefined;
}
