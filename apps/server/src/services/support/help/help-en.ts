import {
  BLEED,
  COSTS,
  CREDIT_PACKS,
  KINDLE_COVER,
  MIN_PAGES_PAPERBACK,
  PAGE_LIMITS,
  TRIM_SIZES,
} from '@bookloom/core';
import type { HelpPassage } from './help-types';

const packs = CREDIT_PACKS.map((p) => `${p.name} ${p.credits} credits for $${p.price}`).join(', ');

/** English help content the support assistant answers from (facts from @bookloom/core stay true). */
export const HELP_EN: HelpPassage[] = [
  {
    id: 'credits',
    title: 'Credits and costs',
    url: '/pricing',
    keywords: 'price cost how much charge balance',
    text: `Everything is paid with credits. A book costs ${COSTS.bookBase} credits plus ${COSTS.perPage} per page (high quality adds ${COSTS.highQuality}); a character costs ${COSTS.character}, a cover ${COSTS.cover}, the first PDF export ${COSTS.exportPdf} and the first EPUB export ${COSTS.exportEpub}. New accounts get free welcome credits. If a generation fails, its credits are refunded automatically.`,
  },
  {
    id: 'packs',
    title: 'Credit packs',
    url: '/pricing',
    keywords: 'buy purchase pack payment card stripe plan subscription',
    text: `Credits come in one-time packs: ${packs}. There is no subscription and credits never expire. Buy them on the pricing page; checkout opens in a new tab, and the credits appear on your account a moment after payment.`,
  },
  {
    id: 'refund',
    title: 'Refunds',
    url: '/pricing',
    keywords: 'refund money back cancel unused',
    text: 'A credit pack can be refunded within 30 days of purchase if its credits are unused. Write to us through the contact page with the e-mail of your account.',
  },
  {
    id: 'book-types',
    title: 'Book types',
    url: '/generate-book',
    keywords: 'kind category story picture coloring alphabet comic activity journal poetry bedtime',
    text: 'Bookloom makes picture storybooks, bedtime stories, alphabet and counting books, coloring books, activity books with mazes and word searches, journals, poetry and comics. Choose the type on the Create Book page; One-Click Story makes a whole book from one idea.',
  },
  {
    id: 'pages',
    title: 'Number of pages',
    url: '/generate-book',
    keywords: 'pages length how many long',
    text: `A generated book has ${PAGE_LIMITS.min} to ${PAGE_LIMITS.max} story pages (${PAGE_LIMITS.default} by default). For an Amazon KDP paperback the print PDF is padded to at least ${MIN_PAGES_PAPERBACK} pages with blank or notes pages.`,
  },
  {
    id: 'trim',
    title: 'Trim sizes',
    url: '/generate-book',
    keywords: 'size format dimensions inches trim square',
    text: `Trim sizes (inches, width x height): ${TRIM_SIZES.join(', ')}. 6x9 is the default; the square 8.5x8.5 and 8x8 suit picture books. The PDF is laid out for the size you choose.`,
  },
  {
    id: 'bleed',
    title: 'Bleed',
    url: '/generate-book',
    keywords: 'bleed edge margin full page picture',
    text: `With bleed, pictures run to the edge of the page: the PDF page is ${BLEED} inch wider than the trim and ${BLEED * 2} inch taller, and KDP cuts it to size. Choose bleed for full-page pictures and the same setting on KDP.`,
  },
  {
    id: 'kdp',
    title: 'Publishing on Amazon KDP',
    url: '/my-books',
    keywords: 'amazon kdp upload publish print paperback hardcover',
    text: 'To publish on Amazon KDP: export the interior PDF and the cover PDF from My Books; in KDP create a paperback, pick the same trim size, paper and bleed setting, upload the interior PDF as the manuscript and the cover PDF as a print-ready cover, then preview and publish.',
  },
  {
    id: 'exports',
    title: 'Exports: PDF and EPUB',
    url: '/my-books',
    keywords: 'export download pdf epub kindle ebook apple kobo file',
    text: `From My Books you can export a print-ready KDP PDF, a cover wrap PDF, a fixed-layout EPUB3 for Kindle, Apple Books and Kobo, and a Kindle cover (${KINDLE_COVER.width}x${KINDLE_COVER.height} pixels). The first export of each format is charged once; downloading it again is free.`,
  },
  {
    id: 'rights',
    title: 'Who owns my books',
    url: '/terms-of-service',
    keywords: 'rights own copyright license sell commercial',
    text: 'The books you make are yours: you may publish and sell them on any platform, within the limits of the terms of service.',
  },
  {
    id: 'privacy',
    title: 'Privacy',
    url: '/privacy-policy',
    keywords: 'privacy data personal delete gdpr cookies',
    text: 'We keep only what the service needs: your account, your books and your purchases. We do not sell personal data. You can ask us to delete your account and data through the contact page.',
  },
  {
    id: 'terms',
    title: 'Terms of service',
    url: '/terms-of-service',
    keywords: 'terms conditions age rules liability',
    text: 'You must be 18 or older to use Bookloom. Do not make unlawful or harmful content. Our liability is limited to what you paid in the last 12 months.',
  },
  {
    id: 'account',
    title: 'Account and password',
    url: '/account',
    keywords: 'password login sign in account email name reset',
    text: 'Change your display name and password in Account settings. Forgot your password? Use "Forgot password" on the sign-in page to get a reset link by e-mail.',
  },
  {
    id: 'contact',
    title: 'Contact support',
    url: '/contact',
    keywords: 'contact human email support help ticket',
    text: 'Write to us through the contact page: we answer e-mails within 1 business day, complex issues within 1-2 business days.',
  },
];
