// Draws the sample book's art (our own SVG, so we may ship it): `npx tsx scripts/make-example-art.ts`.
// Painted scenes become JPEG (how the engine prefers painted art), line art stays greyscale PNG.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../examples/pip-the-cloud/', import.meta.url));

const cloud = (x: number, y: number, s: number, fill = '#ffffff', stroke = 'none', sw = 0) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}" stroke="${stroke}" stroke-width="${sw}">
    <circle cx="-60" cy="10" r="55"/><circle cx="0" cy="-25" r="75"/><circle cx="70" cy="5" r="60"/>
    <rect x="-110" y="10" width="230" height="55" rx="27"/></g>`;
const face = (x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="#3d3532"><circle cx="-25" cy="0" r="8"/><circle cx="25" cy="0" r="8"/>
   <path d="M-18 22 Q0 38 18 22" stroke="#3d3532" stroke-width="6" fill="none" stroke-linecap="round"/></g>`;
const texture = `<filter id="paper"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="3"/>
  <feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.45  0 0 0 0 0.4  0 0 0 0.09 0"/><feComposite in2="SourceGraphic" operator="in"/></filter>`;

const sky = (
  w: number,
  h: number,
  top: string,
  bottom: string,
  body: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>${texture}</defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${body}<rect width="100%" height="100%" filter="url(#paper)"/></svg>`;

const hills = (w: number, h: number, c1: string, c2: string) =>
  `<path d="M0 ${h * 0.78} Q${w * 0.3} ${h * 0.62} ${w * 0.6} ${h * 0.76} T${w} ${h * 0.72} V${h} H0Z" fill="${c1}"/>
   <path d="M0 ${h * 0.88} Q${w * 0.4} ${h * 0.76} ${w} ${h * 0.9} V${h} H0Z" fill="${c2}"/>`;

const art: Record<string, { svg: string; line?: boolean }> = {
  'cover.jpg': {
    svg: sky(
      2625,
      2625,
      '#8ec5e8',
      '#fde2c8',
      `${hills(2625, 2625, '#9ccc8a', '#6fae6a')}${cloud(1312, 1500, 5)}${face(1312, 1470, 4)}<circle cx="2100" cy="500" r="180" fill="#ffd46b"/>`,
    ),
  },
  'morning.jpg': {
    svg: sky(
      2625,
      2625,
      '#f9c58d',
      '#fbe7d3',
      `<circle cx="650" cy="800" r="260" fill="#ffcf5a"/>${hills(2625, 2625, '#a7d18f', '#78b36e')}${cloud(1500, 1200, 4)}${face(1500, 1180, 3.2)}`,
    ),
  },
  'wind.jpg': {
    svg: sky(
      2400,
      1500,
      '#9fd3f0',
      '#e6f4fb',
      `${hills(2400, 1500, '#a9d796', '#82bf72')}${cloud(700, 600, 2.6)}${face(700, 590, 2)}${[0, 1, 2].map((i) => `<path d="M${1200 + i * 60} ${420 + i * 180} q250 -80 500 0 t500 0" stroke="#ffffff" stroke-width="26" fill="none" stroke-linecap="round"/>`).join('')}`,
    ),
  },
  'rain.jpg': {
    svg: sky(
      2400,
      1500,
      '#a9b8d6',
      '#dfe8f2',
      `${hills(2400, 1500, '#8fc08a', '#6aa868')}${cloud(1200, 450, 3, '#eef2f7')}${face(1200, 440, 2.4)}${Array.from({ length: 40 }, (_, i) => `<line x1="${300 + ((i * 137) % 1800)}" y1="${700 + ((i * 71) % 500)}" x2="${280 + ((i * 137) % 1800)}" y2="${760 + ((i * 71) % 500)}" stroke="#5b8fd1" stroke-width="14" stroke-linecap="round"/>`).join('')}`,
    ),
  },
  'colour-me.png': {
    line: true,
    // Outline = the cloud drawn fat in black, then again in white on top: one clean contour.
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="2400"><rect width="100%" height="100%" fill="#fff"/>
    ${cloud(1200, 900, 6, '#000', '#000', 5)}${cloud(1200, 900, 6, '#fff')}${face(1200, 880, 4.5)}
    <g fill="none" stroke="#000" stroke-width="14" stroke-linecap="round"><path d="M0 1900 Q600 1600 1200 1850 T2400 1800"/>
    <circle cx="1950" cy="420" r="180"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((k) => `<line x1="${1950 + 230 * Math.cos((k * Math.PI) / 4)}" y1="${420 + 230 * Math.sin((k * Math.PI) / 4)}" x2="${1950 + 300 * Math.cos((k * Math.PI) / 4)}" y2="${420 + 300 * Math.sin((k * Math.PI) / 4)}"/>`).join('')}
    ${[500, 900, 1600].map((x) => `<path d="M${x} 2150 V1900"/><circle cx="${x}" cy="1840" r="60"/>${[0, 1, 2, 3, 4].map((k) => `<circle cx="${x + 105 * Math.cos((k * 2 * Math.PI) / 5)}" cy="${1840 + 105 * Math.sin((k * 2 * Math.PI) / 5)}" r="45"/>`).join('')}`).join('')}</g></svg>`,
  },
  'maze.png': { line: true, svg: maze() },
};

function maze() {
  // A fixed 8×8 maze: walls listed as segments on a 250-px grid.
  const walls = [
    'M200 200 H2200 V2200 H200 Z',
    'M450 200 V950',
    'M200 1200 H950',
    'M700 450 V1450',
    'M950 450 H1700',
    'M1200 450 V1200',
    'M1450 700 V1700',
    'M1700 950 H2200',
    'M950 1700 V2200',
    'M1200 1450 H1950',
    'M450 1450 V1950',
    'M700 1950 H1200',
    'M1950 1450 V1950',
    'M1700 1950 H2200',
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="2400"><rect width="100%" height="100%" fill="#fff"/>
    <path d="${walls.join(' ')}" fill="none" stroke="#000" stroke-width="22" stroke-linecap="square"/>
    <rect x="190" y="300" width="30" height="150" fill="#fff"/><rect x="2180" y="1950" width="30" height="150" fill="#fff"/></svg>`;
}

for (const [name, { svg, line }] of Object.entries(art)) {
  const img = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
  const data = line
    ? await img.toColourspace('b-w').png({ compressionLevel: 9 }).toBuffer()
    : await img.jpeg({ quality: 82 }).toBuffer();
  await writeFile(out + name, data);
  console.log(name, `${(data.length / 1024).toFixed(0)} KB`);
}
