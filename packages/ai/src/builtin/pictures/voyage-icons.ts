/**
 * A pirate voyage's own icons (issue 14), in the Fluent set's 32×32 flat style (own-icons.ts serves
 * them): the treasure chest found at last, its lid thrown back on a heap of gold, and the treasure
 * map, a parchment with a dotted path to a red X.
 */
export const VOYAGE_ICONS: Record<string, string> = {
  'open-treasure-chest':
    '<ellipse cx="16" cy="29.4" rx="14.5" ry="1.6" fill="#000" opacity="0.12"/>' +
    // The lid, thrown back behind the box.
    '<path d="M4 13.4L6.4 4.2C7 2.4 8.4 1.6 10.2 1.8L25.4 3.4C27.2 3.6 28.2 5 28 6.8L27.6 13.4Z" fill="#bd6a33"/>' +
    '<path d="M8.6 2.4L6.6 13.2M24.6 3.4L24.2 13.2" stroke="#f7c52b" stroke-width="2.2"/>' +
    '<path d="M5.4 12.6L27.8 12.6" stroke="#4a2612" stroke-width="1.6"/>' +
    // The heap of gold, coins and jewels spilling over the rim.
    '<path d="M4 15.6C5 10.6 9 9.4 12 10.4C14 8.4 18.6 8.4 20.4 10.4C23.6 9.2 27.4 10.8 28 15.6Z" fill="#ffc83d"/>' +
    '<circle cx="9" cy="12.2" r="1.7" fill="#f7b500"/><circle cx="14.4" cy="10.6" r="1.7" fill="#ffd966"/>' +
    '<circle cx="19.6" cy="11.4" r="1.7" fill="#f7b500"/><circle cx="24.2" cy="12.6" r="1.6" fill="#ffd966"/>' +
    '<path d="M16.4 9.6l1.8 1.6-1.8 1.8-1.8-1.8z" fill="#e5476e"/><path d="M11.2 13l1.4 1.2-1.4 1.4-1.4-1.4z" fill="#3fb6e8"/>' +
    // The box, its gold bands and lock plate.
    '<rect x="3" y="15" width="26" height="13.6" rx="1.4" fill="#a0562a"/>' +
    '<path d="M3 19.6h26M3 24.2h26" stroke="#7a3d1c" stroke-width="0.7"/>' +
    '<rect x="2.6" y="14.6" width="26.8" height="1.8" rx="0.6" fill="#e0a800"/>' +
    '<path d="M6 15V28.4M26 15V28.4" stroke="#f7c52b" stroke-width="2.4"/>' +
    '<rect x="13" y="16.2" width="6" height="6.4" rx="1.2" fill="#f7c52b" stroke="#b8860b" stroke-width="0.5"/>' +
    '<circle cx="16" cy="18.8" r="1" fill="#3a2a20"/>' +
    '<circle cx="2.6" cy="28.4" r="1.7" fill="#ffc83d" stroke="#d49b00" stroke-width="0.4"/>' +
    '<circle cx="29.2" cy="28.6" r="1.6" fill="#ffc83d" stroke="#d49b00" stroke-width="0.4"/>' +
    '<circle cx="26.4" cy="29.4" r="1.3" fill="#ffc83d" stroke="#d49b00" stroke-width="0.4"/>',
  'treasure-map':
    // A parchment, its ends rolled.
    '<path d="M4 6.4C4 5 5 4 6.4 4H26C27.4 4 28 5 28 6.4V25.6C28 27 27.4 28 26 28H6.4C5 28 4 27 4 25.6Z" fill="#f3dfae"/>' +
    '<rect x="2.4" y="3" width="4" height="26" rx="2" fill="#dcc08a"/><rect x="25.6" y="3" width="4" height="26" rx="2" fill="#dcc08a"/>' +
    // An island with a palm, the dotted way from the corner, and the red X.
    '<path d="M12 20.6C12.6 16.6 17.4 15.4 21.4 16.6C24.6 17.6 25 21.4 22.6 22.8C19.4 24.6 12.4 24.2 12 20.6Z" fill="#8ccf6a"/>' +
    '<path d="M15.6 19.6V15.6M15.6 15.6C14.4 14.2 12.8 14.4 12.2 15.2M15.6 15.6C16.8 14.2 18.4 14.4 19 15.2" stroke="#4f7f2c" stroke-width="0.9" fill="none" stroke-linecap="round"/>' +
    '<path d="M7.6 7.6Q11 10 9.6 13.4T15.4 17.8T19.6 19.4" stroke="#7a4a2a" stroke-width="1" stroke-dasharray="1.4 1.2" fill="none"/>' +
    '<path d="M18.6 18.2L22 21.6M22 18.2L18.6 21.6" stroke="#d62f2f" stroke-width="1.6" stroke-linecap="round"/>' +
    '<path d="M22.6 7.2l1.2 2.6M23.2 6.8v5M21.2 9.4h4" stroke="#7a4a2a" stroke-width="0.7" stroke-linecap="round"/>',
};
