/**
 * Sky heroes the Fluent set lacks (idea/sky-heroes.ts), drawn by us in its 32×32 box and flat style:
 * a little cloud, a little star and the moon, each with a face (big eyes, pink cheeks, a smile) so the hero reads
 * as a character on every page, not as the weather or a sticker in the sky.
 */
const FACE = (y: number) =>
  `<ellipse cx="12.6" cy="${y}" rx="1.35" ry="1.7" fill="#3a2a20"/><ellipse cx="19.4" cy="${y}" rx="1.35" ry="1.7" fill="#3a2a20"/>` +
  `<circle cx="13.1" cy="${y - 0.6}" r="0.5" fill="#fff"/><circle cx="19.9" cy="${y - 0.6}" r="0.5" fill="#fff"/>` +
  `<ellipse cx="10" cy="${y + 2.4}" rx="1.6" ry="1" fill="#ff8fa3" opacity="0.75"/><ellipse cx="22" cy="${y + 2.4}" rx="1.6" ry="1" fill="#ff8fa3" opacity="0.75"/>` +
  `<path d="M14.2 ${y + 2.6}Q16 ${y + 4.4} 17.8 ${y + 2.6}" stroke="#3a2a20" stroke-width="0.8" fill="none" stroke-linecap="round"/>`;

/** A puffy cloud, flat at the bottom, three bumps on top, a soft blue underside. */
export const LITTLE_CLOUD =
  '<path d="M6.4 26.4C2.6 26.4 0.8 23.6 1.4 20.8C2 18 4.4 16.6 6.8 17C6.8 12.6 10.2 9.6 14 10C15.8 6.4 20.4 5 24 7.2C26.8 8.8 27.8 11.8 27.2 14.4C30 15 31.4 17.8 31 20.6C30.6 23.8 28.2 26.4 25.2 26.4Z" fill="#cfe3f7"/>' +
  '<path d="M6.8 24.4C3.8 24.4 2.6 22.2 3.2 20.2C3.8 18.4 5.8 17.6 7.6 18.2C7.4 13.6 10.6 11.2 14.4 11.8C15.8 8.2 20 7 23.2 8.8C25.8 10.4 26.4 13.2 25.6 15.6C28.4 15.8 29.8 18 29.4 20.4C29 22.8 27.2 24.4 25 24.4Z" fill="#fff"/>' +
  FACE(17.6);

/** A golden five-pointed star with rounded points and a warm glow around it. */
export const LITTLE_STAR =
  '<circle cx="16" cy="16.6" r="14.6" fill="#fff6c2" opacity="0.22"/>' +
  '<path d="M16.8 3.8L19.8 10.1Q20.3 11.2 21.5 11.4L28.5 12.3Q30.3 12.6 29 13.8L23.9 18.7Q23 19.5 23.3 20.7L24.5 27.6Q24.8 29.3 23.2 28.5L17.1 25.2Q16 24.6 14.9 25.2L8.8 28.5Q7.2 29.3 7.5 27.6L8.7 20.7Q9 19.5 8.1 18.7L3 13.8Q1.7 12.6 3.5 12.3L10.5 11.4Q11.7 11.2 12.2 10.1L15.2 3.8Q16 2.2 16.8 3.8Z" fill="#ffc83d" stroke="#f0a818" stroke-width="0.6" stroke-linejoin="round"/>' +
  '<path d="M16 6.4L18.2 11.2Q18.8 12.4 20.2 12.6L24.6 13.2" stroke="#ffe68a" stroke-width="1" fill="none" stroke-linecap="round"/>' +
  FACE(17.4);

/** A round silver-gold moon with soft grey craters and a glow, the face in its middle. */
export const LITTLE_MOON =
  '<circle cx="16" cy="16" r="15.4" fill="#fffbe0" opacity="0.25"/>' +
  '<circle cx="16" cy="16" r="12.6" fill="#fbeaa6" stroke="#e8cf72" stroke-width="0.6"/>' +
  '<circle cx="9.6" cy="9.8" r="1.8" fill="#ecd58a"/><circle cx="23.4" cy="10.6" r="1.2" fill="#ecd58a"/>' +
  '<circle cx="22.6" cy="24" r="1.6" fill="#ecd58a"/><circle cx="8.8" cy="22.4" r="1" fill="#ecd58a"/>' +
  FACE(16);

export const SKY_HERO_ICONS: Record<string, string> = {
  'little-cloud': LITTLE_CLOUD,
  'little-star': LITTLE_STAR,
  'little-moon': LITTLE_MOON,
};
