import { type ColoringScene, scene as s } from './coloring-arc-scene';

/** From the pillow on, the bedroom is lit at night. */
const NIGHT = { night: true } as const;

/**
 * A first lost tooth, in the story's order (goal-tooth.ts): the wobbly tooth, the apple, the gap,
 * the envelope, the pillow at night, asleep while the visitor comes (the tooth fairy, « la petite
 * souris »: named, not drawn, so one picture fits both books), the coin in the morning. No French
 * word agrees with the hero.
 */
export const TOOTH_SCENES: ColoringScene[] = [
  s('shows Mum a wobbly tooth', 'montre à Maman une dent qui bouge', ['tooth'], /kitchen/),
  s('wiggles the wobbly tooth in the mirror', 'fait bouger sa dent devant le miroir', ['tooth'], /bathroom/),
  s(
    'brushes very gently around the wobbly tooth',
    'se brosse les dents tout doucement',
    ['toothbrush'],
    /bathroom/,
  ),
  s('bites into a big red apple', 'croque dans une grosse pomme rouge', ['red-apple'], /kitchen/),
  s(
    'holds up the tiny tooth that came out',
    'montre la petite dent qui est tombée',
    ['tooth'],
    /living room/,
  ),
  s('shows friends a gap-toothed smile', 'montre son sourire troué aux copains', [], /classroom/),
  s(
    'puts the tooth in a little envelope',
    'met la dent dans une petite enveloppe',
    ['tooth', 'envelope'],
    /living room/,
  ),
  s(
    'tucks the envelope under the pillow',
    'glisse l’enveloppe sous l’oreiller',
    ['envelope'],
    /bedroom/,
    NIGHT,
  ),
  s(
    'sleeps while the tooth fairy comes on tiptoe',
    'dort pendant que la petite souris passe à pas de loup',
    ['zzz'],
    /bedroom/,
    { ...NIGHT, asleep: true },
  ),
  s(
    'finds a shiny coin under the pillow',
    'trouve une pièce brillante sous l’oreiller',
    ['coin'],
    /bedroom/,
    {
      turn: true,
    },
  ),
  s('puts the shiny coin in a piggy bank', 'met la pièce brillante dans sa tirelire', ['coin'], /kitchen/),
];
