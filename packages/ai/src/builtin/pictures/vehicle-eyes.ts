import { r } from './icons';

/**
 * A vehicle that is the hero ("a little fire truck named Ruby") looks out of its windscreen: two eyes
 * where a picture-book vehicle has them, so it reads as a character, not a parked truck (issue 14).
 * Positions are in the icon's 32×32 box, measured on a grid: [x of the eye nearer the front, y, radius];
 * the second eye sits 2.6 radii behind it.
 */
const EYES: Record<string, [number, number, number]> = {
  'fire-engine': [5.4, 10.6, 1.5],
  locomotive: [7.6, 17, 1.6],
  tractor: [15, 11.6, 1.6],
  bus: [9.6, 13.4, 1.6],
  automobile: [12.4, 15, 1.4],
  'police-car': [10, 14.6, 1.4],
  ambulance: [5.4, 14.4, 1.4],
  'delivery-truck': [4.4, 15.6, 1.3],
  // The tow truck (idea/kind-variants.ts): in the pickup's slanted windscreen.
  'pickup-truck': [8.8, 15.8, 1.3],
  sailboat: [9.6, 24, 1.4],
  helicopter: [4.8, 15.4, 1.5],
};

/** The eyes drawn over a vehicle's icon (none for an icon that is not a vehicle's). */
export function vehicleEyes(icon: string): string {
  const e = EYES[icon];
  if (!e) return '';
  const [x, y, rad] = e;
  const eye = (cx: number) =>
    `<circle cx="${r(cx)}" cy="${y}" r="${rad}" fill="#fff" stroke="#3a2a20" stroke-width="0.35"/>` +
    `<circle cx="${r(cx - rad * 0.3)}" cy="${r(y + rad * 0.1)}" r="${r(rad * 0.55)}" fill="#3a2a20"/>` +
    `<circle cx="${r(cx - rad * 0.45)}" cy="${r(y - rad * 0.2)}" r="${r(rad * 0.18)}" fill="#fff"/>`;
  return `<g data-eyes="vehicle">${eye(x)}${eye(x + rad * 2.6)}</g>`;
}
