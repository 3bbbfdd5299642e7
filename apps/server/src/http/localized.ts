import { requestHeader } from './node-incoming';

type HasHeaders = { env?: unknown; req: { header(name: string): string | undefined } };

/** The cookie the web app sets to the language chosen in its interface (apps/web lib/i18n.ts). */
export const LANGUAGE_COOKIE = 'bookloom_lang';
const CHOSEN_LANGUAGE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|fr)(?:;|$)`);

/**
 * The request's language for server messages: the language chosen in the app (its cookie), else French
 * when the browser asks for it first, else English. The cookie wins because a user who picked French in
 * an English browser must get French errors from every call, not only from those that send a header.
 */
export const requestLanguage = (c: HasHeaders): 'en' | 'fr' => {
  const chosen = requestHeader(c, 'cookie')?.match(CHOSEN_LANGUAGE)?.[1];
  if (chosen === 'en' || chosen === 'fr') return chosen;
  return requestHeader(c, 'accept-language')?.trim().toLowerCase().startsWith('fr') ? 'fr' : 'en';
};

export type Localized = { en: string; fr: string };
export const pick = (c: HasHeaders, m: Localized) => m[requestLanguage(c)];
