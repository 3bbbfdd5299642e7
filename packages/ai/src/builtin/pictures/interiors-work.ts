import type { Furnish } from './furnish';

/**
 * Rooms of the grown-ups' work (text/day-job-words*.ts): the bakery (the bakehouse's oven, or the
 * shop's counter and shelves of bread), the fire station's garage, the vet's clinic, the hospital,
 * the hairdresser's salon (text/goal-haircut.ts).
 */
export const WORK_WALLS = {
  bakery: '#f6e3c6',
  'fire-station': '#d8d2c8',
  clinic: '#dff1ee',
  hospital: '#e6f2fb',
  salon: '#f7dfe6',
};

const BREAD = ['baguette-bread', 'bread', 'croissant', 'pretzel', 'bread', 'baguette-bread'];

export const bakery: Furnish = (_c, p, x, g, _rng, dim, place) => {
  // Shelves of loaves on the wall, in the bakehouse and in the shop alike.
  const out = [
    p.rect(x - 300, g - 360, 600, 14, dim('#8a5a3b')),
    p.rect(x - 300, g - 250, 600, 14, dim('#8a5a3b')),
  ];
  for (const [i, name] of BREAD.entries()) {
    out.push(p.icon(name, x - 250 + i * 100, g - 392, 66));
    out.push(p.icon(BREAD[(i + 2) % BREAD.length], x - 250 + i * 100, g - 282, 66));
  }
  if (/oven|kitchen/.test(place))
    // The bakehouse: the big brick oven, its mouth glowing, and the table where the dough is shaped.
    out.push(
      p.path(
        `M${x - 330} ${g + 20} V${g - 150} Q${x - 200} ${g - 250} ${x - 70} ${g - 150} V${g + 20} Z`,
        dim('#b5523b'),
      ),
      p.path(
        `M${x - 270} ${g - 20} V${g - 110} Q${x - 200} ${g - 170} ${x - 130} ${g - 110} V${g - 20} Z`,
        dim('#2a1a14'),
      ),
      p.ellipse(x - 200, g - 50, 50, 22, dim('#f59f2b')),
      p.icon('fire', x - 200, g - 80, 60),
      p.rect(x - 20, g - 60, 300, 20, dim('#a87a4f')),
      p.rect(x - 10, g - 40, 14, 60, dim('#8a5a3b')),
      p.rect(x + 256, g - 40, 14, 60, dim('#8a5a3b')),
      p.icon('bread', x + 60, g - 90, 64),
      p.icon('baguette-bread', x + 170, g - 90, 70),
    );
  // The shop: a glass counter of cakes and bread.
  else
    out.push(
      p.rect(x - 280, g - 120, 560, 140, dim('#a87a4f'), 6),
      p.rect(x - 260, g - 104, 520, 70, dim('#d8eef7'), 4),
      p.icon('cupcake', x - 180, g - 70, 56),
      p.icon('croissant', x - 60, g - 70, 56),
      p.icon('shortcake', x + 60, g - 70, 56),
      p.icon('baguette-bread', x + 180, g - 150, 70),
    );
  return out.join('');
};

export const fireStation: Furnish = (_c, p, x, g, _rng, dim) =>
  [
    // The garage door open behind the engine, helmets on their hooks.
    p.rect(x - 320, g - 400, 640, 420, dim('#8f8a83')),
    p.rect(x - 300, g - 380, 600, 400, dim('#3c3f46')),
    p.icon('fire-engine', x, g - 120, 320),
    p.icon('rescue-workers-helmet', x - 380, g - 330, 70),
    p.icon('rescue-workers-helmet', x - 380, g - 240, 70),
    p.icon('fire-extinguisher', x + 380, g - 60, 90),
    p.icon('ladder', x + 380, g - 260, 130),
  ].join('');

export const clinic: Furnish = (_c, p, x, g, _rng, dim) =>
  [
    p.rect(x - 200, g - 100, 400, 30, dim('#c8d3da'), 6),
    p.rect(x - 30, g - 70, 60, 90, dim('#8c99a3')),
    p.icon('dog-face', x - 60, g - 150, 100),
    p.icon('stethoscope', x + 110, g - 130, 70),
    p.rect(x - 300, g - 330, 600, 14, dim('#8a5a3b')),
    p.icon('pill', x - 220, g - 360, 50),
    p.icon('syringe', x - 120, g - 360, 50),
    p.icon('adhesive-bandage', x, g - 360, 50),
    p.icon('cat-face', x + 140, g - 362, 56),
    p.icon('bone', x + 240, g - 360, 56),
  ].join('');

export const hospital: Furnish = (_c, p, x, g, _rng, dim, place) =>
  /waiting room/.test(place)
    ? [
        p.rect(x - 300, g - 80, 440, 20, dim('#4a90c2'), 6),
        p.rect(x - 300, g - 160, 440, 80, dim('#5aa2d4'), 10),
        p.rect(x - 290, g - 60, 14, 80, dim('#3c3f46')),
        p.rect(x + 126, g - 60, 14, 80, dim('#3c3f46')),
        p.icon('potted-plant', x + 250, g - 80, 120),
        p.icon('books', x - 80, g - 110, 60),
        p.icon('teddy-bear', x + 60, g - 120, 60),
      ].join('')
    : [
        p.rect(x - 250, g - 80, 480, 60, dim('#ffffff'), 8),
        p.rect(x - 250, g - 130, 20, 150, dim('#8c99a3')),
        p.rect(x + 210, g - 110, 20, 130, dim('#8c99a3')),
        p.rect(x - 226, g - 120, 110, 44, dim('#ffffff'), 16),
        p.rect(x - 110, g - 100, 330, 40, dim('#9fd0ee'), 10),
        p.icon('teddy-bear', x + 100, g - 130, 70),
        p.icon('stethoscope', x + 300, g - 280, 80),
        p.icon('adhesive-bandage', x - 300, g - 280, 60),
      ].join('');

/** The hairdresser's salon: the big mirror over a shelf of scissors and combs, the striped pole; a bench to wait on. */
export const salon: Furnish = (_c, p, x, g, _rng, dim, place) =>
  [
    p.rect(x - 190, g - 420, 380, 260, dim('#c9a227'), 18),
    p.rect(x - 170, g - 400, 340, 220, dim('#cfe8f5'), 12),
    p.rect(x - 240, g - 150, 480, 16, dim('#ffffff'), 4),
    p.icon('scissors', x - 160, g - 180, 60),
    p.icon('hair-pick', x - 80, g - 180, 56),
    p.icon('razor', x + 150, g - 180, 56),
    p.icon('barber-pole', x + 360, g - 200, 160),
    /bench|banquette/.test(place)
      ? [
          p.rect(x - 420, g - 90, 260, 30, dim('#b5477a'), 8),
          p.rect(x - 410, g - 60, 14, 80, dim('#3c3f46')),
          p.rect(x - 184, g - 60, 14, 80, dim('#3c3f46')),
          p.icon('books', x - 290, g - 120, 56),
        ].join('')
      : p.icon('chair', x, g - 90, 200),
  ].join('');
