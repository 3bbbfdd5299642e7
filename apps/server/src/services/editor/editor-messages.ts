import { COSTS, PAGE_LIMITS } from '@bookloom/core';
import { AppError } from '../../http/app-error';
import type { Localized } from '../../http/localized';

export type Lang = 'en' | 'fr';

/** Credits one page regeneration costs (picture or text), like one page of a new book. */
export const REGENERATE_COST = COSTS.perPage;
/** Longest text one page takes from the editor (longer text is refused, never cut). */
export const MAX_PAGE_TEXT = 20_000;

const M = {
  stale: {
    en: 'This page was changed in another tab or window. Nothing was lost: your text is still in the editor. Reload the page to see the latest version, then apply your change again.',
    fr: 'Cette page a été modifiée dans un autre onglet ou une autre fenêtre. Rien n’est perdu : votre texte est toujours dans l’éditeur. Rechargez la page pour voir la dernière version, puis refaites votre modification.',
  },
  notEditable: {
    en: 'This book can be edited once it is finished.',
    fr: 'Ce livre pourra être modifié une fois terminé.',
  },
  tooFew: {
    en: `A book needs at least ${PAGE_LIMITS.min} pages.`,
    fr: `Un livre doit avoir au moins ${PAGE_LIMITS.min} pages.`,
  },
  tooMany: {
    en: `A book can have at most ${PAGE_LIMITS.max} pages.`,
    fr: `Un livre peut avoir au plus ${PAGE_LIMITS.max} pages.`,
  },
  busy: {
    en: 'This page is already being regenerated. Wait for the result.',
    fr: 'Cette page est déjà en cours de régénération. Attendez le résultat.',
  },
  failed: {
    en: `Regeneration failed. Your ${REGENERATE_COST} credits were refunded and the page is unchanged.`,
    fr: `La régénération a échoué. Vos ${REGENERATE_COST} crédits ont été remboursés et la page est inchangée.`,
  },
  pageNotFound: { en: 'Page not found', fr: 'Page introuvable' },
  bookNotFound: { en: 'Book not found', fr: 'Livre introuvable' },
  versionNotFound: { en: 'This version does not exist.', fr: 'Cette version n’existe pas.' },
} satisfies Record<string, Localized>;

export const editorError = {
  stale: (l: Lang, current: number) =>
    new AppError(409, 'stale_version', M.stale[l], undefined, { currentVersion: current }),
  notEditable: (l: Lang) => new AppError(409, 'book_not_editable', M.notEditable[l]),
  tooFew: (l: Lang) => new AppError(422, 'page_limit', M.tooFew[l]),
  tooMany: (l: Lang) => new AppError(422, 'page_limit', M.tooMany[l]),
  busy: (l: Lang) => new AppError(409, 'regeneration_in_progress', M.busy[l]),
  failed: (l: Lang) => new AppError(502, 'regeneration_failed', M.failed[l]),
  pageNotFound: (l: Lang) => new AppError(404, 'not_found', M.pageNotFound[l]),
  bookNotFound: (l: Lang) => new AppError(404, 'not_found', M.bookNotFound[l]),
  versionNotFound: (l: Lang) => new AppError(404, 'not_found', M.versionNotFound[l]),
  insufficient: (l: Lang, balance: number) =>
    new AppError(
      402,
      'insufficient_credits',
      l === 'fr'
        ? `Il vous faut ${REGENERATE_COST} crédits pour régénérer cette page. Vous avez ${balance} crédits.`
        : `You need ${REGENERATE_COST} credits to regenerate this page. You have ${balance} credits.`,
      undefined,
      { needed: REGENERATE_COST, balance },
    ),
};
