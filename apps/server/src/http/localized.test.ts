import { describe, expect, it } from 'vitest';
import { pick, requestLanguage } from './localized';

const req = (headers: Record<string, string>) => ({ req: { header: (name: string) => headers[name] } });

describe('request language', () => {
  it('follows the language chosen in the app over the browser’s', () => {
    expect(requestLanguage(req({ cookie: 'a=1; bookloom_lang=fr', 'accept-language': 'en-US' }))).toBe('fr');
    expect(requestLanguage(req({ cookie: 'bookloom_lang=en', 'accept-language': 'fr-FR' }))).toBe('en');
  });
  it('falls back to Accept-Language, then English; ignores other values', () => {
    expect(requestLanguage(req({ 'accept-language': 'fr-CA,fr;q=0.9' }))).toBe('fr');
    expect(requestLanguage(req({ cookie: 'bookloom_lang=de', 'accept-language': 'fr' }))).toBe('fr');
    expect(requestLanguage(req({ cookie: 'xbookloom_lang=fr' }))).toBe('en');
    expect(pick(req({}), { en: 'Hello', fr: 'Bonjour' })).toBe('Hello');
  });
});
