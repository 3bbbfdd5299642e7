/**
 * A person's cape, drawn behind the body (personBody, in its 32-wide box: shoulders at y 29, hands at
 * y 45, feet at 60). It used to be a narrow panel no wider than the arms: from the front it showed as
 * a sliver between the legs, no cape at all (issue 14). Now it hangs from both shoulders, clear of the
 * hands on both sides, to below the knees, and streams out to one side with a wavy hem, so it reads as a
 * cape flying behind the hero and not a dress (the arms and legs are drawn over it).
 */
const LEFT = 'M22.5 29 C28.5 34 32 44 31 52.5 Q25.5 55 20 53 Q14 55 8 51.5 Q1 49 -9 42 Q0 34 9.5 29 Z';
/** Its fold, a darker line from the shoulder down to the tip, so the cloth reads as cloth. */
const FOLD = 'M11 31 Q4 38 -4 43';

/** The points of a path, mirrored about the box's middle (x → 32 − x) for a cape flowing right. */
const mirror = (d: string) => {
  let i = 0;
  return d.replace(/-?\d+(\.\d+)?/g, (n) => (i++ % 2 === 0 ? String(32 - Number(n)) : n));
};

/**
 * The cape streams away from the way the hero looks: out to the left for a hero on the page's left
 * side looking in, out to the right for one standing on the right (drawHero's flip).
 */
export function personCape(color: string, flowRight = false): string {
  const d = flowRight ? mirror(LEFT) : LEFT;
  const fold = flowRight ? mirror(FOLD) : FOLD;
  return `<g data-cape="${flowRight ? 'right' : 'left'}"><path d="${d}" fill="${color}" stroke="#3a2a20" stroke-width="0.4" stroke-linejoin="round"/><path d="${fold}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="0.9" stroke-linecap="round"/></g>`;
}

/** The hands' outline over a cape: gloves of the cape's own colour vanished against it. */
export const CAPE_HAND = ' stroke="#3a2a20" stroke-width="0.4"';
