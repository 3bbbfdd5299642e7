import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { Character } from './characters-api';

/** The spec's "up to 3 style tags" of a character's bible: one markup for cards, dialogs and results. */
export function CharacterStyleTags({ character, large }: { character: Character; large?: boolean }) {
  const { t } = useTranslation();
  const tags = character.bible?.styleTags.slice(0, 3) ?? [];
  if (!tags.length) return null;
  return (
    <ul className={cn('flex flex-wrap', large ? 'gap-2' : 'gap-1.5')} aria-label={t('characters.styleTags')}>
      {tags.map((tag) => (
        <li
          key={tag}
          className={cn('rounded-full bg-muted', large ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs')}
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** The character's big picture (result card, detail dialog). */
export function CharacterPicture({ character, src }: { character: Character; src?: string | null }) {
  const url = src ?? character.imageUrl;
  if (!url) return null;
  return (
    <img src={url} alt={character.name} className="aspect-square w-full rounded-2xl border object-cover" />
  );
}
