import type { CreditPack } from '@bookloom/core';
import { escapeHtml } from '../../mail/templates';

const TEXT = {
  en: {
    title: 'Test checkout',
    banner: 'TEST MODE: no real payment is taken. Stripe is not configured on this server.',
    pack: (p: CreditPack) => `${p.name} pack: ${p.credits} credits`,
    price: 'Price',
    pay: 'Pay (test)',
    cancel: 'Cancel',
    expired: 'This test checkout has expired or is not valid. Go back to the pricing page and try again.',
    back: 'Back to pricing',
  },
  fr: {
    title: 'Paiement de test',
    banner: 'MODE TEST : aucun paiement réel. Stripe n’est pas configuré sur ce serveur.',
    pack: (p: CreditPack) => `Pack ${p.name} : ${p.credits} crédits`,
    price: 'Prix',
    pay: 'Payer (test)',
    cancel: 'Annuler',
    expired: 'Ce paiement de test a expiré ou n’est pas valide. Revenez à la page des tarifs et réessayez.',
    back: 'Retour aux tarifs',
  },
};
export type CheckoutLang = keyof typeof TEXT;
export const langOf = (acceptLanguage: string | undefined): CheckoutLang =>
  /^\s*fr\b/i.test(acceptLanguage ?? '') ? 'fr' : 'en';

const STYLE = `:root{color-scheme:light dark;--bg:#fbf7f0;--fg:#2b2118;--card:#fff;--muted:#6b5b4b;--accent:#b4532a;--warn:#fde68a;--warn-fg:#5c3d00}
@media (prefers-color-scheme:dark){:root{--bg:#1c1712;--fg:#f3ece3;--card:#2a231c;--muted:#c8b8a6;--accent:#f0915f;--warn:#5c3d00;--warn-fg:#fde68a}}
body{margin:0;font-family:system-ui,sans-serif;background:var(--bg);color:var(--fg)}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}.banner{background:var(--warn);color:var(--warn-fg);padding:.75rem 1rem;border-radius:.75rem;font-weight:600}
.card{background:var(--card);border-radius:1rem;padding:1.5rem;margin-top:1rem;box-shadow:0 1px 3px #0002}
.row{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}button,a.btn{font:inherit;font-weight:600;padding:.7rem 1.2rem;border-radius:.6rem;border:2px solid var(--accent);cursor:pointer;text-decoration:none}
button{background:var(--accent);color:var(--bg)}a.btn{color:var(--accent)}p.muted{color:var(--muted)}`;

// The site-wide Referrer-Policy no-referrer makes a browser send `Origin: null` with a form post, which the
// same-site check on Pay refuses: this page asks for same-origin instead (nothing leaves our origin either way).
function page(lang: CheckoutLang, body: string) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="same-origin"><title>${TEXT[lang].title} · Bookloom</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function checkoutPage(lang: CheckoutLang, pack: CreditPack, token: string) {
  const t = TEXT[lang];
  return page(
    lang,
    `<p class="banner" role="status">${t.banner}</p><div class="card"><h1>${t.title}</h1><p>${escapeHtml(t.pack(pack))}</p><p class="muted">${t.price}: $${pack.price.toFixed(2)}</p>
<form method="post" action="/billing/test-checkout/pay" class="row"><input type="hidden" name="session" value="${escapeHtml(token)}"><button type="submit">${t.pay}</button><a class="btn" href="/pricing">${t.cancel}</a></form></div>`,
  );
}

export function invalidCheckoutPage(lang: CheckoutLang) {
  const t = TEXT[lang];
  return page(
    lang,
    `<div class="card"><h1>${t.title}</h1><p>${t.expired}</p><p><a class="btn" href="/pricing">${t.back}</a></p></div>`,
  );
}
