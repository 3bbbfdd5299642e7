import { AIR_LIFT, inFlight } from './airborne';
import { DAYLIGHT_ONLY, drawBackdrop } from './backdrop';
import { roosting } from './bat-roost';
import { laidToSleep, sleepsInBed } from './bed-sleep';
import { inPlaceColour } from './chameleon-skin';
import { heroShareByTree, treeIconTwice } from './christmas-tree';
import { drawCompanion, kinRoom, pageHelper } from './companion-figure';
import { countedSky } from './counted-sky';
import { CROWD, drawCrowd } from './crowd';
import { curledIn, inDen } from './den-sleep';
import { NOT_ON_SNOW } from './environment';
import { aloft } from './figures';
import { isStandingPerson } from './helper-figure';
import { drawHero, heroWidth } from './hero';
import { hasIcon } from './icons';
import { inWaterPose, tubBehind, tubFront, waterBehind, waterFront, waterLine } from './in-water';
import type { Painter } from './painter';
import type { Canvas } from './render';
import { beatTouch } from './scene-beat-touch';
import { foreground } from './scene-foreground';
import { GIANT_BESIDE, SHOTS } from './scene-shots';
import type { SceneSpec } from './scene-spec';
import { placeSubjects } from './scene-subjects';
import { SKY_MOONS } from './sky-lights';
import { thoughtBubble } from './thought-bubble';

export type { SceneSpec } from './scene-spec';

/**
 * A story picture: the theme's stage, the hero (same figure, colours and accessory on every page)
 * on one side looking in, the page's subjects and helper on the other, and a touch for the beat.
 */
export function composeScene(c: Canvas, p: Painter, s: SceneSpec) {
  const { rng } = s;
  const left = rng.next() < 0.5;
  const stage = drawBackdrop(c, p, {
    heroLeft: left,
    env: s.env,
    theme: s.theme,
    mood: s.mood,
    rng,
    calmTop: s.calmTop,
    id: s.id,
    detail: s.detail,
    // The moon as the hero is the only moon in the sky (the night's own crescent would make two).
    avoid: s.hero.id === 'moon' ? [...(s.avoid ?? []), ...SKY_MOONS] : s.avoid,
    textBand: s.textBand,
    place: s.place,
    weather: s.weather,
    beat: s.beat,
  });
  const shot = SHOTS[s.composition ?? ''] ?? SHOTS.default;
  const share = heroShareByTree(s.place, s.heroSize ?? shot.hero + rng.next() * 0.08);
  const giant = s.subjects.some((n) => (s.scales?.[n] ?? 0) > 1);
  // An action shot lifts the hero off the ground (a jump), a flying one far higher (airborne.ts).
  const air = s.airborne && !s.inWater ? c.h * AIR_LIFT : 0;
  const companion = s.companion && hasIcon(s.companion) ? s.companion : undefined;
  const standX = c.w * (left ? 0.27 + rng.next() * 0.06 : 0.67 + rng.next() * 0.06);
  // A jump lifts the hero, a cloud or a star floats (figures.ts); the rest stay on the ground (water's near bank).
  const ground = Math.min(c.h - 20, stage.groundY + c.h * (0.1 + rng.next() * 0.06));
  // In the water (a swim, a bath), the feet stand on the bottom: no jump.
  const lifted = s.inWater ? ground : ground - shot.lift * c.h - air;
  // Beside a giant (a giant robot), the hero is drawn small enough for it to tower over them in the
  // frame; beside a grown-up of its kind (Mum found again), small enough for Mum to stand taller.
  const standH = Math.min(
    c.h * (giant ? Math.min(share, GIANT_BESIDE) : share),
    kinRoom(companion, s.hero.id, lifted, left ? c.w - standX : standX),
    // Flying, tilted, with a hat on: its head still inside the frame.
    air ? (lifted - 12) / 1.2 : c.h,
  );
  const stand = {
    heroH: standH,
    heroX: standX,
    feet: s.inWater ? ground : lifted - aloft(s.hero.id, c.h, lifted - standH),
  };
  // Asleep in its own den (the hollow, the nest, the burrow the text names): small, curled up inside it.
  const den = inDen(c, p, s, left, stage.groundY);
  // Asleep out of a den, it lies on the ground (an action shot's jump is no lift for a sleeper).
  const { heroH, heroX, feet } = den ?? (s.asleep ? { ...stand, feet: ground } : stand);
  const parts = [stage.body, countedSky(c, p, s.counted, stage.moon)];
  // In the pool, the lake or the sea: its water from the horizon down, everyone standing in it
  // (not on the bank in front of it); its front drawn again over their lower bodies below.
  const line = s.inWater ? waterLine(feet, heroH, s.hero.id, s.inWater) : 0;
  const swims = s.inWater === 'water';
  if (swims) parts.push(waterBehind(c, p, { horizon: stage.groundY, line, place: s.place }));
  const water = s.inWater ? undefined : stage.water;
  const tubW = Math.min(c.w * 0.8, Math.max(heroWidth(s.hero.id, heroH) * 1.35, heroH));
  const tubX = Math.max(tubW / 2 + 14, Math.min(c.w - tubW / 2 - 14, heroX));
  // In the bath, the duck floats on the foam beside the hero, not on the floor.
  const tubDuck = s.inWater === 'tub' && s.subjects.includes('rubber-duck');
  // With a companion beside the hero, the page's helper and things step a little further out.
  const otherX = left ? c.w * (companion ? 0.76 : 0.7) : c.w * (companion ? 0.24 : 0.3);
  const filtered = s.subjects.filter(
    (n) =>
      (s.mood === 'day' || !DAYLIGHT_ONLY.test(n)) &&
      (s.env !== 'snow' || !NOT_ON_SNOW.test(n)) &&
      !treeIconTwice(n, s.place) &&
      (s.weather !== 'snow' || !NOT_ON_SNOW.test(n)),
  );
  // The problem page's thing is what the hero has lost or wishes for: not there, so it is drawn in
  // a thought bubble over the hero's head, not standing in the scene.
  const missed = s.beat === 'problem' && !s.found ? filtered[0] : undefined;
  // A person met on the way (a girl, a doctor the idea names) stands as the helper does, not as a small face.
  const helper = s.helper ?? (missed ? filtered.slice(1) : filtered).find(isStandingPerson);
  // A song sung on the page floats up by the hero's head, not on the ground like a thing (a whale's song).
  const song = (missed ? filtered.slice(1) : filtered).find((n) => SONG.test(n));
  const subjects = (missed ? filtered.slice(1) : filtered).filter((n) => n !== helper && n !== song);
  // Beside a giant, the one it holds stands between it and the hero (not hidden behind it).
  // The bed stands where the helper would (bed-sleep.ts): a grown-up tucking the child in stands at
  // the pillow end, where the hero stood up, not in front of the bed hiding the sleeper.
  const bedside = !den && sleepsInBed(s) ? heroX : undefined;
  const helperX = bedside ?? (giant ? (otherX + heroX) / 2 : otherX);
  // The people the page names stand a step back on the hero's outer side, behind the rest (crowd.ts).
  if (subjects.includes(CROWD)) parts.push(drawCrowd(c, p, { heroX, left, feet: ground, heroH }));
  if (helper) parts.push(pageHelper(c, p, s, helper, { x: helperX, ground, heroH, water, flip: !left }));
  parts.push(
    ...placeSubjects(
      c,
      p,
      { ...s, subjects: tubDuck ? subjects.filter((n) => n !== 'rubber-duck') : subjects },
      otherX,
      // A float in the pool bobs at the water line, half under it.
      swims ? line + heroH * 0.2 : ground,
      heroH,
      Boolean(helper),
      air,
      stage.moon,
      water,
    ),
  );
  if (s.inWater === 'tub') parts.push(tubBehind(p, { x: tubX, line, w: tubW }));
  const hero = drawHero(s.hero, {
    x: heroX,
    baseY: feet,
    height: heroH,
    flip: !left,
    lineArt: p.lineArt,
    linePx: p.line,
    asleep: s.asleep || Boolean(den && !den.parked),
    feeling: s.feeling,
    // A wolf rolled in berries is purple on that page (text/goal-different.ts).
    tint: s.tints?.hero,
  });
  // A chameleon takes the colour of where it stands: green under the trees, blue-green by the water.
  const coloured = inPlaceColour(hero, s.hero.id, s.place);
  const flown = air
    ? inFlight(coloured, p, { x: heroX, feet, ground, heroH, left })
    : s.inWater
      ? inWaterPose(coloured)
      : coloured;
  // Asleep: in the bedroom's bed, or lying where it stood (bed-sleep.ts); in a den, curled up in it.
  const sleeper = laidToSleep(c, p, s, flown, { x: heroX, feet, heroH, left }, stage.groundY, den);
  parts.push(curledIn(den, roosting(s, sleeper?.svg ?? flown, feet, c.h * 0.1)));
  if (song) parts.push(songBy(c, p, song, { heroX, feet, heroH, left, dark: s.mood !== 'day' }));
  if (companion) {
    const spot = {
      hero: s.hero,
      heroX,
      feet,
      ground,
      heroH,
      left,
      friendScale: shot.friend,
      water,
    };
    const friend = drawCompanion(c, p, companion, spot);
    if (friend.behind) parts.splice(parts.length - 1, 0, friend.behind);
    if (friend.front) parts.push(friend.front);
  }
  if (swims) {
    // The water's front over everyone's lower body: the hero, the one beside, the helper.
    const around = [{ x: heroX, w: heroWidth(s.hero.id, heroH) }];
    if (companion) around.push({ x: heroX + (left ? 1 : -1) * heroH * 0.5, w: heroH * 0.5 });
    if (helper) around.push({ x: helperX, w: heroH * 0.5 });
    parts.push(waterFront(c, p, { line, around, place: s.place, rng }));
  } else if (s.inWater === 'tub') {
    parts.push(tubFront(p, { x: tubX, line, ground: feet, w: tubW, heroH, rng }));
    if (tubDuck)
      parts.push(
        p.icon('rubber-duck', tubX + (left ? -1 : 1) * tubW * 0.32, line - heroH * 0.12, heroH * 0.3, !left),
      );
  }
  if (s.detail) parts.push(foreground(c, p, s, stage.groundY));
  // The worried beat keeps its question mark (or rain cloud) towards the middle; the bubble rises on the outer side.
  if (missed) parts.push(thoughtBubble(c, p, missed, heroX, feet - heroH, heroH, s.tints?.[missed]));
  const touchAt = sleeper?.head ?? { x: heroX, y: feet - heroH };
  // No footprints on the way in the water.
  if (!s.inWater || s.beat !== 'journey') parts.push(beatTouch(c, p, s, touchAt.x, touchAt.y, feet));
  // Where the hero's head is: a comic's thought cloud leads from it (comic-boxes.ts).
  const head = { x: heroX, y: feet - heroH * 0.78, r: heroH * 0.22 };
  // And the helper's, for the tail of what the helper says.
  const helperHead = helper
    ? { x: helperX, y: ground - heroH * (isStandingPerson(helper) ? 0.85 : 0.6), r: heroH * 0.2 }
    : undefined;
  return { body: parts.join(''), defs: stage.defs, head, helperHead };
}

/** A song's icon: drawn by the singer's head (songBy), not standing on the ground. */
export const SONG = /^musical-notes?$/;

/**
 * The song the hero sings, by its head on the outer side (the beat's touch, a question mark or the
 * turn's sparkles, is on the inner side): two notes rising, the second smaller and higher.
 */
function songBy(
  c: Canvas,
  p: Painter,
  icon: string,
  o: { heroX: number; feet: number; heroH: number; left: boolean; dark: boolean },
): string {
  const size = Math.max(60, o.heroH * 0.34);
  // Dark notes vanish in a night sky or the sea at night: pale gold there (line art keeps its ink).
  const tint = o.dark && !p.lineArt ? '#ffe27a' : undefined;
  const out = (k: number) => o.heroX + (o.left ? -1 : 1) * o.heroH * k;
  const inside = (x: number, half: number) => Math.max(half + 6, Math.min(c.w - half - 6, x));
  const y = Math.max(size / 2 + 6, o.feet - o.heroH * 1.02);
  return (
    p.icon(icon, inside(out(0.42), size / 2), y, size, !o.left, tint) +
    p.icon(
      icon,
      inside(out(0.72), size * 0.35),
      Math.max(size * 0.35 + 6, y - size * 0.75),
      size * 0.7,
      !o.left,
      tint,
    )
  );
}
