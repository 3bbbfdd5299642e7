/** Credits (spec document 2, §9). The server charges with exactly these functions. */

export const PAGE_LIMITS = { min: 4, max: 50, default: 8 } as const;
export const QUALITIES = ['standard', 'high'] as const;
export type Quality = (typeof QUALITIES)[number];

export const COSTS = {
  bookBase: 30,
  perPage: 5,
  highQuality: 25,
  character: 10,
  cover: 30,
  exportPdf: 15,
  exportEpub: 15,
  oneClickMinimum: 70,
} as const;

export const WELCOME_CREDITS_DEFAULT = 100;

export type Estimate = { credits: number; breakdown: { label: string; credits: number }[] };

export function estimateBookCredits(pages: number, quality: Quality = 'standard'): Estimate {
  const breakdown = [
    { label: 'base', credits: COSTS.bookBase },
    { label: 'pages', credits: pages * COSTS.perPage },
  ];
  if (quality === 'high') breakdown.push({ label: 'high-quality', credits: COSTS.highQuality });
  return { credits: breakdown.reduce((s, b) => s + b.credits, 0), breakdown };
}

export type CreditPack = {
  id: 'starter' | 'creator' | 'professional' | 'publisher';
  name: string;
  credits: number;
  price: number;
  effectiveRate: number;
  description: string;
  popular?: boolean;
};

export const CREDIT_PACKS: readonly CreditPack[] = [
  {
    id: 'starter',
    name: 'Starter',
    credits: 40,
    price: 9.99,
    effectiveRate: 0.25,
    description: 'Try it out: one short book',
  },
  {
    id: 'creator',
    name: 'Creator',
    credits: 130,
    price: 29.99,
    effectiveRate: 0.23,
    description: 'A few picture books with exports',
    popular: true,
  },
  {
    id: 'professional',
    name: 'Professional',
    credits: 320,
    price: 69.99,
    effectiveRate: 0.22,
    description: 'A series of books for a steady publisher',
  },
  {
    id: 'publisher',
    name: 'Publisher',
    credits: 750,
    price: 149.99,
    effectiveRate: 0.2,
    description: 'For classrooms and catalogues',
  },
];

export const UPLOAD_LIMITS = { coverBytes: 15 * 1024 * 1024, referenceBytes: 10 * 1024 * 1024 } as const;
export const CONTENT_CHECK_MIN_CHARS = 10;
export const LIST_LIMITS = {
  coverPicker: 100,
  characterPicker: 50,
  promptHistory: 20,
  history: 50,
  galleryPage: 12,
} as const;
export const PASSWORD_MIN = 6;
