import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../idea/settings';
import { episodeSlots } from './place-episode-words';
import { PLACE_COUPLETS } from './poetry-place-couplets';
import { fill } from './story-context';
import { ALL_THEMES } from './themes';

const PLACES = [...SETTINGS, ...ALL_THEMES].flatMap((s) => s.places);

describe('place couplets read right at every place (review)', () => {
  it('never walks "through the top of the hill" nor « traverse le haut de la colline »', () => {
    const bad: string[] = [];
    for (const place of PLACES)
      for (const c of PLACE_COUPLETS)
        for (const lang of ['en', 'fr'] as const) {
          const text = fill(c[lang].join('\n'), {
            name: 'Zoé',
            object: 'the shell',
            aObject: 'a shell',
            place: place[lang],
            atPlace: place.at[lang],
            ...episodeSlots(place.family, lang),
          });
          if (
            /\b(through|across) the (top|edge|foot|end|side|bottom) of\b|traverse l[ea] (haut|bord|pied|bout)\b/.test(
              text,
            )
          )
            bad.push(text);
        }
    expect(bad.slice(0, 5)).toEqual([]);
  });

  // « Le soleil brille sur {place}, / et Zoé danse sans se lasser »: a line ending on the place (or
  // the object) cannot rhyme with a fixed word, whatever the place is.
  it('ends no line on the place or the object, so both lines rhyme wherever it is sung', () => {
    const bad = PLACE_COUPLETS.flatMap((c) =>
      (['en', 'fr'] as const).flatMap((lang) =>
        c[lang].filter((line) => /\{(place|atPlace|object|aObject)\}[\s,.;:!?»]*$/.test(line)),
      ),
    );
    expect(bad).toEqual([]);
  });
  it('sings the sunny French couplet in rhyme at the park', () => {
    const sunny = PLACE_COUPLETS.find((c) => c.en[0].startsWith('The sun shone warm'));
    const park = PLACES.find((p) => p.en === 'the park' && p.fr === 'le parc');
    const text = fill(sunny?.fr.join('\n') ?? '', {
      name: 'Zoé',
      place: park?.fr ?? '',
      atPlace: park?.at.fr ?? '',
    });
    expect(text).toMatch(/^[Aa]u parc, le soleil brille bien haut,\net Zoé danse sous ce ciel si beau\.$/);
  });
});
