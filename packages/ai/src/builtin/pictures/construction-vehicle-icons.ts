/**
 * The building site's machines (own-icons.ts; the Fluent set has only a lorry and a tractor): an
 * excavator, a bulldozer, a tower crane, a dump truck, a cement mixer and a road roller, each in
 * the 32×32 box, yellow and grey, so a construction coloring book draws the machine its caption
 * names (text/coloring-subjects-vehicles.ts), not a fairy's wand.
 */
const YELLOW = '#f5b10f';
const DEEP = '#d98c0b';
const GREY = '#6b6f76';
const GLASS = '#a9d8f2';
const shadow = '<ellipse cx="16" cy="30.2" rx="14" ry="1.2" fill="#000" opacity="0.12"/>';
/** A crawler track from x0 to x1 with its rollers. */
const track = (x0: number, x1: number) =>
  `<rect x="${x0}" y="23" width="${x1 - x0}" height="6.4" rx="3.2" fill="#3b3e44"/>` +
  [0, 1, 2, 3]
    .map((k) => `<circle cx="${x0 + 3.2 + (k * (x1 - x0 - 6.4)) / 3}" cy="26.2" r="1.9" fill="${GREY}"/>`)
    .join('');
/** A wheel with its hub. */
const wheel = (cx: number, r = 3.6) =>
  `<circle cx="${cx}" cy="${29.6 - r}" r="${r}" fill="#3b3e44"/><circle cx="${cx}" cy="${29.6 - r}" r="${r * 0.45}" fill="#c9ccd1"/>`;

export const CONSTRUCTION_ICONS: Record<string, string> = {
  // Tracks, a turning body with its cab, the long arm and its toothed bucket.
  excavator: `${shadow}${track(1.5, 19.5)}<rect x="2.5" y="15.5" width="16" height="7.5" rx="1.2" fill="${YELLOW}"/><rect x="3.5" y="8.5" width="8" height="7.5" rx="1.2" fill="${YELLOW}"/><rect x="5" y="10" width="5" height="4.4" rx="0.6" fill="${GLASS}"/><path d="M15 17L22 5.2l2.6 1.6L18 18.6z" fill="${DEEP}"/><path d="M22 5.2l2.6-0.4L30 15.6l-2.2 1.2z" fill="${YELLOW}"/><path d="M25.6 16.4h5.6l-0.8 5.4c-2.6 0.6-4.6-0.6-5.6-3z" fill="${GREY}"/><path d="M26 21.6l0.6 1.4M28 22l0.4 1.4M30 21.8l0.2 1.4" stroke="${GREY}" stroke-width="0.8"/>`,
  // Tracks, a long body, a cab on top and the wide pushing blade in front.
  bulldozer: `${shadow}${track(8, 30)}<rect x="9" y="15" width="20" height="8" rx="1.2" fill="${YELLOW}"/><rect x="17" y="7.5" width="9" height="7.5" rx="1.2" fill="${YELLOW}"/><rect x="18.5" y="9" width="6" height="4.4" rx="0.6" fill="${GLASS}"/><rect x="4" y="18.6" width="6" height="2.2" fill="${DEEP}"/><path d="M1.2 12.5c3.4 4.6 3.4 11.4 0 17h4.2v-17z" fill="${GREY}"/><path d="M11 15v-3.2h2V15" fill="${GREY}"/>`,
  // A tower crane: the lattice mast, the long jib, the counterweight, the cable and its hook.
  crane: `${shadow}<rect x="8" y="6" width="4.4" height="24" fill="${YELLOW}"/><path d="M8 9l4.4 4M12.4 13L8 17M8 17l4.4 4M12.4 21L8 25M8 25l4.4 4" stroke="${DEEP}" stroke-width="0.8"/><rect x="1.5" y="4" width="29" height="2.6" fill="${YELLOW}"/><path d="M10.2 4L10.2 1.2M10.2 1.2L3 4M10.2 1.2L28 4" stroke="${DEEP}" stroke-width="0.7"/><rect x="1.5" y="6.6" width="4.6" height="3.6" fill="${GREY}"/><rect x="7.4" y="6.6" width="5.6" height="3.6" rx="0.6" fill="${GLASS}"/><path d="M25.5 6.6V19" stroke="#3b3e44" stroke-width="0.7"/><path d="M25.5 19c-1.6 0-1.6 2.6 0 2.6s1.6-1.2 1.2-1.8" fill="none" stroke="#3b3e44" stroke-width="0.9"/><rect x="21.5" y="22" width="8" height="4" fill="#c0784a"/><path d="M22.5 22l3-2.6 3 2.6" fill="none" stroke="#3b3e44" stroke-width="0.6"/><rect x="2" y="28.6" width="16" height="1.6" fill="${GREY}"/>`,
  // A cab in front, the tipping bed tilted up behind it with its load of sand, big wheels.
  'dump-truck': `${shadow}<rect x="1.5" y="12" width="9" height="10.5" rx="1.6" fill="${YELLOW}"/><rect x="3" y="13.5" width="6" height="4" rx="0.6" fill="${GLASS}"/><rect x="1.5" y="21" width="29.5" height="3.2" fill="${GREY}"/><path d="M12.5 10.2C15 5.6 21 4.6 25.5 8.6z" fill="#d6a35c"/><path d="M11.5 10l19.5 3.5-1 8.5H11.5z" fill="${DEEP}"/><path d="M14 12.5l14 2.5" stroke="${YELLOW}" stroke-width="1"/>${wheel(6.5)}${wheel(19.5)}${wheel(26.5)}`,
  // The turning drum, striped, on a truck with its cab at the front.
  'cement-mixer': `${shadow}<rect x="21" y="11.5" width="9.5" height="11" rx="1.6" fill="${YELLOW}"/><rect x="23" y="13" width="6" height="4.2" rx="0.6" fill="${GLASS}"/><rect x="1.5" y="21" width="29" height="3.2" fill="${GREY}"/><ellipse cx="11" cy="14.5" rx="9.5" ry="6" transform="rotate(-12 11 14.5)" fill="#e8e2d6"/><path d="M5 10.5l4 9.4M9.5 9l4 10M14 8.2l3.6 9.8" stroke="${DEEP}" stroke-width="1.4"/><path d="M1.8 16.5l-0.6 3.2h3" fill="none" stroke="${GREY}" stroke-width="1"/>${wheel(5.5)}${wheel(12.5)}${wheel(25.5)}`,
  // The big smooth drum in front, the body, the roofed seat and the back wheel.
  'road-roller': `${shadow}<path d="M2 17.5h12v3H2z" fill="${DEEP}"/><rect x="1.2" y="18.5" width="13" height="11" rx="5.5" fill="${GREY}"/><path d="M3 24h9.4" stroke="#c9ccd1" stroke-width="1"/><rect x="11" y="15" width="18" height="7" rx="1.2" fill="${YELLOW}"/><path d="M17 15V5.5M27 15V5.5" stroke="#3b3e44" stroke-width="1"/><rect x="15" y="3.6" width="14" height="2.4" rx="0.8" fill="${DEEP}"/><rect x="19.5" y="10.5" width="5" height="4.5" rx="0.8" fill="#e8514a"/>${wheel(24, 5)}`,
};
