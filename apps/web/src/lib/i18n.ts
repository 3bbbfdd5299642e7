import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en';

export type Language = 'en' | 'fr';
const LANGUAGE_KEY = 'language';

/** The saved language, else English (the spec restores the saved choice; no browser sniffing). */
export function savedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'fr' ? 'fr' : 'en';
  } catch {
    return 'en';
  }
}

/** English ships in the entry; French is a separate chunk fetched only when chosen. */
async function ensureResources(lng: Language) {
  if (lng === 'en' || i18next.hasResourceBundle('fr', 'translation')) return;
  const fr = (await import('../locales/fr')).default;
  i18next.addResourceBundle('fr', 'translation', fr, true, true);
}

/**
 * Marks the page's language and tells the server through a cookie (apps/server http/localized.ts), so every
 * API call — whichever fetch makes it — gets its messages in the language chosen here.
 */
function showLanguage(lng: Language) {
  document.documentElement.lang = lng;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari
  document.cookie = `bookloom_lang=${lng}; path=/; max-age=31536000; samesite=lax`;
}

export async function initI18n() {
  const lng = savedLanguage();
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await ensureResources(lng);
  await i18next.changeLanguage(lng);
  showLanguage(lng);
}

export async function setLanguage(lng: Language) {
  await ensureResources(lng);
  await i18next.changeLanguage(lng);
  showLanguage(lng);
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}
