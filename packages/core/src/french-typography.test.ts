import { describe, expect, it } from 'vitest';
import { frenchSpacing, ORDINARY_SPACE_BEFORE_PUNCTUATION } from './french-typography';

describe('French typography', () => {
  it('puts a no-break space before ":" and a narrow one before "?", "!" and ";"', () => {
    expect(frenchSpacing('Bonjour ! Une question ? Écrivez-nous : merci ; à bientôt')).toBe(
      'Bonjour\u202F! Une question\u202F? Écrivez-nous\u00A0: merci\u202F; à bientôt',
    );
    expect(frenchSpacing('Vraiment  ?')).toBe('Vraiment\u202F?');
  });

  it('leaves URLs, times, marks already set and marks at the start of a line alone', () => {
    const kept = 'Voir https://bookloom.app/aide?x=1 à 10:30.\n? en tête\nDéjà\u202F! et\u00A0:';
    expect(frenchSpacing(kept)).toBe(kept);
    expect(frenchSpacing(kept)).not.toMatch(/\S (?=[:?!;])/);
  });

  it('the check pattern finds an ordinary space before those marks only', () => {
    expect(ORDINARY_SPACE_BEFORE_PUNCTUATION.test('Oups !')).toBe(true);
    expect(ORDINARY_SPACE_BEFORE_PUNCTUATION.test('Oups\u202F!')).toBe(false);
    expect(ORDINARY_SPACE_BEFORE_PUNCTUATION.test('Statut\u00A0: {{value}}')).toBe(false);
  });
});
