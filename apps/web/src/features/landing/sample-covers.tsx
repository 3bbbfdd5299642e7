import type { ReactNode } from 'react';

/** Six sample covers drawn in SVG (no cover API yet): flat shapes in picture-book colours. */
type Cover = { title: string; author: string; bg: string; ink: string; art: ReactNode };

const moon = (
  <>
    <circle cx="140" cy="110" r="34" fill="#fff3c4" />
    <circle cx="154" cy="102" r="30" fill="#26365e" />
    {[30, 62, 98, 40, 170].map((x, i) => (
      <circle key={x} cx={x} cy={70 + ((i * 37) % 90)} r="2.5" fill="#fff3c4" />
    ))}
    <path d="M0 230 Q60 190 120 220 T200 210 V300 H0Z" fill="#1b2747" />
    <circle cx="70" cy="198" r="14" fill="#f7c8a0" />
    <path d="M56 212 h28 v26 h-28z" fill="#f4915f" />
  </>
);
const dino = (
  <>
    <circle cx="40" cy="90" r="20" fill="#ffd46b" />
    <path
      d="M30 220 q10-70 70-70 q30 0 40-30 q8-20 26-10 q10 8-2 24 q-12 16-14 40 q-2 46-40 46z"
      fill="#5f9e6e"
    />
    <circle cx="160" cy="122" r="3" fill="#1f2d24" />
    <path d="M60 150 l10-16 l10 14 l10-18 l10 16" fill="#3f7a4f" />
    <path d="M0 240 H200 V300 H0Z" fill="#c98b4f" />
  </>
);
const ocean = (
  <>
    <path d="M0 120 Q50 100 100 120 T200 120 V300 H0Z" fill="#2d7fa6" />
    <ellipse cx="95" cy="185" rx="36" ry="20" fill="#ffb35c" />
    <path d="M128 185 l24-18 v36z" fill="#ffb35c" />
    <circle cx="80" cy="180" r="4" fill="#20394a" />
    {[40, 150, 170].map((x) => (
      <circle key={x} cx={x} cy={x > 100 ? 150 : 230} r="6" fill="none" stroke="#cfeaf5" strokeWidth="2" />
    ))}
    <path d="M20 300 q10-40 0-60 M40 300 q-10-30 4-50" stroke="#5fb07a" strokeWidth="6" fill="none" />
  </>
);
const abc = (
  <>
    {['A', 'B', 'C'].map((l, i) => (
      <g key={l} transform={`translate(${28 + i * 52} ${120 + (i % 2) * 24}) rotate(${i * 8 - 8})`}>
        <rect width="44" height="44" rx="8" fill={['#f4915f', '#5f9e6e', '#4a7fc1'][i]} />
        <text
          x="22"
          y="32"
          textAnchor="middle"
          fontSize="28"
          fontWeight="700"
          fill="#fffaf3"
          fontFamily="Fredoka, sans-serif"
        >
          {l}
        </text>
      </g>
    ))}
    <path d="M0 250 H200 V300 H0Z" fill="#8bc48a" />
    <circle cx="40" cy="245" r="10" fill="#f7d14c" />
    <circle cx="160" cy="240" r="12" fill="#e86f8b" />
  </>
);
const rocket = (
  <>
    {[20, 60, 150, 180, 110].map((x, i) => (
      <circle key={x} cx={x} cy={70 + ((i * 53) % 150)} r="2" fill="#fff" />
    ))}
    <circle cx="50" cy="230" r="40" fill="#d8644a" />
    <g transform="rotate(30 120 140)">
      <path d="M120 70 q22 30 22 80 h-44 q0-50 22-80z" fill="#f2ece2" />
      <circle cx="120" cy="118" r="9" fill="#4a7fc1" />
      <path d="M98 150 l-14 22 h14z M142 150 l14 22 h-14z" fill="#d8644a" />
      <path d="M108 152 q12 34 24 0z" fill="#ffb35c" />
    </g>
  </>
);
const bus = (
  <>
    <circle cx="160" cy="95" r="20" fill="#fff6d8" />
    <path d="M0 235 H200 V300 H0Z" fill="#7a8597" />
    <rect x="30" y="150" width="140" height="70" rx="14" fill="#f7c23c" />
    {[44, 80, 116].map((x) => (
      <rect key={x} x={x} y="162" width="28" height="22" rx="4" fill="#cfe6f2" />
    ))}
    <circle cx="62" cy="224" r="12" fill="#2b2b2b" />
    <circle cx="140" cy="224" r="12" fill="#2b2b2b" />
    <path d="M20 262 h30 M80 262 h30 M140 262 h30" stroke="#f2ece2" strokeWidth="4" />
  </>
);

export const SAMPLE_COVERS: Cover[] = [
  { title: 'Milo and the Moon', author: 'A bedtime story', bg: '#26365e', ink: '#fff3c4', art: moon },
  { title: 'The Dinosaur Parade', author: 'A picture book', bg: '#cfe3c8', ink: '#1f3a27', art: dino },
  { title: 'Luna Under the Sea', author: 'An ocean tale', bg: '#a9d8ea', ink: '#123447', art: ocean },
  { title: 'My ABC Garden', author: 'Alphabet book', bg: '#fbefd5', ink: '#5a2209', art: abc },
  { title: 'Rocket to Mars', author: 'A space adventure', bg: '#1d1b3a', ink: '#f2ece2', art: rocket },
  {
    title: 'The Brave Little Bus',
    author: 'A story about vehicles',
    bg: '#bfe0f5',
    ink: '#22304a',
    art: bus,
  },
];

export function CoverArt({ cover }: { cover: Cover }) {
  return (
    <svg viewBox="0 0 200 300" className="h-full w-full" role="img" aria-label={cover.title}>
      <rect width="200" height="300" fill={cover.bg} />
      {cover.art}
      <rect x="0" y="0" width="10" height="300" fill="#000" opacity=".12" />
      <text
        x="104"
        y="44"
        textAnchor="middle"
        fontSize="17"
        fontWeight="600"
        fill={cover.ink}
        fontFamily="Fredoka, sans-serif"
      >
        {cover.title}
      </text>
      <text
        x="104"
        y="286"
        textAnchor="middle"
        fontSize="10"
        fill={cover.ink}
        opacity=".85"
        fontFamily="Andika, sans-serif"
      >
        {cover.author}
      </text>
    </svg>
  );
}
