/**
 * A hero who will NOT do something is its own arc, not a wish: 'A princess who does not want to be
 * rescued', « Un petit ours qui ne veut pas partager ses jouets ». Before this the negation was
 * dropped and the verb after "want" became the goal (a deed "to be rescued", a hunt for a kite;
 * issue 14). The refusal is read before any reader of "wants to" (read-goal.ts) and sorted into the
 * few refusals that have their own script (text/goal-refuse.ts); any other is told as saying no.
 */
export type Refusal = 'share' | 'bed' | 'greens' | 'bath' | 'rescued' | 'other';

export type RefuseGoal = {
  kind: 'refuse';
  refusal: Refusal;
  /** The deed the hero comes round to, for writers that print any goal as one (a poem's “to {task}”). */
  task: { en: string; fr: string };
  /** The brother or sister shared with ("with his little sister": little sister, « sa petite sœur »). */
  sibling?: { en: string; fr: string };
};

// "does not want to", "doesn't want to", "won't", "refuses to", « ne veut pas », « refuse de ».
const REFUSE = [
  /\b(?:(?:does|do|did)\s*(?:not|n['’]t)\s+(?:want|like)\s+to|won['’]t|will\s+not|refus(?:es|ed|e)\s+to|hates\s+to|never\s+wants\s+to)\s+([^.,;!?]+)/i,
  // The tale's past too: « Le petit cochon qui ne voulait pas se laver », « qui refusait de dormir ».
  /\b(?:ne\s+(?:veu(?:t|lent|x)|voul(?:ait|aient)|voudr(?:ait|aient))\s+(?:pas|jamais|plus)|n['’]aim(?:e|ent|ait|aient)\s+pas|refus(?:e|ent|ait|aient)\s+(?:de\s+|d['’]))\s*([^.,;!?]+)/i,
];

/** What each known refusal says, and the deed the hero comes round to. */
const KNOWN: { refusal: Refusal; said: RegExp; task: { en: string; fr: string } }[] = [
  {
    refusal: 'rescued',
    // No \b after « é » (not a word character without the u flag): a lookahead for any letter.
    said: /\b(?:rescued|saved|sauv[ée]e?s?|secourue?s?|délivr[ée]e?s?)(?!\p{L})/iu,
    // A prince as well as a princess: no "herself".
    task: { en: 'save the day without any help', fr: 'sauver la situation sans aide' },
  },
  {
    refusal: 'share',
    said: /\b(?:share|shares|sharing|partager|partage|prêter)\b/i,
    task: { en: 'share', fr: 'partager' },
  },
  {
    refusal: 'bed',
    said: /\b(?:bed|sleep|nap|asleep|lit|dormir|coucher|sieste)\b/i,
    task: { en: 'go to bed', fr: 'aller au lit' },
  },
  {
    refusal: 'greens',
    said: /\b(?:vegetables?|veggies|greens|broccoli|carrots?|spinach|légumes?|brocolis?|carottes?|épinards?|soupe)\b/i,
    task: { en: 'eat vegetables', fr: 'manger des légumes' },
  },
  {
    refusal: 'bath',
    said: /\b(?:bath|baths|wash|bathe|bain|laver|douche)\b/i,
    task: { en: 'take a bath', fr: 'prendre un bain' },
  },
];
const OTHER = { en: 'say yes', fr: 'dire oui' };

/**
 * "Noah learns to share his toys with his little sister", « Léo apprend à partager »: the same story
 * told from its end — he would not share, and comes round (it was a hunt for a kite; issue 14). After
 * another deed ("looks for a magic wand and learns to share") it is only the lesson.
 */
const LEARNS_TO_SHARE = [
  /(?<!\band\s+)\blearn(?:s|ing|ed|t)?\s+(?:how\s+)?to\s+(share|lend)\b/i,
  /(?<!\bet\s+)\bappren(?:d|nent|dre|ait|ant)\s+à\s+(partager|prêter)\b/i,
  // "Lily shares her toys with her little brother", « Léo partage ses jouets »: the sharing is the story
  // (was "half of the job was done" at the top of the hill).
  /(?<!\band\s+)\b(share)s\s+(?:all\s+)?(?:his|her|their)\s+(?:toys|things|sweets|crayons|snack|treats)\b/i,
  /(?<!\bet\s+)\b(partage)\s+(?:tous\s+)?(?:ses|son|sa)\s+(?:jouets|affaires|bonbons|crayons|goûter)\b/i,
];

const WITH_SIBLING_EN =
  /\b(?:with|to)\s+(?:his|her|their)\s+(?:(little|baby|younger|big|older)\s+)?(sister|brother)\b/i;
const WITH_SIBLING_FR = /\b(?:avec|à)\s+(?:sa|son)\s+(?:(petite?|grande?)\s+)?(s(?:œ|oe)ur|frère)\b/i;

/** Who the toys are shared with, when the idea names a brother or sister: said in both languages. */
function siblingOf(description: string): RefuseGoal['sibling'] {
  const en = WITH_SIBLING_EN.exec(description);
  const fr = WITH_SIBLING_FR.exec(description);
  if (!en && !fr) return undefined;
  const sister = en ? en[2].toLowerCase() === 'sister' : !/fr/i.test(fr?.[2] ?? '');
  const adj = (en?.[1] ?? fr?.[1] ?? '').toLowerCase();
  const big = /^(big|older|grande?)$/.test(adj);
  const little = adj !== '' && !big;
  const enAdj = big ? 'big ' : little ? 'little ' : '';
  const frAdj = big ? (sister ? 'grande ' : 'grand ') : little ? (sister ? 'petite ' : 'petit ') : '';
  return {
    en: `${enAdj}${sister ? 'sister' : 'brother'}`,
    fr: `${sister ? 'sa' : 'son'} ${frAdj}${sister ? 'sœur' : 'frère'}`,
  };
}

/**
 * "A boy who can't stop saying no", « Le petit garçon qui disait toujours non »: no verb after a
 * "does not want", yet the hero who says no to everything (it was a hunt for a kite).
 */
const SAYS_NO = [
  /\b(?:can['’]?t|cannot|won['’]t)\s+stop\s+saying\s+no\b|\b(?:always|only)\s+say(?:s|ing)?\s+no\b|\bsays\s+no\s+to\s+everything\b/i,
  /\b(?:dit|disait|disent|disaient|répond|répondait)\s+(?:toujours|tout\s+le\s+temps|sans\s+arrêt)\s+(?:«\s*)?non\b|\bdit\s+non\s+à\s+tout\b/i,
];

/** The refusal the idea describes, if any ("wants to share" is none). */
export function readRefuse(description: string): RefuseGoal | undefined {
  if (SAYS_NO.some((re) => re.test(description))) return { kind: 'refuse', refusal: 'other', task: OTHER };
  const what =
    REFUSE.map((re) => description.match(re)?.[1]).find(Boolean) ??
    LEARNS_TO_SHARE.map((re) => description.match(re)?.[1]).find(Boolean);
  if (!what) return undefined;
  const known = KNOWN.find((k) => k.said.test(what));
  const sibling = known?.refusal === 'share' ? siblingOf(description) : undefined;
  return known
    ? { kind: 'refuse', refusal: known.refusal, task: known.task, ...(sibling ? { sibling } : {}) }
    : { kind: 'refuse', refusal: 'other', task: OTHER };
}
