/**
 * Topics we refuse in a children's book whatever the wording is (the word list covers profanity).
 * Kept short and phrase-based so ordinary stories pass: "killer whale" and "pirate sword fight"
 * are fine, "how to make a bomb" is not.
 */
export const REFUSED_TOPICS: { reason: string; pattern: RegExp }[] = [
  {
    reason: 'sexual content',
    pattern: /\b(sex|sexual|sexy|nude|naked|porn\w*|erotic|fetish|sexe|sexuel\w*|nue?s?|érotique)\b/i,
  },
  {
    reason: 'graphic violence',
    pattern:
      /\b(murder\w*|gore|gory|torture\w*|behead\w*|massacre\w*|dismember\w*|bloodbath|meurtre\w*|égorg\w*|décapit\w*)\b/i,
  },
  {
    reason: 'weapons',
    pattern:
      /\b(guns?|rifles?|shotguns?|pistols?|firearms?|bombs?|grenades?|explosives?|fusils?|pistolets?|bombes?|grenades?|armes? à feu)\b/i,
  },
  {
    reason: 'drugs or alcohol',
    pattern:
      /\b(cocaine|heroin|meth|crack pipe|weed|marijuana|cannabis|drugs?|vodka|whisky|beer|drunk|cocaïne|héroïne|drogues?|ivre|bière)\b/i,
  },
  {
    reason: 'self-harm',
    pattern: /\b(suicide|suicidal|self[- ]harm|kill (him|her|my)self|se suicider|automutilation)\b/i,
  },
  { reason: 'hate or extremism', pattern: /\b(nazis?|terroris[mt]\w*|white power|kkk|génocide|genocide)\b/i },
  { reason: 'gambling', pattern: /\b(casino|gambling|betting|poker|jeux d’argent|paris sportifs)\b/i },
];

/** A few French profanities the English word list does not know. */
export const FRENCH_PROFANITY = /\b(merde|putain|connard|connasse|salope|enculé\w*|bordel|nique|pute)\b/i;
