/**
 * A message in a bottle (idea/objects.ts's 'bottle'), which the icon set lacks: a green glass bottle
 * lying on its side, corked, with a rolled note tied with a red band inside — not a parcel, nor the
 * champagne bottle or the baby's bottle the set has. Same 32×32 box and flat style (own-icons.ts).
 */
export const MESSAGE_BOTTLE =
  '<g transform="rotate(-32 16 16)">' +
  '<path d="M4 12.6C4 11.2 5.1 10 6.6 10H19.4C20.6 10 21.4 10.8 22 11.8L23.4 13.6H26.6V18.4H23.4L22 20.2C21.4 21.2 20.6 22 19.4 22H6.6C5.1 22 4 20.8 4 19.4Z" fill="#9fdccb"/>' +
  '<rect x="25.8" y="13.2" width="4.4" height="5.6" rx="1.2" fill="#b5793f"/>' +
  '<path d="M26.9 13.2V18.8M28.6 13.2V18.8" stroke="#8c5a2b" stroke-width="0.5"/>' +
  '<rect x="7.2" y="12.8" width="12.6" height="6.4" rx="3.2" fill="#f8e9c4"/>' +
  '<ellipse cx="7.8" cy="16" rx="2.2" ry="3.2" fill="#ecd49a"/>' +
  '<ellipse cx="7.8" cy="16" rx="0.9" ry="1.4" fill="#c9a15c"/>' +
  '<rect x="13.2" y="12.6" width="1.8" height="6.8" fill="#e0473c"/>' +
  '<path d="M6.4 11.6H19" stroke="#ffffff" stroke-width="1" stroke-linecap="round" opacity="0.8"/>' +
  '<path d="M4 12.6C4 11.2 5.1 10 6.6 10H19.4C20.6 10 21.4 10.8 22 11.8L23.4 13.6H26.6V18.4H23.4L22 20.2C21.4 21.2 20.6 22 19.4 22H6.6C5.1 22 4 20.8 4 19.4Z" fill="none" stroke="#3f8f7e" stroke-width="0.8"/>' +
  '</g>';
