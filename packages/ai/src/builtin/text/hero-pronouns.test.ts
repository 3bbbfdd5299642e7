import { describe, expect, it } from 'vitest';
import { nameGender } from '../idea/name-gender';
import { planStory } from '../testing/story-fixtures';

/** Issue 14: a French name the lexicons do not know takes its gender from « elle » / « il » about the hero. */
const opening = async (description: string) =>
  (await planStory({ type: 'story-book', description, language: 'fr', pages: 6 })).pages[0].text;

describe('a French hero’s pronouns', () => {
  it('the lexicons do not know Kiko', () => expect(nameGender('Kiko')).toBeUndefined());

  it('« Kiko … Elle cherche » is a girl, « … et il cherche » a boy', async () => {
    expect(await opening('Kiko cherche son ballon rouge. Elle a regardé partout.')).toMatch(
      /une petite fille/,
    );
    expect(await opening('Kiko cherche son ballon rouge et il a regardé partout.')).toMatch(
      /un petit garçon/,
    );
  });

  it('an impersonal « il » leaves the hero a child: « Il pleut. Kiko cherche son ballon. »', async () => {
    expect(await opening('Kiko regarde dehors. Il pleut. Kiko cherche son ballon rouge.')).toMatch(
      /un enfant/,
    );
  });
});
