/**
 * A sandcastle (own-icons.ts; the Fluent set has none, and its stone castle is a king's): a mound of
 * wet sand, three crenellated towers with windows, a red pennant on the middle one. A seaside day
 * builds one, loses it to the tide and builds a bigger one at the turn (text/goal-seaside.ts).
 */
export const SANDCASTLE =
  '<ellipse cx="16" cy="29" rx="15" ry="2.2" fill="#c9a25a"/>' +
  '<path d="M2.5 29C4 25.5 8 24.6 16 24.6S28 25.5 29.5 29Z" fill="#e3bd6f"/>' +
  '<path d="M4.5 26V16h1.6v1.6h1.6V16h1.6v1.6h1.6V16h1.6v10Z" fill="#eccb84"/>' +
  '<path d="M20.1 26V16h1.6v1.6h1.6V16h1.6v1.6h1.6V16h1.6v10Z" fill="#eccb84"/>' +
  '<path d="M10.6 26V11h1.8v1.8h1.8V11h1.8v1.8h1.8V11h1.8v1.8h1.8V11h1.8v15Z" fill="#f2d592"/>' +
  '<path d="M16 11V4" stroke="#8a5a2b" stroke-width="0.8"/>' +
  '<path d="M16.2 4.2l4.6 1.6-4.6 1.6Z" fill="#e0443e"/>' +
  '<path d="M14.6 26v-3.4a1.4 1.4 0 0 1 2.8 0V26Z" fill="#b8893f"/>' +
  '<rect x="6.8" y="19.6" width="1.6" height="2.2" rx="0.8" fill="#b8893f"/>' +
  '<rect x="23.6" y="19.6" width="1.6" height="2.2" rx="0.8" fill="#b8893f"/>' +
  '<rect x="15.2" y="15" width="1.6" height="2.4" rx="0.8" fill="#b8893f"/>' +
  '<circle cx="8" cy="27.4" r="0.8" fill="#f4a6b8"/><circle cx="24.4" cy="27.6" r="0.7" fill="#fff"/>';
