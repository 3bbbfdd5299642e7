/**
 * A drawable word in both languages: how the idea reader recognises it (`en`/`fr` forms, singular
 * and plural, lower case) and how the writers print it (`one` in English, `fr` + gender in French).
 */
export type Word = {
  id: string;
  /** English singular as printed ("red kite" is built by the writer). */
  en: string;
  /** French singular without article; `f` is feminine. */
  fr: string;
  f?: boolean;
  /** Fluent Emoji Flat icon drawn for it. */
  icon: string;
  /** Extra recognised forms (plurals, synonyms) in either language. */
  forms?: string[];
  /** `false`: no child holds it up — it is in the sky (a star, the moon, a rainbow) or too big (a house, a boat). */
  holdable?: false;
};

export const w = (
  id: string,
  en: string,
  fr: string,
  icon: string,
  forms: string[] = [],
  f = false,
): Word => ({
  id,
  en,
  fr,
  f,
  icon,
  forms,
});

const VOWEL = /^[aeiouyàâéèêîïôûœh]/i;
/** An aspirated h takes no elision: « le hibou », « le hérisson », « le hamster » (not « l’hibou »). */
const ASPIRATED_H = /^h(ibou|érisson|éron|amster|omard|yène|arpe|ache|angar|aricot|otte|utte|uppe)/i;

/** A thing in the sky or too big to hold: the story says it is there, not held up high (text/story-sky-fit.ts). */
export const unheld = (x: Word): Word => ({ ...x, holdable: false });

/** English head nouns of things no child holds up: in the sky, or as big as a house. */
const TOO_BIG =
  /(^|\s)(star|moon|sun|rainbow|cloud|planet|comet|house|home|castle|palace|tower|tree|boat|ship|train|bus|truck|plane|airplane|rocket|mountain|lighthouse|bridge|whale|chest|reindeer|deer|horse|pony|cow|elephant|giraffe)$/;
/** Whether a thing the idea names ("the moon", "a house") can be held, by its English name. */
export const holdableNoun = (en: string) => !TOO_BIG.test(en);

/** Whether a French noun elides its article: « l’écureuil », « l’herbe », but « le hérisson ». */
export const frElides = (noun: string) => VOWEL.test(noun) && !ASPIRATED_H.test(noun);
/** « le chat », « la plage », « l’écureuil ». */
export const frThe = (x: Word) => (frElides(x.fr) ? `l’${x.fr}` : `${x.f ? 'la' : 'le'} ${x.fr}`);
/** « un chat », « une plage ». */
export const frA = (x: Word) => `${x.f ? 'une' : 'un'} ${x.fr}`;
/** "a cat", "an owl", by sound: "a unicorn" (was "an unicorn"), "a useful tool". */
export const enA = (s: string) => `${/^(?:[aeio]|u(?!ni|se|su|ro|ku))/i.test(s) ? 'an' : 'a'} ${s}`;

/** Every form a word is recognised by (lower case): singular, simple plurals, listed forms. */
export function formsOf(x: Word): string[] {
  const plural = (s: string) =>
    /(s|x|z)$/.test(s) ? s : /[^aeiou]y$/.test(s) ? `${s.slice(0, -1)}ies` : `${s}s`;
  const frPlural = (s: string) => (/(s|x|z)$/.test(s) ? s : /(eau|eu)$/.test(s) ? `${s}x` : `${s}s`);
  return [x.en, plural(x.en), x.fr, frPlural(x.fr), ...(x.forms ?? [])].map((s) => s.toLowerCase());
}
