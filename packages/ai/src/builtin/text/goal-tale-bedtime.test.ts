import type { Language } from '@bookloom/core';
import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Review: a fairy tale as a bedtime book ended on the stock goodnight page ('Everything grew calm and
 * quiet in a little house at the end of Maple Lane'); now at the tale's own cosy ending.
 */
type Tale = [description: string, lang: Language, ending: RegExp, place: RegExp];
const TALES: Tale[] = [
  ['Little Red Riding Hood', 'en', /crackling fire.*“Good night, Grandma,”/, /Grandma’s bedroom/],
  ['Le petit chaperon rouge', 'fr', /Au coin du feu.*« Bonne nuit, Mère-Grand »/, /Grandma’s bedroom/],
  ['The three little pigs', 'en', /In the brick house.*“Good night, brothers\.”/, /fireside/],
  ['Les trois petits cochons', 'fr', /Dans la maison de briques.*« Bonne nuit, mes frères\. »/, /fireside/],
  [
    'Goldilocks and the three bears',
    'en',
    /ran all the way home.*her own little bed/,
    /her own little bedroom/,
  ],
  ['Boucle d’or et les trois ours', 'fr', /rentra chez elle.*son petit lit à elle/, /her own little bedroom/],
];

describe('a fairy tale at bedtime', () => {
  it.each(TALES)('ends at its own cosy ending: %s', async (description, language, ending, place) => {
    for (const pages of [12, 24]) {
      const plan = await planStory({ type: 'bedtime-books', description, language, pages });
      const last = plan.pages[plan.pages.length - 1];
      expect(last.text).toMatch(ending);
      expect(String(last.hints?.place)).toMatch(place);
      for (const p of plan.pages) expect(`${p.text} ${p.hints?.place}`).not.toMatch(/Maple Lane|Érables/);
    }
  });
});
