import { createRequire } from 'node:module';
import type { Language } from '@bookloom/core';
import nlp from 'compromise';
import { bakedDeed } from './baked-deed';
import { frSimplePast, mendInfinitive } from './fr-past-infinitive';

/**
 * Something the hero sets out to do that is none of the other goals ("Daisy the cow wakes up the
 * farm animals for the big fair", "Maya plays football with her team and scores the winning goal",
 * « Tom construit une cabane avec son papa »): the idea's own predicate, turned into an infinitive
 * by the taggers ("wake up the farm animals for the big fair", « construire une cabane avec son
 * papa »), so that the story is about doing it instead of a search for a stock object the idea
 * never named. Read last: a help, a fear, a skill, a journey or a search outrank it.
 */
export type TaskGoal = {
  kind: 'task';
  /** Printed after "to" / « à » and after « : » (“wake up the farm animals”, « réveiller les animaux »). */
  task: { en: string; fr: string };
  /** The sport whose match the deed is, when the idea names one (read-goal-sport.ts). */
  sport?: Sport;
  /** The hero is new in the team ("joins the volleyball team", « entre dans l’équipe »): shy at the first practice. */
  joins?: boolean;
};

/** A sport with a match of its own on its own court or pitch (text/goal-task-match.ts). */
export type Sport =
  | 'basketball'
  | 'football'
  | 'tennis'
  | 'volleyball'
  | 'hockey'
  | MartialArt
  | Lessoned
  | 'ninja';
/** A sport learnt at lessons up to a little race or competition (text/goal-task-ski.ts, goal-task-gym.ts). */
export type Lessoned = 'skiing' | 'gymnastics';
/** A martial art learnt at the dojo, up to the belt test (text/goal-task-dojo.ts). */
export type MartialArt = 'judo' | 'karate';

// fr-compromise ships its types as .ts sources that fail a strict typecheck (see tokens.ts).
const fr = createRequire(import.meta.url)('fr-compromise') as (text: string) => {
  json(): { terms: { text: string; tags?: string[] }[] }[];
  verbs(): { json(): { text: string; verb?: { infinitive?: string } }[] };
};

// Being, having, liking, naming, perceiving, waiting: no deed.
const NOT_DEEDS = {
  en: /^(be|have|name|call|live|love|like|adore|enjoy|want|wish|decide|try|hope|plan|need|dream|seem|feel|know|learn|get|let|make|tell|write|hear|see|watch|listen|count|wait|wonder|think|sleep)$/,
  fr: /^(être|avoir|nommer|appeler|s'appeler|vivre|habiter|aimer|adorer|vouloir|pouvoir|devoir|souhaiter|décider|essayer|espérer|rêver|sembler|savoir|apprendre|raconter|écrire|entendre|voir|regarder|écouter|compter|attendre|dormir|penser)$/,
};
// "wants to build", "dreams of becoming", « veut construire », « rêve de devenir »: the deed follows.
// Searching, finding, losing: the idea is a quest (goal-object.ts), even when the tagger read its noun as a verb.
const QUEST = {
  en: /\b(look(s|ed|ing)? for|search(es|ed|ing)?|finds?|found|lost|loses?|seeks?|hunts? for)\b/i,
  fr: /\b(cherch\p{L}*|recherch\p{L}*|trouv\p{L}*|retrouv\p{L}*|perd\p{L}*|égar\p{L}*|disparu\p{L}*)\b/iu,
};
const LEADS = {
  en: /\b(wants?|wanted|wishes|decides?|decided|tries|tried|hopes?|plans?|dreams? of|needs?) (to )?$/i,
  fr: /\b(veut|voulait|veulent|souhaite|décide de|décida de|essaie de|essaye de|espère|rêve de|rêvait de) $/i,
};
// A sentence about the book, not the hero: "a story to help my son sleep", « pour mon fils ».
const ABOUT_READER = /\b(my|me|our|us|i|you|your|mon|ma|mes|notre|nos|je|nous|vous|votre)\b/i;
// Where the deed's clause ends (« but » is a goal in French, not "but").
const CLAUSE_END = {
  en: /\s*(?:[,.;:!?()]|\s(?:because|so that|but|when|while|until|after|before|who|which)\s).*$/i,
  fr: /\s*(?:[,.;:!?()]|\s(?:parce|mais|quand|pendant que|jusqu'à ce|qui|car|lorsque)\s).*$/i,
};
const MAX_CHARS = 70;

/** French verbs the tagger misses or tags as nouns (« joue », « fait »): their infinitives. */
const FR_MISSED: Record<string, string> = {
  fait: 'faire',
  font: 'faire',
  joue: 'jouer',
  jouent: 'jouer',
  peint: 'peindre',
  prend: 'prendre',
  met: 'mettre',
  lit: 'lire',
  conduit: 'conduire',
  organise: 'organiser',
  prépare: 'préparer',
  décore: 'décorer',
  répare: 'réparer',
  dessine: 'dessiner',
  chante: 'chanter',
  danse: 'danser',
  gagne: 'gagner',
  plante: 'planter',
  plantent: 'planter',
  cultive: 'cultiver',
  devient: 'devenir',
};

/** The deed the idea's first clause names, if any, as an infinitive phrase. */
export function readTask(description: string, lang: Language, hero?: string): TaskGoal | undefined {
  const sentence = description.replace(/\s+/g, ' ').trim();
  if (QUEST[lang].test(sentence)) return undefined;
  // "Grandma bakes a cake with Lily": the hero's plan is "to bake a cake", never "with Lily".
  const task = (lang === 'en' ? englishTask(sentence) : frenchTask(sentence))
    ?.replace(hero ? ` ${lang === 'en' ? 'with' : 'avec'} ${hero}` : /$^/, '')
    .trim();
  if (!task || task.split(' ').length < 2 || ABOUT_READER.test(task)) {
    const baked = bakedDeed(sentence, lang);
    return baked && { kind: 'task', task: baked };
  }
  // The book's own apostrophe (“mum’s”), as the rest of its text prints it.
  const typeset = task.replace(/'/g, '’');
  return { kind: 'task', task: { en: typeset, fr: typeset } };
}

const clause = (rest: string, lang: Language) => {
  const c = rest.replace(CLAUSE_END[lang], '').trim();
  // A long deed keeps its first part: "bake a cake and decorate it and…" → "bake a cake".
  return c.length > MAX_CHARS ? c.split(/ (?:and|et) /)[0] : c;
};

const MODAL = /\b(will|can|could|must|should|would|shall|may|might|let's|lets)\s+$/i;
const pluralDoer = (before: string) =>
  /\b(and|&)\b/i.test(before) || nlp(before).has('(#Plural|they|we|you|i)');

function englishTask(sentence: string): string | undefined {
  const doc = nlp(sentence);
  const verbs = doc.verbs().json() as { text: string; verb?: { infinitive?: string } }[];
  let from = 0;
  for (const v of verbs) {
    const at = sentence.indexOf(v.text, from);
    if (at < 0) continue;
    // "Learn about sun, rain…": an order to the reader, no deed of a hero.
    if (at === 0) return undefined;
    from = at + v.text.length;
    const inf = v.verb?.infinitive?.toLowerCase() ?? '';
    if (!inf || NOT_DEEDS.en.test(inf)) continue;
    const before = sentence.slice(0, at);
    // "a story to help my son sleep": a bare "to" or a gerund is a deed only after "wants to", "dreams of".
    const bare = /\bto $/i.test(before) || /ing$/.test(v.text);
    if (bare && !LEADS.en.test(before)) continue;
    // The deed needs a doer before it ("Make it funny" has none).
    if (!/\p{L}/u.test(before)) return undefined;
    // "A majestic wolf pack in the mountains": a bare form after one singular doer is a noun the
    // tagger read as a verb (one wolf "packs"); "Two kids build", "Tom and Mia bake" are plural.
    if (v.text.toLowerCase() === inf && !bare && !MODAL.test(before) && !pluralDoer(before)) continue;
    // "plays football … and scores the goal" → "play football … and score the goal".
    return andVerbs(clause(`${inf}${sentence.slice(at + v.text.length)}`, 'en'), (w, last) => {
      const other = verbs.find((x) => x.text.toLowerCase() === w)?.verb?.infinitive?.toLowerCase();
      // "bakes cookies and cupcakes": a last word whose "infinitive" is no verb on its own is a noun.
      return other && (!last || nlp(other).has('#Verb')) ? other : undefined;
    });
  }
  return undefined;
}

function frenchTask(sentence: string): string | undefined {
  const terms = fr(sentence)
    .json()
    .flatMap((s) => s.terms);
  const infinitives = new Map(
    fr(sentence)
      .verbs()
      .json()
      // « aidait » → « aidaire » from the tagger: the past form's own infinitive (fr-past-infinitive.ts).
      .map((v) => [v.text.toLowerCase(), mendInfinitive(v.text, v.verb?.infinitive ?? '')] as const),
  );
  let from = 0;
  for (const [i, t] of terms.entries()) {
    const word = t.text.replace(/[^\p{L}'’-]/gu, '').toLowerCase();
    const at = sentence.toLowerCase().indexOf(word, from);
    if (!word || at < 0) continue;
    from = at + word.length;
    // « chauves-souris »: the tail of a hyphenated noun is no verb (was « sourire de la grotte »).
    if (sentence[at - 1] === '-') continue;
    const tags = t.tags ?? [];
    const reflexive = i > 0 && /^(se|s['’])$/i.test(terms[i - 1].text);
    const inf = tags.includes('Infinitive')
      ? word
      : (infinitives
          .get(reflexive ? `${terms[i - 1].text.toLowerCase()} ${word}` : word)
          ?.replace(/^se /, '') ??
        (tags.includes('Verb') ? '' : (FR_MISSED[word] ?? frSimplePast(word))) ??
        '');
    if (!inf || tags.includes('Copula') || tags.includes('Auxiliary') || NOT_DEEDS.fr.test(inf)) continue;
    const before = sentence.slice(0, at);
    if (tags.includes('Infinitive') && !LEADS.fr.test(before)) continue;
    if (!/\p{L}/u.test(before)) return undefined;
    const lead = reflexive ? (/^[aeiouéèêh]/i.test(inf) ? 's’' : 'se ') : '';
    // « joue au football et marque le but » → « jouer au football et marquer le but ».
    return andVerbs(
      clause(`${lead}${inf}${sentence.slice(at + word.length)}`, 'fr'),
      (w) => infinitives.get(w) ?? FR_MISSED[w] ?? frSimplePast(w),
    );
  }
  return undefined;
}

/** A second deed joined by "and" / « et » takes its infinitive too. */
const andVerbs = (deed: string, infinitive: (word: string, last: boolean) => string | undefined) =>
  deed.replace(/ (and|et) (\p{L}+)(?=(\s|$))/gu, (m, and: string, w: string, after: string) => {
    const other = infinitive(w.toLowerCase(), !after);
    return other ? ` ${and} ${other}` : m;
  });
