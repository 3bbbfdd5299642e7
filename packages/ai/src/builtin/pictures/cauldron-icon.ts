/**
 * A witch's cauldron (own-icons.ts; the Fluent set has none): a round black pot on three little legs,
 * a rim, green brew bubbling over the top and a wisp of green smoke.
 */
export const CAULDRON =
  '<path d="M14 6.5C12.5 5 14.5 3 13.5 1.5M18.5 6C20 4.6 18 3 19.5 1.6" stroke="#8fd16a" stroke-width="1.2" fill="none" stroke-linecap="round"/>' +
  '<path d="M8 27.5L6.8 30.6M24 27.5L25.2 30.6M16 28.5V31" stroke="#2b2b33" stroke-width="1.8" stroke-linecap="round"/>' +
  '<ellipse cx="16" cy="19.5" rx="11.5" ry="9" fill="#3a3a46"/>' +
  '<ellipse cx="12" cy="17" rx="3" ry="4.5" fill="#55556a"/>' +
  '<ellipse cx="16" cy="11" rx="12.5" ry="3" fill="#2b2b33"/>' +
  '<ellipse cx="16" cy="10.6" rx="10.4" ry="2" fill="#5fbf3f"/>' +
  '<circle cx="11.5" cy="9" r="2" fill="#7fd65a"/><circle cx="17" cy="8" r="2.6" fill="#7fd65a"/>' +
  '<circle cx="21.5" cy="9.2" r="1.6" fill="#7fd65a"/><circle cx="16.6" cy="7.4" r="0.9" fill="#c8f5b0"/>' +
  '<path d="M6 12.6C5.4 14.4 6.4 15.4 7.4 14.2Z" fill="#5fbf3f"/>';
