import type { Language } from '@bookloom/core';
import { frGenderOf } from './fr-gender';
import { frSingular } from './fr-singular';
import { singular } from './goal-object';
import { kindAt } from './kind-at';
import type { Kind } from './kinds';
import { SETTINGS, type Setting } from './settings';
import type { Token } from './tokens';

/**
 * A story about helping someone in trouble ("Sam finds a lost puppy and helps it find its way
 * home", « Inès sauve une tortue prise dans un filet »): the being helped, what it needs, and the
 * words the story prints for it. The being is not the hero (the hero keeps the name the idea gives)
 * and not a stock object to search for: it is found on the problem page and goes along after.
 */
export type HelpGoal = {
  kind: 'help';
  being: Kind;
  /** Its noun as the idea says it, without article: "little puppy", « petit hérisson ». */
  said: { en: string; fr: string; f: boolean };
  name?: string;
  /** Lost (home and family), hurt (to heal) or stuck (to free). */
  need: 'home' | 'hurt' | 'stuck';
  /** Who it goes back to: "its mother" / « sa maman »; its family when the idea names none. */
  family: { en: string; fr: string };
  /** The hurt part ("its wing" / « son aile ») or the trap ("the net" / « le filet »), by need. */
  part?: { en: string; fr: string };
  trap?: { en: string; fr: string };
  /** Where it is found when the idea names no place: a sea creature or a net is by the sea. */
  setting?: Setting;
  /** How it leaves once healed: flying, swimming or running. */
  moves: 'fly' | 'swim' | 'run';
  /** The token the being is named at: that kind is not the hero's nor a character met on the way. */
  at: number;
  /** The token its family is named at ("its mother"): not the hero's mother. */
  familyAt?: number;
};

// Helping verbs; "takes care of", « prend soin d’ », « s’occupe d’ » are read from "care", « soin ».
const HELP: Record<Language, RegExp> = {
  en: /^(help|helps|helped|helping|rescue|rescues|rescued|rescuing|save|saves|saved|saving|free|frees|freed|nurse|nurses|nursed|heal|heals|healed|care|cares|after|shelter|shelters|protect|protects|adopt|adopts)$/,
  fr: /^(aide|aident|aider|aida|sauve|sauvent|sauver|sauva|secourt|secourent|secourir|recueille|recueillent|recueillir|soigne|soignent|soigner|ramène|ramènent|ramener|raccompagne|raccompagnent|délivre|délivrent|délivrer|libère|libèrent|libérer|soin|occupe|occupent|protège|protègent|adopte|adoptent)$/,
};
// Finding counts only when the idea says the being is in trouble ("finds a lost puppy").
const FIND =
  /^(find|finds|found|finding|discover|discovers|spot|spots|sees|meets|trouve|trouvent|découvre|découvrent|rencontre|aperçoit|voit)$/;
const TROUBLE =
  /^(lost|hurt|injured|wounded|stuck|trapped|sick|crying|abandoned|stray|perdu|perdue|blessé|blessée|coincé|coincée|piégé|piégée|malade|abandonné|abandonnée|égaré|égarée)$/;
// Between the verb and the being: articles, "little", the trouble, "care of".
const GLUE =
  /^(a|an|the|this|that|some|of|for|un|une|le|la|les|ce|cette|de|d|du|des|poor|pauvre|little|tiny|small|baby|young|petit|petite|bébé|jeune|lost|hurt|injured|wounded|stuck|trapped|sick|stray|perdu|perdue|blessé|blessée|malade|égaré|égarée|takes|take|prend|prennent)$/;
const LITTLE = /^(little|tiny|small|baby|young|petit|petite|bébé|jeune)$/;
const NAMED = /^(named|called|nommé|nommée|appelé|appelée)$/;

// Word edges by letters, not \b: « coincé », « blessé » end on a letter \b does not know.
const STUCK =
  /(?<!\p{L})(stuck|trapped|caught|tangled|frees?|freed|coincée?s?|prise?s?|piégée?s?|emmêlée?s?|bloquée?s?|accrochée?s?|délivr\w*|libér\w*)(?!\p{L})/iu;
const HURT =
  /(?<!\p{L})(hurt|injured|wounded|broken|sick|ill|sore|limp\w*|heal\w*|nurs\w*|bless[ée]\w*|cass[ée]\w*|malade|soign\w*|guéri\w*)(?!\p{L})/iu;

const FLY = new Set(['bird', 'owl', 'duck', 'parrot', 'flamingo', 'bat', 'bee', 'butterfly', 'ladybird']);
const SWIM = new Set([
  ...['fish', 'turtle', 'dolphin', 'whale', 'seal', 'octopus', 'seahorse', 'crab', 'shark', 'otter'],
  ...['penguin', 'frog'],
]);

// Found by the sea: the beach is where a child meets them.
const SEA = new Set(['turtle', 'dolphin', 'whale', 'seal', 'octopus', 'seahorse', 'crab', 'shark', 'fish']);

// The hurt part, then the trap: English and French words, printed with the being's possessive.
const PARTS: [RegExp, { en: string; fr: string }][] = [
  [/(?<!\p{L})(wings?|ailes?)(?!\p{L})/iu, { en: 'its wing', fr: 'son aile' }],
  [/(?<!\p{L})(fins?|nageoires?)(?!\p{L})/iu, { en: 'its fin', fr: 'sa nageoire' }],
  [/(?<!\p{L})(tail|queue)(?!\p{L})/iu, { en: 'its tail', fr: 'sa queue' }],
  [/(?<!\p{L})(paws?|legs?|feet|foot|pattes?)(?!\p{L})/iu, { en: 'its paw', fr: 'sa patte' }],
];
const TRAPS: [RegExp, { en: string; fr: string }][] = [
  [/(?<!\p{L})(trees?|branch\w*|arbres?|branches?)(?!\p{L})/iu, { en: 'the tree', fr: 'l’arbre' }],
  [/(?<!\p{L})(nets?|filets?|fishing line|plastic|plastique)(?!\p{L})/iu, { en: 'the net', fr: 'le filet' }],
  [/(?<!\p{L})(holes?|wells?|drains?|trous?|puits)(?!\p{L})/iu, { en: 'the hole', fr: 'le trou' }],
  [/(?<!\p{L})(fences?|grillages?|clôtures?)(?!\p{L})/iu, { en: 'the fence', fr: 'le grillage' }],
  [/(?<!\p{L})(mud|boue)(?!\p{L})/iu, { en: 'the mud', fr: 'la boue' }],
  [/(?<!\p{L})(ice|glace)(?!\p{L})/iu, { en: 'the ice', fr: 'la glace' }],
  [
    /(?<!\p{L})(bush\w*|brambles?|thorns?|buissons?|ronces?)(?!\p{L})/iu,
    { en: 'the brambles', fr: 'les ronces' },
  ],
];
const FAMILY: [RegExp, { en: string; fr: string }][] = [
  [/(?<!\p{L})(mum|mom|mummy|mommy|mother|mama|maman|mère)(?!\p{L})/iu, { en: 'its mother', fr: 'sa maman' }],
  [/(?<!\p{L})(dad|daddy|father|papa|père)(?!\p{L})/iu, { en: 'its father', fr: 'son papa' }],
  [/(?<!\p{L})(parents)(?!\p{L})/iu, { en: 'its parents', fr: 'ses parents' }],
  [/(?<!\p{L})(owners?|maîtres?|maîtresse)(?!\p{L})/iu, { en: 'its owner', fr: 'son maître' }],
];

const FAMILY_WORD = new RegExp(FAMILY.map(([re]) => re.source).join('|'), 'i');
const found = <T>(list: [RegExp, T][], text: string) => list.find(([re]) => re.test(text))?.[1];

/** The being the idea helps, if any: a helping verb (or finding one in trouble), then a kind. */
export function readHelp(tokens: Token[], lang: Language): HelpGoal | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const help = HELP[lang].test(tokens[i].norm);
    if (!help && !FIND.test(tokens[i].norm)) continue;
    // "A rescue helicopter saves the day": after an article the word names the kind of vehicle, it
    // is no deed (the helicopter hero was the one it helped home, "lost and far from its family").
    if (/^(a|an|the)$/.test(tokens[i - 1]?.norm ?? '')) continue;
    let troubled = help;
    let little: string | undefined;
    let name: string | undefined;
    for (let j = i + 1; j < Math.min(tokens.length, i + 7); j++) {
      const t = tokens[j];
      const hit = kindAt(tokens, j);
      // "rescues Max the puppy": a capitalised name, an article, then the kind.
      if (!hit && /^\p{Lu}/u.test(t.text) && /^(the|le|la)$/.test(tokens[j + 1]?.norm ?? '')) {
        name = t.text;
        j++;
        continue;
      }
      if (!hit) {
        if (!GLUE.test(t.norm)) break;
        if (TROUBLE.test(t.norm)) troubled = true;
        if (LITTLE.test(t.norm)) little = t.norm;
        continue;
      }
      // "saves a princess", "helps his grandma": a person is no lost puppy to carry home.
      if (hit.item.person || hit.item.relative) break;
      const after = tokens.slice(j + hit.f.length, j + hit.f.length + 4);
      // "protects a dragon egg": the kind names the thing, it is no being in trouble.
      if (lang === 'en' && isThingAfterKind(after[0])) break;
      // « un hérisson perdu », "a kitten stuck in a tree", "a bird with a broken wing".
      const rest = tokens
        .slice(i)
        .map((x) => x.norm)
        .join(' ');
      if (!troubled && !after.some((x) => TROUBLE.test(x.norm) || STUCK.test(x.norm) || HURT.test(x.norm)))
        break;
      const namedAfter = NAMED.test(after[0]?.norm ?? '') ? after[1]?.text : undefined;
      return helpGoal(tokens, lang, i, j, hit, rest, little, name ?? namedAfter);
    }
  }
  return undefined;
}

function helpGoal(
  tokens: Token[],
  lang: Language,
  verb: number,
  at: number,
  hit: { f: string[]; item: Kind },
  rest: string,
  little: string | undefined,
  name: string | undefined,
): HelpGoal {
  const being = hit.item;
  const noun = hit.f.join(' ');
  // « le Père Noël » is nobody's father: the reindeer goes back to its family, not « son papa ».
  const whole = tokens
    .map((t) => t.norm)
    .join(' ')
    .replace(/père noël|father christmas/g, '');
  const familyAt = tokens.findIndex((t, k) => k > at && FAMILY_WORD.test(t.norm));
  // The idea's own noun ("puppy", « chiot »), singular; a form in the other language is the kind's own.
  const en = lang === 'en' ? singular(noun) : being.en;
  const fr = lang === 'fr' ? frSingular(noun, being) : being.fr;
  const det = tokens[at - 1 - (little ? 1 : 0)]?.norm ?? '';
  const f =
    lang === 'fr' ? (frGenderOf(det, fr) ?? (fr === being.fr ? Boolean(being.f) : false)) : Boolean(being.f);
  const saidEn = little && lang === 'en' && !en.startsWith(little) ? `${little} ${en}` : en;
  const frLittle = f ? 'petite' : 'petit';
  const saidFr = little && lang === 'fr' && !fr.startsWith('petit') ? `${frLittle} ${fr}` : fr;
  // The need: said in the words after the verb ("stuck in a tree" outranks "lost").
  const need =
    STUCK.test(tokens[verb].norm) || STUCK.test(rest) ? 'stuck' : HURT.test(rest) ? 'hurt' : 'home';
  const moves = FLY.has(being.id) ? 'fly' : SWIM.has(being.id) ? 'swim' : 'run';
  const defaultPart =
    moves === 'fly'
      ? { en: 'its wing', fr: 'son aile' }
      : moves === 'swim'
        ? { en: 'its fin', fr: 'sa nageoire' }
        : { en: 'its paw', fr: 'sa patte' };
  const trap = need === 'stuck' ? (found(TRAPS, rest) ?? { en: 'the trap', fr: 'le piège' }) : undefined;
  // « une tortue prise dans un filet »: not in a little house in town, but on the beach; under the
  // sea when the hero named before the verb lives there ("Finn the little fish helps a lost turtle").
  const seaHero = tokens.slice(0, verb).some((_, k) => SEA.has(kindAt(tokens, k)?.item.id ?? ''));
  const seaside = SEA.has(being.id) || trap?.en === 'the net';
  const setting = seaside ? SETTINGS.find((s) => s.id === (seaHero ? 'sea' : 'beach')) : undefined;
  return {
    kind: 'help',
    being,
    said: { en: saidEn, fr: saidFr, f },
    ...(name ? { name } : {}),
    need,
    family: found(FAMILY, whole) ?? { en: 'its family', fr: 'sa famille' },
    ...(need === 'hurt' ? { part: found(PARTS, rest) ?? defaultPart } : {}),
    ...(trap ? { trap } : {}),
    ...(setting ? { setting } : {}),
    moves,
    at,
    ...(familyAt > at ? { familyAt } : {}),
  };
}

/** A noun right after a kind makes the kind a modifier ("a dragon egg", "the bird house"); "a puppy home" does not. */
const isThingAfterKind = (t: Token | undefined) =>
  Boolean(t?.tags.has('Noun')) &&
  !t?.tags.has('Person') &&
  !/^(home|back|out|family|mother|mum|mom|friends?|find|get|go|come|reach|return)$/.test(t?.norm ?? '') &&
  !TROUBLE.test(t?.norm ?? '') &&
  !STUCK.test(t?.norm ?? '') &&
  !HURT.test(t?.norm ?? '');
