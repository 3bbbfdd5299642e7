import type { Language } from '@bookloom/core';

/** Wording the EPUB adds itself (navigation labels, alt text, accessibility summary). */
export const EPUB_STRINGS: Record<
  Language,
  {
    cover: string;
    contents: string;
    titlePage: string;
    page: (n: number) => string;
    pageContinued: (n: number) => string;
    coverAlt: (title: string, author: string) => string;
    illustration: (about: string) => string;
    illustrationOfPage: (n: number) => string;
    summary: string;
  }
> = {
  en: {
    cover: 'Cover',
    contents: 'Contents',
    titlePage: 'Title page',
    page: (n) => `Page ${n}`,
    pageContinued: (n) => `Page ${n} (continued)`,
    coverAlt: (t, a) => `Cover of “${t}” by ${a}`,
    illustration: (about) => `Illustration: ${about}`,
    illustrationOfPage: (n) => `Illustration for page ${n}`,
    summary:
      'A fixed-layout illustrated book. Every page keeps its printed design; the story text is real text in reading order, and every illustration has a text description.',
  },
  fr: {
    cover: 'Couverture',
    contents: 'Table des matières',
    titlePage: 'Page de titre',
    page: (n) => `Page ${n}`,
    pageContinued: (n) => `Page ${n} (suite)`,
    coverAlt: (t, a) => `Couverture de « ${t} » par ${a}`,
    illustration: (about) => `Illustration : ${about}`,
    illustrationOfPage: (n) => `Illustration de la page ${n}`,
    summary:
      "Livre illustré à mise en page fixe. Chaque page garde la mise en page imprimée ; le texte de l'histoire est du vrai texte dans l'ordre de lecture et chaque illustration a une description textuelle.",
  },
};
