/** The request's language for server messages: French when the browser asks for it first, else English. */
export const requestLanguage = (c: { req: { header(name: string): string | undefined } }): 'en' | 'fr' =>
  c.req.header('accept-language')?.trim().toLowerCase().startsWith('fr') ? 'fr' : 'en';

export type Localized = { en: string; fr: string };
export const pick = (c: { req: { header(name: string): string | undefined } }, m: Localized) =>
  m[requestLanguage(c)];
