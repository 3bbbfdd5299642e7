/**
 * A treehouse (issue 14: "two best friends build a treehouse"): a leafy tree, its trunk and a branch
 * fork holding a wooden platform, a little plank house with a red roof and a window on it, a rope
 * ladder hanging down — not a hut on the ground beside a tree. 32×32, flat like the Fluent set.
 */
export const TREEHOUSE =
  '<ellipse cx="16" cy="30.6" rx="11" ry="1.2" fill="#000" opacity="0.12"/>' +
  '<circle cx="7" cy="12" r="6" fill="#4f9a3e"/><circle cx="25" cy="12" r="6" fill="#4f9a3e"/>' +
  '<circle cx="16" cy="7" r="7" fill="#5cb547"/><circle cx="10" cy="5.5" r="4.5" fill="#6cc455"/>' +
  '<circle cx="23" cy="6" r="4.5" fill="#6cc455"/>' +
  '<path d="M14 31V21L10.5 18.6M18 31V21L21.5 18.6" stroke="#7a4a26" stroke-width="1.6" fill="none"/>' +
  '<rect x="14" y="19" width="4" height="12" fill="#8b5a2b"/>' +
  '<rect x="6" y="18.4" width="20" height="2" rx="0.6" fill="#a8672f"/>' +
  '<rect x="9.5" y="11" width="13" height="7.6" fill="#d69a55"/>' +
  '<path d="M9.5 13.5h13M9.5 16h13" stroke="#b87a3a" stroke-width="0.5"/>' +
  '<path d="M8 11.4L16 5.6L24 11.4Z" fill="#d9534f"/>' +
  '<rect x="12" y="12.6" width="3.4" height="3" fill="#8fd3f4" stroke="#7a4a26" stroke-width="0.5"/>' +
  '<rect x="17.6" y="13" width="3" height="5.6" fill="#7a4a26"/>' +
  '<path d="M22.6 20.4V30M25 20.4V30" stroke="#c9a36b" stroke-width="0.6"/>' +
  '<path d="M22.6 22.6h2.4M22.6 25h2.4M22.6 27.4h2.4M22.6 29.6h2.4" stroke="#c9a36b" stroke-width="0.7"/>';
