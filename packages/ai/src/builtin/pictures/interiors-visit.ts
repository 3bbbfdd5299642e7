import type { Furnish } from './furnish';

/**
 * Rooms one visits (idea/settings-visit.ts): the aquarium's tanks, each spot with its own animals
 * (sharks over the tunnel, jellyfish, the turtle, penguins on their rock), and the museum's halls
 * (the dinosaur on its plinth, the rocket, paintings, the mummy's case, the gift shop).
 */
export const VISIT_WALLS = { aquarium: '#1f4e79', museum: '#efe6d6' };

/** A big glass tank filling the wall, its animals swimming in it. */
const tank = (p: Parameters<Furnish>[1], x: number, g: number, dim: (c: string) => string, water: string) => [
  p.rect(x - 330, g - 400, 660, 400, dim('#2b2f36'), 10),
  p.rect(x - 312, g - 382, 624, 364, dim(water), 6),
  p.path(`M${x - 312} ${g - 60} q80 -30 160 0 t160 0 t160 0 t144 0 V${g - 18} H${x - 312} Z`, dim('#e8d49a')),
];

export const aquarium: Furnish = (c, p, x, g, _rng, dim, place) => {
  if (/shark tunnel/.test(place))
    // The tunnel's glass arch over the path: water all round, sharks gliding overhead.
    return [
      p.path(
        `M0 ${g + 20} V${g - 300} Q${c.w / 2} ${g - 620} ${c.w} ${g - 300} V${g + 20} Z`,
        dim('#2f8fc4'),
      ),
      p.path(
        `M${c.w * 0.12} ${g + 20} V${g - 220} Q${c.w / 2} ${g - 480} ${c.w * 0.88} ${g - 220} V${g + 20} Z`,
        dim('#173a5c'),
      ),
      p.icon('shark', c.w * 0.3, g - 380, 150),
      p.icon('shark', c.w * 0.72, g - 330, 120, true),
      p.icon('tropical-fish', c.w * 0.08, g - 120, 60),
    ].join('');
  if (/touch pool/.test(place))
    return [
      p.rect(x - 300, g - 110, 600, 120, dim('#7a8b99'), 16),
      p.rect(x - 280, g - 96, 560, 80, dim('#4fb3d9'), 12),
      p.icon('crab', x - 160, g - 60, 70),
      p.icon('spiral-shell', x, g - 58, 60),
      p.icon('crab', x + 150, g - 60, 60, true),
      p.icon('coral', x + 230, g - 200, 120),
    ].join('');
  if (/penguin/.test(place))
    return [
      p.rect(x - 330, g - 80, 660, 100, dim('#5aa9d6')),
      p.path(`M${x - 300} ${g - 60} Q${x - 120} ${g - 260} ${x + 80} ${g - 60} Z`, dim('#e9eef2')),
      p.icon('penguin', x - 170, g - 150, 100),
      p.icon('penguin', x - 60, g - 130, 90, true),
      p.icon('penguin', x + 200, g - 60, 80),
    ].join('');
  const jelly = /jellyfish/.test(place);
  const animals = jelly
    ? ['jellyfish', 'jellyfish', 'jellyfish', 'jellyfish']
    : /turtle/.test(place)
      ? ['tropical-fish', 'turtle', 'fish']
      : ['tropical-fish', 'blowfish', 'octopus', 'fish'];
  const out = tank(p, x, g, dim, jelly ? '#16305e' : '#3fa7d6');
  for (const [i, name] of animals.entries()) {
    const big = name === 'turtle' || name === 'octopus';
    out.push(
      p.icon(name, x - 220 + i * (440 / (animals.length - 1)), g - 260 + (i % 2) * 90, big ? 170 : 90),
    );
  }
  out.push(p.icon('coral', x - 250, g - 90, 90), p.icon('coral', x + 250, g - 90, 80));
  return out.join('');
};

export const museum: Furnish = (_c, p, x, g, _rng, dim, place) => {
  const rope = [
    p.rect(x - 260, g - 70, 12, 90, dim('#c9a227')),
    p.rect(x + 248, g - 70, 12, 90, dim('#c9a227')),
    p.path(
      `M${x - 254} ${g - 66} Q${x} ${g - 10} ${x + 254} ${g - 66}`,
      'none',
      `stroke="${dim('#b3262b')}" stroke-width="8"`,
    ),
  ];
  const plinth = p.rect(x - 200, g - 60, 400, 80, dim('#d5c7ad'));
  if (/dinosaur/.test(place))
    return [
      plinth,
      p.icon('sauropod', x - 20, g - 250, 420),
      p.icon('t-rex', x + 260, g - 120, 200),
      ...rope,
    ].join('');
  if (/star hall/.test(place))
    return [
      plinth,
      p.icon('rocket', x - 60, g - 230, 360),
      p.icon('ringed-planet', x + 200, g - 380, 130),
      p.icon('full-moon', x - 250, g - 400, 90),
      ...rope,
    ].join('');
  if (/Egyptian|mummy/.test(place))
    return [
      plinth,
      // The mummy's painted case standing in its glass box: gold with blue bands.
      p.rect(x - 110, g - 360, 220, 310, dim('#cfe6ef'), 6),
      p.rect(x - 70, g - 340, 140, 280, dim('#d9a62e'), 60),
      p.ellipse(x, g - 280, 38, 46, dim('#f1d18a')),
      ...[0, 1, 2, 3].map((i) => p.rect(x - 60, g - 210 + i * 36, 120, 14, dim('#1f4e9c'))),
      p.icon('amphora', x - 170, g - 110, 100),
      p.icon('scroll', x + 170, g - 110, 90),
      ...rope,
    ].join('');
  if (/gift shop/.test(place))
    return [
      p.rect(x - 280, g - 330, 560, 14, dim('#8a5a3b')),
      p.rect(x - 280, g - 200, 560, 14, dim('#8a5a3b')),
      p.icon('teddy-bear', x - 200, g - 370, 70),
      p.icon('sauropod', x - 80, g - 370, 70),
      p.icon('rocket', x + 40, g - 370, 70),
      p.icon('t-rex', x + 160, g - 370, 70),
      p.icon('framed-picture', x - 140, g - 240, 70),
      p.icon('crystal-ball', x, g - 240, 60),
      p.icon('t-shirt', x + 140, g - 240, 70),
      p.rect(x - 220, g - 90, 440, 110, dim('#a87a4f'), 6),
    ].join('');
  // The painting gallery: framed pictures along the wall, a bench to sit and look.
  return [
    p.icon('framed-picture', x - 220, g - 300, 150),
    p.icon('framed-picture', x, g - 320, 190),
    p.icon('framed-picture', x + 220, g - 300, 150),
    p.rect(x - 160, g - 60, 320, 24, dim('#7a5233'), 6),
    p.rect(x - 140, g - 40, 16, 60, dim('#5b3d26')),
    p.rect(x + 124, g - 40, 16, 60, dim('#5b3d26')),
  ].join('');
};
