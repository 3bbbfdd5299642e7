/** A short text in both product languages. */
export type LocalizedText = { en: string; fr: string };
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
