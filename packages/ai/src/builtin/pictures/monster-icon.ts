/**
 * A friendly picture-book monster ("saves the town from a monster", « un monstre »): a round furry
 * purple body with a paler tummy, two little yellow horns, big googly eyes, a wide grin with two
 * small fangs, stubby arms and feet — funny, not frightening (the Fluent set has only the space
 * invader and a red ogre mask). 32×32, flat like the Fluent set.
 */
export const MONSTER =
  '<ellipse cx="16" cy="30.8" rx="11" ry="1.1" fill="#000" opacity="0.12"/>' +
  // Horns, then the body with a tufted top, the tummy.
  '<path d="M9 8.4L7.4 2.6Q9.6 3.6 11.6 6.8Z" fill="#ffd166"/><path d="M23 8.4L24.6 2.6Q22.4 3.6 20.4 6.8Z" fill="#ffd166"/>' +
  '<path d="M16 5.2C23 5.2 27 10.4 27 17.4V24.6C27 27.4 25 29 22.4 29H9.6C7 29 5 27.4 5 24.6V17.4C5 10.4 9 5.2 16 5.2Z" fill="#8e6bd8"/>' +
  '<path d="M12.6 5.8L14 3.6L15.4 5.4L16.8 3.4L18 5.4L19.6 4L19.8 6.4Z" fill="#8e6bd8"/>' +
  '<ellipse cx="16" cy="22.4" rx="7.4" ry="5.6" fill="#b9a2f0"/>' +
  // Arms and feet.
  '<path d="M5.4 17.6Q1.6 18.6 2 22.6Q3.8 22.4 5.4 21Z" fill="#7a58c4"/><path d="M26.6 17.6Q30.4 18.6 30 22.6Q28.2 22.4 26.6 21Z" fill="#7a58c4"/>' +
  '<ellipse cx="10.6" cy="29.4" rx="3.4" ry="1.6" fill="#7a58c4"/><ellipse cx="21.4" cy="29.4" rx="3.4" ry="1.6" fill="#7a58c4"/>' +
  // Eyes, looking a little to the side.
  '<circle cx="11.8" cy="12.6" r="3.4" fill="#fff"/><circle cx="20.2" cy="12.6" r="3.4" fill="#fff"/>' +
  '<circle cx="12.6" cy="13" r="1.6" fill="#2b2140"/><circle cx="21" cy="13" r="1.6" fill="#2b2140"/>' +
  '<circle cx="13.1" cy="12.4" r="0.5" fill="#fff"/><circle cx="21.5" cy="12.4" r="0.5" fill="#fff"/>' +
  // The grin and its two little fangs.
  '<path d="M10.4 17.4Q16 22.6 21.6 17.4Q16 19.4 10.4 17.4Z" fill="#5a2e7a"/>' +
  '<path d="M12.6 18.4L13.4 20L14.2 18.7Z" fill="#fff"/><path d="M17.8 18.7L18.6 20L19.4 18.4Z" fill="#fff"/>';
