/**
 * Whole words only, accents included: JavaScript's `\b` treats é as a boundary, so `\bnus\b` would
 * refuse "pieds nus" and `\bnu\b` the "nu" of "nuée". Letters on either side block a match here.
 */
const words = (alternation: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation})(?![\\p{L}\\p{N}])`, 'iu');

/**
 * Topics we refuse in a children's book whatever the wording is (the word list covers profanity).
 * Kept short and phrase-based so ordinary stories pass: "killer whale" and "pirate sword fight"
 * are fine, "how to make a bomb" is not. French words that are also innocent ("héroïne" is a
 * heroine, "nus" in "pieds nus") are left out.
 */
export const REFUSED_TOPICS: { reason: string; pattern: RegExp }[] = [
  {
    reason: 'sexual content',
    pattern: words(
      'sex|sexual|sexy|nude|naked|porn\\p{L}*|erotic|fetish|sexe|sexuel\\p{L}*|nudité|tout nu|toute nue|érotique',
    ),
  },
  {
    reason: 'graphic violence',
    pattern: words(
      'murder\\p{L}*|gore|gory|torture\\p{L}*|behead\\p{L}*|massacre\\p{L}*|dismember\\p{L}*|bloodbath|meurtre\\p{L}*|égorg\\p{L}*|décapit\\p{L}*',
    ),
  },
  {
    reason: 'weapons',
    pattern: words(
      'guns?|rifles?|shotguns?|pistols?|firearms?|bombs?|grenades?|explosives?|fusils?|pistolets?|bombes?|grenades?|armes? à feu',
    ),
  },
  {
    reason: 'drugs or alcohol',
    pattern: words(
      'cocaine|heroin|meth|crack pipe|weed|marijuana|cannabis|drugs?|vodka|whisky|beer|drunk|cocaïne|drogues?|ivre|bière',
    ),
  },
  {
    reason: 'self-harm',
    pattern: words('suicide|suicidal|self[- ]harm|kill (him|her|my)self|se suicider|automutilation'),
  },
  {
    reason: 'hate or extremism',
    pattern: words('nazis?|terroris[mt]\\p{L}*|white power|kkk|génocide|genocide'),
  },
  { reason: 'gambling', pattern: words('casino|gambling|betting|poker|jeux d’argent|paris sportifs') },
];

/** A few French profanities the English word list does not know. */
export const FRENCH_PROFANITY = words('merde|putain|connard|connasse|salope|enculé\\p{L}*|bordel|nique|pute');
