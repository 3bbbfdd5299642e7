/**
 * A caterpillar's cocoon (own-icons.ts; the Fluent set has none): a plump green-brown chrysalis wrapped
 * in silk, hanging by a thread from a twig with a leaf. The caterpillar hero is drawn as it while it
 * sleeps inside (text/goal-caterpillar.ts, StoryHints.becomes).
 */
export const COCOON =
  '<path d="M3 3.6h26" stroke="#8b5a2b" stroke-width="2" stroke-linecap="round"/>' +
  '<path d="M22 3.4c1.8-2.6 5.2-3 7-1.6c-1.6 2.2-4.8 2.8-7 1.6z" fill="#6fb83e"/>' +
  '<path d="M16 4v4" stroke="#e8dcb8" stroke-width="0.9"/>' +
  '<path d="M16 7.4c4.8 0 7 5.4 7 11.2S19.6 30 16 30s-7-5.6-7-11.4S11.2 7.4 16 7.4z" fill="#b8b45a"/>' +
  '<path d="M9.6 13.6c3.8 1.6 9 1.6 12.8 0M9 18.8c4.4 1.7 9.6 1.7 14 0M9.8 24c3.8 1.6 8.6 1.6 12.4 0" stroke="#8c8a3a" stroke-width="0.9" fill="none" stroke-linecap="round"/>' +
  '<ellipse cx="13.2" cy="14" rx="1.6" ry="3.6" fill="#e3e0a0" opacity="0.7"/>';
