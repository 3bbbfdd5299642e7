/**
 * A mole and a platypus in the Fluent set's 32×32 box and flat style (the set has neither: own-icons.ts
 * serves them). Both face left like the set's other animals, so the hero turns to look into the page.
 */

/** A round velvet-dark body, a long pink-tipped snout, big pink digging hands, tiny eyes. */
export const MOLE =
  '<path d="M27.6 22.4C29.4 22.6 30.6 21.6 30.8 20.4" stroke="#f4a6b4" stroke-width="1.2" fill="none" stroke-linecap="round"/>' +
  '<path d="M6.6 18.2C7.6 11.6 12.6 8 18.2 8C24.4 8 28.6 12.6 28.6 19C28.6 25.6 24.4 29 17.6 29C11.4 29 7 26.2 6.6 22.4Z" fill="#4b4453"/>' +
  '<path d="M8.8 22.4C9.8 26.2 13.2 28 17.6 28C22 28 25 26.6 26.2 24" fill="#5e5667"/>' +
  '<path d="M7.4 14.6C5.6 15 3.4 16 2 17.4C1.2 18.2 1.6 19.4 2.8 19.6C4.8 19.8 7 19.6 8.6 19Z" fill="#625a6c"/>' +
  '<circle cx="2.2" cy="18.4" r="1.6" fill="#f07c96"/>' +
  '<path d="M9.4 14.6h2.2" stroke="#1d1820" stroke-width="0.9" stroke-linecap="round"/>' +
  '<path d="M4.4 20.4Q5.8 21.2 7.2 20.6" stroke="#2d2733" stroke-width="0.5" fill="none" stroke-linecap="round"/>' +
  // The digging hands: wide pink paws with five claws, held out in front.
  '<path d="M6 22.6C4 22.4 2.4 23.6 2.4 25.4C2.4 27.2 4.2 28.4 6.2 28C8.2 27.6 9.4 26 9.2 24.4C9 23.2 7.6 22.6 6 22.6Z" fill="#f4a6b4"/>' +
  '<path d="M2.6 24.6L1.2 24M2.4 26L0.9 26.2M3 27.4L1.8 28.4" stroke="#f4a6b4" stroke-width="0.9" stroke-linecap="round"/>' +
  '<path d="M13.4 24.6C11.6 24.6 10.4 26 10.8 27.6C11.2 29 13 29.6 14.8 29.2C16.4 28.8 17.2 27.4 16.6 26.2C16.2 25.2 14.8 24.6 13.4 24.6Z" fill="#f4a6b4"/>' +
  '<path d="M11 28.2L10 29.4M12.4 29.2L12 30.4M13.8 29.4L14 30.6" stroke="#f4a6b4" stroke-width="0.9" stroke-linecap="round"/>' +
  '<path d="M22.6 27.4h4.4q0.8 0 0.8 0.8v0.4q0 0.8-0.8 0.8h-4.4z" fill="#f4a6b4"/>';

/** A flat brown body, a wide duck bill, a broad paddle tail, webbed feet. */
export const PLATYPUS =
  '<path d="M23.4 19.6C26.6 18 30.6 18.4 31.6 20.8C32.4 23 30.4 25.4 27 25.6L23 25.4Z" fill="#7a4c2b"/>' +
  '<path d="M25.4 20.8l4.6 0.6M25.4 22.6l5.2 0.2M25.6 24.2l4.2-0.4" stroke="#8f5c36" stroke-width="0.6" stroke-linecap="round"/>' +
  '<path d="M9.4 19C10.4 14.8 14.4 12.6 18.6 12.6C23.2 12.6 26.6 15.4 26.6 19.6C26.6 24.2 23.2 26.8 18 26.8C13.2 26.8 9.8 24.8 9.4 22Z" fill="#a06a3e"/>' +
  '<path d="M12 23.4C14 25.4 17 26 20.2 25.8C22.6 25.6 24.4 24.8 25.4 23.4" stroke="#c4915e" stroke-width="1.8" fill="none" stroke-linecap="round"/>' +
  '<path d="M9.8 16.4C8 16.6 5.6 16.4 3.4 16.2C1.6 16 0.6 17.4 0.9 19C1.2 20.6 2.6 21.4 4.4 21.2C6.4 21 8.4 20.8 10.2 21.2Z" fill="#3f4651"/>' +
  '<path d="M1.6 18.8C4 19.2 7 19 9.8 18.6" stroke="#2b3038" stroke-width="0.6" fill="none" stroke-linecap="round"/>' +
  '<circle cx="2.6" cy="17.4" r="0.5" fill="#2b3038"/>' +
  '<circle cx="12.6" cy="16.2" r="1.3" fill="#fff"/><circle cx="12.3" cy="16.3" r="0.75" fill="#1d1410"/>' +
  // Webbed feet, toes spread.
  '<path d="M11.4 25.4L9 29.4H14.4L13.6 25.6ZM20.8 26L19 29.6H24.4L23.4 25.8Z" fill="#7a4c2b"/>' +
  '<path d="M9.4 29.4l0.8-1.2 0.8 1.2 0.8-1.2 0.8 1.2M19.4 29.6l0.8-1.2 0.8 1.2 0.8-1.2 0.8 1.2" stroke="#5e3a20" stroke-width="0.4" fill="none"/>';
