import type { Language } from '@bookloom/core';
import { readBallet } from './read-goal-ballet';
import type { BraveGoal, GoalThing, LearnGoal } from './read-goal-brave';

/**
 * Wishes the fear and skill phrases of read-goal-brave.ts miss, which fell back to a quest for a
 * stock object: wanting courage with no fear named ("wants to be braver", "learns to be brave",
 * « veut être courageux ») is a brave story facing the unknown; wanting a job ("dreams of becoming a
 * firefighter", « veut devenir pompier et aide à éteindre un feu ») is learning what that job does,
 * with its thing drawn (the fire). Read after the fear and skill phrases, which say more.
 */
const BRAVER: Record<Language, RegExp> = {
  en: /\b(?:wants?|wanted|wishes|wished|learns?|learning|learned|tries|tried|trying|hopes?|dreams? of|longs?)\s+(?:to\s+|(?:he|she|they|it|I)\s+(?:could|would|was|were)\s+)?(?:be|being|become|becoming|feel|feeling)\s+(?:a\s+(?:little\s+|bit\s+)?|more\s+)?(?:braver|brave|courageous|fearless|bolder|bold)\b|\bfinds?\s+(?:his|her|their|its)\s+courage\b/i,
  fr: /\b(?:veut|voulait|voudrait|souhaite|apprend|apprendre|essaie|essaye|rêve|aimerait)\s+(?:à\s+|d['’]\s*|de\s+)?(?:être|devenir)\s+(?:plus\s+)?(?:courageux|courageuse|brave|vaillante?|intrépide)\b|\btrouve\w*\s+(?:son|le)\s+courage\b/i,
};

/** No fear named: the brave story faces the unknown (goal-brave-words.ts prints {fear}). */
const UNKNOWN: BraveGoal['fear'] = { en: 'the unknown', fr: 'l’inconnu', deFr: 'de l’inconnu' };

// Wanting to be or become: "wants to be a", "dreams of becoming an", « veut devenir », « rêve d'être »;
// and the child's own words: "When I grow up, I want to be a vet", « Quand je serai grande, je serai
// vétérinaire », « Plus tard, je veux devenir pompier ».
const BECOME: Record<Language, RegExp[]> = {
  en: [
    /\b(?:wants?|wanted|wishes|wished|dreams?\s+of|dreamed\s+of|dreamt\s+of|hopes?|would\s+like|longs?|learns?|learning)\s+(?:to\s+)?(?:be|being|become|becoming)\s+(?:a|an)\s+(?:real\s+|brave\s+|great\s+|little\s+)?(\p{L}+)/iu,
    // "learns the job of a baker", "learns the firefighter's job" is the same wish.
    /\blearns?\s+the\s+(?:job|trade|work)\s+of\s+(?:a|an)\s+(\p{L}+)/iu,
    /\bI\s+(?:want\s+to|will|['’]ll|would\s+like\s+to|am\s+going\s+to)\s+(?:be|become)\s+(?:a|an)\s+(?:real\s+|great\s+)?(\p{L}+)/iu,
  ],
  fr: [
    /\b(?:veut|voulait|voudrait|souhaite|rêve|rêvait|aimerait|apprend)\s+(?:à\s+|d['’]\s*|de\s+)?(?:être|devenir)\s+(?:un\s+|une\s+)?(?:vraie?\s+|grande?\s+|petite?\s+)?(\p{L}+)/iu,
    // « Zoé apprend le métier de boulangère », « découvre le métier de pompier ».
    /\b(?:apprend|apprendre|découvre|découvrir)\s+le\s+métier\s+d(?:e\s+|['’]\s*)(\p{L}+)/iu,
    /\bje\s+(?:serai|veux\s+être|veux\s+devenir|voudrais\s+être|voudrais\s+devenir|deviendrai)\s+(?:un\s+|une\s+)?(?:vraie?\s+|grande?\s+)?(\p{L}+)/iu,
  ],
};

/** A job a child dreams of: what it does (the skill printed after "learn to") and its thing. */
type Job = { re: RegExp; skill: { en: string; fr: string }; thing: GoalThing };
const JOBS: Job[] = [
  {
    re: /^(firefighters?|firem[ae]n|pompiers?|pompières?)$/i,
    skill: { en: 'put out fires like a real firefighter', fr: 'éteindre les feux comme un vrai pompier' },
    thing: { icon: 'fire', en: 'a fire', fr: 'un feu' },
  },
  {
    re: /^(astronauts?|astronautes?|cosmonauts?)$/i,
    skill: { en: 'fly a rocket like a real astronaut', fr: 'piloter une fusée comme un vrai astronaute' },
    thing: { icon: 'rocket', en: 'a rocket', fr: 'une fusée' },
  },
  {
    re: /^(pilots?|pilotes?|aviatrice|aviateur)$/i,
    skill: { en: 'fly a plane like a real pilot', fr: 'piloter un avion comme un vrai pilote' },
    thing: { icon: 'airplane', en: 'a plane', fr: 'un avion' },
  },
  {
    re: /^(vets?|veterinarians?|vétérinaires?|vétos?)$/i,
    skill: { en: 'care for animals like a real vet', fr: 'soigner les animaux comme un vrai vétérinaire' },
    thing: { icon: 'stethoscope', en: 'a stethoscope', fr: 'un stéthoscope' },
  },
  {
    re: /^(doctors?|nurses?|docteurs?|médecins?|infirmière|infirmier)$/i,
    skill: { en: 'care for the sick like a real doctor', fr: 'soigner les malades comme un vrai docteur' },
    thing: { icon: 'stethoscope', en: 'a stethoscope', fr: 'un stéthoscope' },
  },
  // A chef cooks, a baker bakes: "wants to be a chef" baked bread before.
  {
    re: /^(chefs?|cooks?|cuisinière|cuisinier|cheffe)$/i,
    skill: {
      en: 'cook yummy meals like a real chef',
      fr: 'cuisiner de bons petits plats comme un vrai chef',
    },
    thing: { icon: 'cook', en: 'a chef’s hat', fr: 'une toque' },
  },
  {
    re: /^(bakers?|boulangère|boulanger|pâtissière|pâtissier)$/i,
    skill: { en: 'bake bread like a real baker', fr: 'faire du pain comme un vrai boulanger' },
    thing: { icon: 'bread', en: 'a loaf of bread', fr: 'un pain' },
  },
  {
    re: /^(dancers?|ballerinas?|danseuse|danseur|ballerine)$/i,
    skill: { en: 'dance like a real dancer', fr: 'danser comme une vraie danseuse' },
    thing: { icon: 'ballet-shoes', en: 'ballet shoes', fr: 'des chaussons de danse' },
  },
  {
    re: /^(singers?|pop star|chanteuse|chanteur)$/i,
    skill: { en: 'sing like a real singer', fr: 'chanter comme un vrai chanteur' },
    thing: { icon: 'microphone', en: 'a microphone', fr: 'un micro' },
  },
  // "A princess who wants to be a knight" hunted a kite: the knight is learnt at the castle (its
  // courtyard, its drawbridge) when the idea sets the story nowhere else.
  {
    re: /^(knights?|chevaliers?|chevalières?)$/i,
    skill: {
      en: 'ride a horse and hold a sword like a real knight',
      fr: 'monter à cheval et manier l’épée comme un vrai chevalier',
    },
    thing: { icon: 'shield', en: 'a shield', fr: 'un bouclier', where: 'castle' },
  },
  {
    re: /^(pirates?)$/i,
    skill: { en: 'sail a ship like a real pirate', fr: 'mener un bateau comme un vrai pirate' },
    thing: { icon: 'pirate-flag', en: 'a pirate flag', fr: 'un drapeau pirate' },
  },
  {
    re: /^(police|policeman|policemen|policewoman|policier|policière|gendarme)$/i,
    skill: {
      en: 'keep everyone safe like a real police officer',
      fr: 'protéger tout le monde comme un vrai policier',
    },
    thing: { icon: 'police-car', en: 'a police car', fr: 'une voiture de police' },
  },
  {
    re: /^(footballers?|soccer|football|footballeur|footballeuse)$/i,
    skill: { en: 'play football like a real footballer', fr: 'jouer au foot comme un vrai footballeur' },
    thing: { icon: 'soccer-ball', en: 'a football', fr: 'un ballon de foot', where: 'park' },
  },
];

/** Courage wanted with no fear named, or a job dreamt of; undefined otherwise. */
export function readWish(description: string, lang: Language): BraveGoal | LearnGoal | undefined {
  const text = description.replace(/\s+/g, ' ');
  if (BRAVER[lang].test(text)) return { kind: 'brave', feeling: 'afraid of', fear: UNKNOWN, sleep: false };
  // Every match, not the first: « je serai grand, je serai vétérinaire » is a vet, not « grand ».
  const words = BECOME[lang].flatMap((re) => [...text.matchAll(new RegExp(re, 'giu'))].map((m) => m[1]));
  const known = words.map((w) => JOBS.find((j) => j.re.test(w))).find(Boolean);
  if (known) return { kind: 'learn', skill: known.skill, thing: known.thing };
  // "A little ballerina's first show", « Une petite danseuse »: the dance show (read-goal-ballet.ts).
  return readBallet(text);
}
