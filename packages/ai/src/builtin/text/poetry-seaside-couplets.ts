import type { IdeaFacts } from '../idea/read-idea';
import type { Place } from '../idea/settings';
import { seasideArc } from './goal-seaside';
import { type ArcCouplet, arcLines } from './poetry-arc-kit';
import { SEASIDE_LINES } from './poetry-seaside-lines';

const THINGS: Record<string, { en: string; fr: string }> = {
  bucket: { en: 'a bucket', fr: 'un seau' },
  'womans-hat': { en: 'a sun hat', fr: 'un chapeau de paille' },
  automobile: { en: 'the car', fr: 'la voiture' },
  'water-wave': { en: 'the waves', fr: 'les vagues' },
  'umbrella-on-ground': { en: 'a beach umbrella', fr: 'un parasol' },
  'thong-sandal': { en: 'sandals', fr: 'des sandales' },
  sandcastle: { en: 'a sandcastle', fr: 'un château de sable' },
  crab: { en: 'a little crab', fr: 'un petit crabe' },
  shrimp: { en: 'a tiny shrimp', fr: 'une minuscule crevette' },
  'soft-ice-cream': { en: 'an ice cream', fr: 'une glace' },
  bird: { en: 'a seagull', fr: 'une mouette' },
  sandwich: { en: 'a sandwich', fr: 'un sandwich' },
  'spiral-shell': { en: 'shells', fr: 'des coquillages' },
  kite: { en: 'a kite', fr: 'un cerf-volant' },
  sailboat: { en: 'a little boat', fr: 'un petit bateau' },
  'sleeping-face': { en: 'sleepy eyes', fr: 'des yeux qui dorment' },
};

/**
 * A family's day at the seaside as a poem ("A day at the seaside", « Une journée à la mer »): 24
 * couplets in the day's order at the arc's own spots (poetry-seaside-lines.ts), from packing at the
 * house to the sleepy drive home. Before, it sang the stock couplets ("At the lighthouse, Milo gave a
 * little wave") with a herb drawn on every page.
 */
export function seasideCouplets(facts: IdeaFacts, name: string): ArcCouplet[] {
  const arc = seasideArc(facts, 24, name);
  const spots = [...(arc.places ?? []), arc.homeDrawn].filter((p): p is Place => p !== undefined);
  const sung = arcLines(SEASIDE_LINES, spots, THINGS);
  // The biggest castle on the beach stands tall, as at the prose's turn (goal-seaside.ts).
  return sung.map((cp) =>
    /biggest castle/.test(cp.en.join(' ')) ? { ...cp, scales: { sandcastle: 0.8 } } : cp,
  );
}
