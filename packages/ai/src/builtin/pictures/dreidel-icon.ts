/**
 * A dreidel (own-icons.ts; the Fluent set has none): a four-sided spinning top with its stem, a
 * Hebrew letter on the face turned to us and its point below, spun at Hanukkah
 * (text/goal-festival-hanukkah-words.ts), so it is drawn where the page plays, not a stock die.
 */
export const DREIDEL =
  '<ellipse cx="16" cy="30.4" rx="7" ry="1.2" fill="#000" opacity="0.12"/>' +
  '<rect x="14.4" y="1.6" width="3.2" height="7" rx="1.4" fill="#c98a2b"/>' +
  // The body: its front face and the darker side face, then the point.
  '<path d="M7 8.4h13.6v13.2H7z" fill="#3b7dd8"/>' +
  '<path d="M20.6 8.4l4.4-2v13.4l-4.4 1.8z" fill="#2a5ca8"/>' +
  '<path d="M7 8.4l4.4-2H25l-4.4 2z" fill="#6aa3ee"/>' +
  '<path d="M7 21.6h13.6L16 29.6z" fill="#2a5ca8"/>' +
  '<path d="M20.6 21.6l4.4-1.8L16 29.6z" fill="#1f4784"/>' +
  // Gimel: a stroke down with a foot kicked left.
  '<path d="M12.2 11.6h3.4v7.2M15.6 15.8l-3.6 3.2" stroke="#ffd34d" stroke-width="1.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>';
