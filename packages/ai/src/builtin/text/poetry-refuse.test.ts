import { describe, expect, it } from 'vitest';
import { planStory } from '../testing/story-fixtures';

/**
 * Issue 14: "A prince who does not want to be rescued" as rhymes sang stock couplets of Maple Lane, the
 * park and the top of the hill. A refusal's poem sings its own arc (the refusal, what it costs, another
 * way shown, the try, the joy) in the rooms the refusal happens in, no couplet twice.
 */
const CASES = [
  [
    'en',
    'A prince who does not want to be rescued',
    /sent every rescuer away/,
    /who knew the way/,
    /tower|drawbridge|castle garden/,
  ],
  [
    'fr',
    'Une princesse qui ne veut pas être sauvée',
    /Pas besoin de héros/,
    /Hourra, hourra/,
    /tour|pont-levis|jardin du château/,
  ],
  [
    'en',
    'A little bear who does not want to take a bath',
    /Bath time!/,
    /Can I jump in\?/,
    /bathroom|bath|living room|bedroom/,
  ],
  [
    'fr',
    'Un petit ours qui ne veut pas prendre son bain',
    /C’est l’heure du bain/,
    /je veux les voir/,
    /salle de bains|baignoire|salon|chambre/,
  ],
  [
    'en',
    'A little bear who does not want to go to bed',
    /Not sleepy! Not me!/,
    /Time for my dreams!/,
    /bedroom|living room|kitchen/,
  ],
  [
    'fr',
    'Un petit lapin qui ne veut pas aller au lit',
    /Pas sommeil/,
    /l’heure de mes rêves/,
    /salon|cuisine|chambre/,
  ],
  ['en', 'Leo does not want to eat his vegetables', /Yuck/, /out loud/, /kitchen|vegetable garden/],
  ['fr', 'Léo ne veut pas manger ses légumes', /Beurk/, /meilleures à manger/, /cuisine|potager/],
  [
    'en',
    'A little bear who does not want to share his toys',
    /Mine, all mine!/,
    /Let’s share!/,
    /playroom|toy box/,
  ],
  [
    'fr',
    'Un petit ours qui ne veut pas partager ses jouets',
    /C’est à moi/,
    /On partage/,
    /salle de jeux|coffre à jouets/,
  ],
] as const;

const STOCK =
  /Maple Lane|park|parc|top of the hill|haut de la colline|loved to laugh and play|chantait tout bas/i;

describe('a refusal is sung in its own couplets (poetry-refuse-couplets.ts)', () => {
  for (const [language, description, first, last, rooms] of CASES)
    for (const pages of [6, 12])
      it(`${language}, ${pages} pages: ${description}`, async () => {
        const plan = await planStory({ type: 'poetry-rhymes', language, description, pages });
        const texts = plan.pages.map((p) => p.text);
        expect(texts[0]).toMatch(first);
        expect(texts.at(-1)).toMatch(last);
        expect(texts.join('\n')).not.toMatch(STOCK);
        // Every page drawn in a room of the refusal, and the alt says where.
        for (const page of plan.pages) expect(page.alt).toMatch(rooms);
        const couplets = texts.flatMap((t) => t.split('\n\n'));
        expect(couplets).toHaveLength(12);
        expect(new Set(couplets).size).toBe(12);
      });
});
