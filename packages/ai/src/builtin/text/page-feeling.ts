import type { Feeling, StoryHints } from './story-light';

/**
 * The feeling a story page's words give its hero ("Daisy cried", « Léo avait peur », "sulking"),
 * carried to the picture as `hints.feeling` (pictures/hero-feeling.ts draws a tear, a sweat drop, a
 * "!", a "z z" or a scribble cloud by the face): before this the hero grinned on every page, whatever
 * the page said. Checked in this order: a page both sad and scared is drawn sad.
 */
const FEELING_WORDS: [Feeling, RegExp][] = [
  [
    'sad',
    /\b(tears?|cr(?:y|ies|ied|ying)|sad(?:ly|ness)?|sob(?:s|bed|bing)?|wept|weep(?:s|ing)?|unhappy|miserable|heartbroken|lonely|lip (?:wobbled|trembled)|sniffl(?:e|ed|ing)|larmes?|pleur(?:e|es|ent|a|ait|aient|èrent|er|ant)|tristes?|tristesse|sanglot(?:s|a|ait|ant)?|malheureu(?:x|se)|chagrin)\b/iu,
  ],
  [
    'scared',
    /\b(scared|afraid|frightened|terrified|trembl(?:ed|ing|es?)|shiver(?:ed|ing)? with fear|nervous(?:ly)?|peur|effrayée?s?|terrifiée?s?|apeurée?s?|trembl(?:a|ait|aient|ant|e|èrent))\b/iu,
  ],
  [
    'cross',
    /\b(sulk(?:s|ed|ing|y)?|angr(?:y|ily)|grumbl(?:e|ed|ing)|grump(?:y|ily)|furious(?:ly)?|stomp(?:ed|ing)|huff(?:ed|y)|(?:was|felt|so|very) cross|boud(?:e|a|ait|aient|ant|eur|euse|er)|fâchée?s?|colère|ronchon(?:ne|na|nait)?|furieu(?:x|se)|bougon(?:ne|na|nait)?)\b/iu,
  ],
  [
    'surprised',
    /\b(surprised|astonished|gasp(?:ed|s)?|surprise?s?(?= ?!)|surprise?s? de|étonnée?s?|stupéfaite?s?|sursaut(?:a|ant|e)?)\b/iu,
  ],
  [
    'sleepy',
    /\b(yawn(?:s|ed|ing)?|sleepy|drowsy|rubbed (?:his |her |its |both )?eyes|bâill(?:e|a|ait|ant|ement)|ensommeillée?s?|somnolente?s?|avait sommeil|se frotta les yeux)\b/iu,
  ],
];

// "was no longer scared", « n’avait plus peur », "Don't cry": not the feeling drawn.
const NOT_BEFORE =
  /\b(?:not|never|no|longer|more|don|didn|wasn|isn|stopped|stop|ne|n|pas|plus|jamais|sans|without)$/iu;
// "tears of joy", « larmes de joie », "the tears dried": a happy page.
const HAPPY_AFTER =
  /^\W*(?:\S+\W+){0,2}?(?:joy|happiness|laughter|dried|went away|joie|bonheur|rire|séchèrent|s[’']en allèrent)/iu;
// « un petit dragon qui avait peur », "a boy who was crying": someone else's feeling, not the hero's.
const SOMEONE_ELSE = /^(?:qui|who|whose|which|that)$/iu;
const PRONOUN = /^(?:he|she|it|they|il|elle|ils|elles)\b/iu;

/** The feeling the page's words give the hero named `name` (in its own sentence, or a pronoun's right after), if any. */
export function pageFeeling(text: string, name: string): Feeling | undefined {
  const sentences = text.split(/(?<=[.!?…»”])\s+/u);
  const about = sentences.filter(
    (s, i) => s.includes(name) || (i > 0 && sentences[i - 1].includes(name) && PRONOUN.test(s.trim())),
  );
  for (const [feeling, words] of FEELING_WORDS) {
    for (const s of about) {
      const re = new RegExp(words.source, 'giu');
      for (const m of s.matchAll(re)) {
        const before = s
          .slice(0, m.index)
          .split(/[\s’']+/u)
          .filter(Boolean)
          .slice(-3);
        if (before.some((w) => NOT_BEFORE.test(w) || SOMEONE_ELSE.test(w))) continue;
        if (HAPPY_AFTER.test(s.slice((m.index ?? 0) + m[0].length))) continue;
        return feeling;
      }
    }
  }
  return undefined;
}

/**
 * The hints of a page on the hero's sleep and feeling (story-pages.ts): never a feeling on the happy
 * end page, nor "z z" by a hero already asleep (its own "zzz" is drawn).
 */
export function feelingHints(
  text: string,
  beat: string,
  name: string,
  asleep?: boolean,
): Partial<StoryHints> {
  const feeling = beat === 'ending' ? undefined : pageFeeling(text, name);
  return {
    ...(asleep ? { asleep: true as const } : {}),
    ...(feeling && !(asleep && feeling === 'sleepy') ? { feeling } : {}),
  };
}
