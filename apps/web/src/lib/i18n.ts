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
  document.documentElement.lang = lng;
}

export async function setLanguage(lng: Language) {
  await ensureResources(lng);
  await i18next.changeLanguage(lng);
  document.documentElement.lang = lng;
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}
