import { describe, expect, it } from 'vitest';
import { KINDS } from '../idea/kinds';
import { planStory } from '../testing/story-fixtures';
import { lookNoun } from './look-noun';

/**
 * « La vache qui voulait voler » printed « une vache vêtu d’un haut vert »: the cow is drawn from a
 * calf's figure, whose look is masculine; the clothes agree with the kind the story says.
 */
const kind = (id: string) => KINDS.find((k) => k.id === id) ?? KINDS[0];

describe('the look said as the kind agrees its clothes (look-noun)', () => {
  it('makes « vêtu » feminine for a feminine kind and masculine for a masculine one', () => {
    expect(lookNoun('un veau vêtu d’un haut vert, avec une écharpe rose', kind('cow'), 'fr')).toBe(
      'une vache vêtue d’un haut vert, avec une écharpe rose',
    );
    expect(lookNoun('une grenouille vêtue d’un haut bleu', kind('bear'), 'fr')).toBe(
      'un ours vêtu d’un haut bleu',
    );
    expect(lookNoun('a calf in a green top', kind('cow'), 'en')).toBe('a cow in a green top');
  });

  it('prints « une vache vêtue » in the book and its alt texts, "a cow in" in English', async () => {
    const fr = await planStory({
      type: 'farm-animals',
      language: 'fr',
      description: 'La vache qui voulait voler',
      pages: 4,
    });
    expect(fr.character.look).toMatch(/^une vache vêtue d’/);
    for (const p of fr.pages) expect(p.alt).not.toMatch(/vache vêtu /);
    expect(fr.pages[0].alt).toMatch(/une vache vêtue d’/);
    const en = await planStory({
      type: 'farm-animals',
      language: 'en',
      description: 'The cow who wanted to fly',
      pages: 4,
    });
    expect(en.character.look).toMatch(/^a cow in an? /);
  });
});
