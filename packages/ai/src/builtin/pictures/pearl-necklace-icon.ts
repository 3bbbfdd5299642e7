/**
 * A pearl necklace (idea/objects.ts's 'necklace'), which the icon set lacks: a loop of white pearls
 * hanging in a U with a gold clasp at the top, not an oyster with one pearl. 32×32, flat (own-icons.ts).
 */
const pearls = () => {
  let out = '';
  // Pearls along a U: from the clasp at the top, round the bottom and back up.
  for (let i = 0; i <= 16; i++) {
    const a = Math.PI * (0.08 + (0.84 * i) / 16);
    const x = Math.round((16 - 12 * Math.cos(a)) * 10) / 10;
    const y = Math.round((6 + 21 * Math.sin(a)) * 10) / 10;
    out += `<circle cx="${x}" cy="${y}" r="1.9" fill="#fbf7ef" stroke="#b9b2a6" stroke-width="0.5"/>`;
    out += `<circle cx="${x - 0.6}" cy="${y - 0.6}" r="0.5" fill="#ffffff"/>`;
  }
  return out;
};

export const PEARL_NECKLACE =
  '<path d="M5.2 7.6C8 3.4 24 3.4 26.8 7.6" fill="none" stroke="#c9a15c" stroke-width="0.8"/>' +
  pearls() +
  '<rect x="14.4" y="2.2" width="3.2" height="2.6" rx="0.8" fill="#f2b630" stroke="#b5832a" stroke-width="0.4"/>';
