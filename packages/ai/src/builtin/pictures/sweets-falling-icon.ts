/**
 * Sweets falling from the sky ("The day it rained candy", text/goal-wonder.ts): wrapped sweets, a
 * lollipop and jelly beans scattered at angles, each with short streaks above it so they read as
 * falling, not lying in a heap. 32×32, flat like the Fluent set; drawn in the sky (environment.ts).
 */
const wrapped = (x: number, y: number, turn: number, fill: string) =>
  `<g transform="translate(${x} ${y}) rotate(${turn})">` +
  `<path d="M-4.6 0L-7 -2.2V2.2ZM4.6 0L7 -2.2V2.2Z" fill="${fill}" opacity="0.85"/>` +
  `<ellipse rx="3.6" ry="2.4" fill="${fill}"/><path d="M-1.6 -1.6L0.6 1.8M0.6 -1.8L2.4 1" stroke="#fff" stroke-width="0.6" opacity="0.7"/></g>`;
const bean = (x: number, y: number, turn: number, fill: string) =>
  `<ellipse cx="${x}" cy="${y}" rx="1.8" ry="1.1" transform="rotate(${turn} ${x} ${y})" fill="${fill}"/>`;
const streak = (x: number, y: number) =>
  `<path d="M${x - 1.2} ${y - 7}v3.6M${x + 1.2} ${y - 8}v3" stroke="#ffffff" stroke-width="0.7" stroke-linecap="round" opacity="0.9"/>`;

export const SWEETS_FALLING =
  streak(7, 8) +
  wrapped(7, 8, -20, '#ef5b8f') +
  streak(23, 6) +
  wrapped(23, 6, 25, '#4fb3e8') +
  streak(15, 18) +
  // A lollipop: a swirled disc on a white stick, tumbling.
  `<g transform="translate(15 18) rotate(30)"><path d="M0 3.2V9" stroke="#f4f1ea" stroke-width="1.1"/>` +
  '<circle r="3.6" fill="#ffd34d"/><path d="M0 0a1.6 1.6 0 0 1 1.6 1.6a2.4 2.4 0 0 1-4.2 1a3.2 3.2 0 0 1 1.6-4.4" stroke="#f06a3f" stroke-width="0.8" fill="none"/></g>' +
  streak(26, 21) +
  wrapped(26, 21, -35, '#7ccf6b') +
  streak(5, 24) +
  bean(5, 24, 30, '#a66ef0') +
  bean(11, 29, -20, '#ff9c3a') +
  bean(20, 29, 15, '#ef5b8f') +
  bean(29, 12, 60, '#ffd34d');
