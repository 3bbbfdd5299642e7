/**
 * ISBN-10 / ISBN-13 check-digit validation. Hyphens and spaces are allowed as typed; the result
 * is the bare digits (an ISBN-10 may end in X), or null when the number or its check digit is wrong.
 */
export function normalizeIsbn(raw: string): string | null {
  const s = raw
    .replace(/[\s-]/g, '')
    .toUpperCase()
    .replace(/^ISBN(?:-1[03])?:?/, '');
  if (/^\d{9}[\dX]$/.test(s)) {
    let sum = 0;
    for (let i = 0; i < 10; i++) sum += (10 - i) * (s[i] === 'X' ? 10 : Number(s[i]));
    return sum % 11 === 0 ? s : null;
  }
  if (/^97[89]\d{10}$/.test(s)) {
    let sum = 0;
    for (let i = 0; i < 13; i++) sum += Number(s[i]) * (i % 2 ? 3 : 1);
    return sum % 10 === 0 ? s : null;
  }
  return null;
}

/** The user-facing error for a wrong ISBN, per interface language. */
export const ISBN_ERROR = {
  en: 'This ISBN is not valid: check its digits (ISBN-10 or ISBN-13, with its check digit).',
  fr: 'Cet ISBN n’est pas valide : vérifiez ses chiffres (ISBN-10 ou ISBN-13, avec la clé de contrôle).',
} as const;
