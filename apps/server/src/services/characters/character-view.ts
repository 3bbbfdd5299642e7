import type { CharacterRow } from '@bookloom/db';
import type { StoredBible } from './character-keys';

const version = (key: string) =>
  key
    .replace(/^.*\//, '')
    .replace(/\.png$/, '')
    .slice(0, 40);

/** What the API shows of a character (never storage keys, never another user's id). */
export function characterView(c: CharacterRow, imageKey: string | null, type?: string | null) {
  const bible = (c.bible ?? null) as StoredBible | null;
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    appearance: c.appearance,
    personality: c.personality,
    style: c.style,
    status: c.status,
    error: c.error,
    isPublic: c.isPublic,
    type: type ?? null,
    bible: bible && {
      look: bible.look,
      palette: bible.palette,
      styleTags: bible.styleTags,
      promptPrefix: bible.promptPrefix,
      hasReference: Boolean(bible.referenceKey),
    },
    // The latest picture's id in the URL: a new picture gets a new URL past any browser cache.
    imageUrl: imageKey ? `/api/characters/${c.id}/image?v=${version(imageKey)}` : null,
    thumbUrl: imageKey ? `/api/characters/${c.id}/image?size=thumb&v=${version(imageKey)}` : null,
    createdAt: c.createdAt.toISOString(),
  };
}
