import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "A little fire truck named Ruby helps the town" was drawn as a fire truck with eyes, but
 * Ruby "took a deep breath", "counted on both hands", "tiptoed"… A vehicle hero rolls, honks and
 * revs instead (vehicle-phrases.ts), in every sentence of a 24- and a 50-page book.
 */
const BODY = {
  en: /\b(took a (deep|big) breath|counted to ten|counted (slowly )?to five|on both hands|with one finger|through both fingers|tiptoed|counting every step|hugged|warm hug|stretched both arms|sat down|drank some water|chin up|shoulders back|jumped|on both cheeks|scrap of paper|climbed|knees wobble|sip of warm milk|pillow|blanket up to the chin|each toe|Hand in hand|pairs of hands|One step, then another|sang a brave)\b/,
  fr: /(respira|inspiration|compta jusqu|sur ses doigts|du bout du doigt|entre ses doigts|pointe des pieds|chaque pas|câlin|dans ses bras|s’étira|s’assit|s’allongea|but un peu d’eau|menton haut|épaules|sauta|les joues|bout de papier|grimpa|genoux|Main dans la main|paires de mains|Un pas, puis un autre|chanta une petite chanson|signe de la main|brandit)/,
};

/** What the hero does with a body: "Ruby smiled", « Tchou sourit » (a digger may wave). */
const heroBody = (name: string) =>
  new RegExp(`${name} (hummed|waved|just waved|smiled|yawned|fredonna|sourit|bâilla)\\b`);

const IDEAS = [
  ['en', 'A little fire truck named Ruby helps the town', 'Ruby'],
  ['en', 'A little train named Choo is afraid of the dark tunnel', 'Choo'],
  ['en', 'A little tractor named Tom looks for his lost hat', 'Tom'],
  ['fr', "Un petit train qui s'appelle Tchou", 'Tchou'],
  ['fr', 'Un petit bus nommé Bibi a peur du noir', 'Bibi'],
  ['fr', 'Un petit camion de pompiers nommé Rubis aide la ville', 'Rubis'],
] as const;

describe('a vehicle hero uses a vehicle’s verbs (issue 14)', () => {
  it.each(IDEAS)('%s: %s', async (language, description, name) => {
    const said: string[] = [];
    for (const pages of [24, 50])
      for (const seed of [1, 2, 3]) {
        const plan = await planStory({ type: 'vehicles', description, language, pages, seed });
        expect(plan.character.name).toBe(name);
        for (const [i, p] of plan.pages.entries()) {
          const where = `${pages} pages, seed ${seed}, page ${i + 1}`;
          expect(p.text, where).not.toMatch(BODY[language]);
          expect(p.text, where).not.toMatch(heroBody(name));
          said.push(p.text ?? '');
        }
      }
    // The vehicle's own phrasings are there, not only the body's taken out.
    expect(said.join(' ')).toMatch(
      language === 'en' ? /engine|honk|beep|rev|wheel|headlights/ : /moteur|klaxonn|roue|phares/,
    );
  });
});
