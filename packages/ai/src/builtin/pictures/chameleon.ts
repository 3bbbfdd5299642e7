import { mix } from './backdrop-palettes';

/** The chameleon's usual green: leaves (the icon set has no chameleon; own-icons.ts serves this one). */
export const CHAMELEON_GREEN = '#5fb83a';

/**
 * A chameleon facing left, in the 32×32 icon box, its whole skin in `skin`: a helmet-like crest on
 * its head, a big bulging eye turret, a saw-tooth ridge down its back, a lighter band along its
 * side, four gripping legs and a tail curled into a spiral. Drawn from one colour so a page can
 * dress it in the colour of where it stands (chameleon-skin.ts).
 */
export function chameleonIcon(skin = CHAMELEON_GREEN): string {
  const deep = mix(skin, '#1d2a14', 0.38);
  const light = mix(skin, '#fffbe6', 0.45);
  return (
    // The tail, curled into a spiral behind the body.
    `<path data-part="curled-tail" d="M22.4 18.3C28 17.2 32.6 20.8 31.9 25.6C31.3 29.6 26.6 31.2 23.6 29.2C21.2 27.6 22.2 23 25.7 22.9C27.8 23.1 28.6 25.9 26.5 27.6C25.6 28.2 24.6 27.4 25.4 26.6C26 26 25.9 25.3 25.4 25.3C24.5 25.3 24 26.6 25.1 27.2C26.6 28.3 29 27.6 29.3 25.2C29.8 22.4 27.2 19.9 22.8 20.9Z" fill="${skin}"/>` +
    // Legs: elbows out, two-toed feet gripping the ground.
    `<path d="M10.6 21.6L8.7 25.4L10.3 28.5L8.5 29.1L6.5 25.4L8.6 21.2ZM15.6 22.4L16.4 26.1L14.7 29.3L12.9 28.3L14.4 25.9L13.6 22.8ZM20.4 22.6L19.5 25.9L20.9 28.3L19.1 29.3L17.3 26.1L18.4 22.2ZM23.9 20.3L26.1 24.6L24.3 28.8L22.5 28L23.9 24.6L22.1 21.3Z" fill="${deep}"/>` +
    `<path d="M8 28.8h3M12.4 28.8h3M18.6 28.8h3M22 28.4h3" stroke="${deep}" stroke-width="1.2" stroke-linecap="round"/>` +
    // The saw-tooth ridge along the back.
    `<path d="M9.6 11.6L10.6 9.4L11.8 11.2L13.2 8.8L14.4 10.8L15.8 8.6L17 10.6L18.4 8.8L19.4 10.8L20.8 9.6L21.4 11.8Z" fill="${deep}"/>` +
    // The body: a tall, flat-sided arch.
    `<path d="M6.8 14.6C8.4 11.2 12.4 9.8 16.4 9.8C20.8 9.8 24 12.6 24.2 17C24.4 20.8 21.4 23.6 16.4 23.8C12 24 8.2 22.6 6.8 20Z" fill="${skin}"/>` +
    // A lighter band along the side, with a row of spots.
    `<path d="M8.4 17.6C12 18.6 17.6 18.6 22.8 17L22.8 18.4C17.6 20 12 20 8.4 19Z" fill="${light}"/>` +
    `<circle cx="13" cy="15" r="0.9" fill="${light}"/><circle cx="16.6" cy="14.2" r="0.9" fill="${light}"/><circle cx="20" cy="15.2" r="0.9" fill="${light}"/>` +
    // The head with its casque, a crest rising backwards to a point.
    `<path d="M1.4 17.6C1.4 14.4 3.6 11.6 6.6 10.4L10.6 6.2L10.4 12.4C10.8 15.2 10.2 18.4 8.4 20C6.2 21.6 2.8 21 1.4 17.6Z" fill="${skin}"/>` +
    `<path d="M10.6 6.2L8.6 11.2M9.8 8.6L7.4 11.4" stroke="${deep}" stroke-width="0.6" stroke-linecap="round"/>` +
    // Mouth: a long smiling line.
    `<path d="M1.6 17.8C3.4 18.8 5.6 18.6 7.2 17.6" stroke="${deep}" stroke-width="0.7" fill="none" stroke-linecap="round"/>` +
    // The bulging eye turret, pupil looking forward.
    `<circle data-part="eye-turret" cx="5.6" cy="14" r="2.9" fill="${mix(skin, '#1d2a14', 0.15)}" stroke="${deep}" stroke-width="0.6"/>` +
    '<circle cx="5" cy="13.8" r="1.5" fill="#fff"/><circle cx="4.6" cy="13.8" r="0.85" fill="#2a1d14"/>'
  );
}
