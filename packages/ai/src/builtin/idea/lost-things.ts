/**
 * Things a hero can lose that are no object to draw or search for (issue 14): a voice, courage, a
 * smile, a laugh, colours, a song. "A little mermaid loses her voice" is about getting the voice
 * back, heard again in a shell's echo — never a parcel "holding the voice". `forms` are the words the
 * idea may use (en and fr); `plural` for "colours" / « couleurs »; `f` is the French gender.
 */
export type LostThing = {
  id: string;
  en: string;
  fr: string;
  f: boolean;
  plural?: true;
  forms: readonly string[];
};

const t = (id: string, en: string, fr: string, f: boolean, forms: string[], plural = false): LostThing => ({
  id,
  en,
  fr,
  f,
  ...(plural ? { plural: true as const } : {}),
  forms: [en, fr, ...forms],
});

export const LOST_THINGS: readonly LostThing[] = [
  t('voice', 'voice', 'voix', true, []),
  t('courage', 'courage', 'courage', false, ['bravery']),
  t('smile', 'smile', 'sourire', false, []),
  t('laugh', 'laugh', 'rire', false, ['laughter', 'giggle', 'giggles']),
  t('colours', 'colours', 'couleurs', true, ['colors', 'colour', 'color', 'couleur'], true),
  t('song', 'song', 'chanson', true, ['songs', 'tune', 'chansons', 'chant']),
  // "Rex the T-rex loses his roar", « Le petit lion a perdu son rugissement ».
  t('roar', 'roar', 'rugissement', false, ['roars', 'rugissements']),
];

/** The lost thing a word names, if any. */
export const lostThingNamed = (word: string): LostThing | undefined =>
  LOST_THINGS.find((x) => x.forms.includes(word.toLowerCase()));
