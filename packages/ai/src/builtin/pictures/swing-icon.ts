/**
 * A playground swing (own-icons.ts; the Fluent set has none): a red A-frame with a crossbar, two
 * chains and a wooden seat. Two friends quarrel over it (text/goal-quarrel.ts), so it is drawn where
 * they tug it, not only named.
 */
export const SWING =
  '<ellipse cx="16" cy="30" rx="14" ry="1.4" fill="#000" opacity="0.12"/>' +
  '<path d="M3 30L7.4 3.6M12.6 30L8.6 3.6M19.4 30L23.4 3.6M29 30L24.6 3.6" stroke="#d9473b" stroke-width="2" stroke-linecap="round"/>' +
  '<rect x="5.6" y="2.4" width="20.8" height="2.6" rx="1.2" fill="#b83228"/>' +
  '<path d="M11.6 5v16.4M20.4 5v16.4" stroke="#8a8f98" stroke-width="0.9" stroke-dasharray="1.4 0.6"/>' +
  '<rect x="10" y="20.8" width="12" height="2.6" rx="1" fill="#a0622d"/>' +
  '<path d="M10.4 21.6h11.2" stroke="#c98a4b" stroke-width="0.6"/>';
