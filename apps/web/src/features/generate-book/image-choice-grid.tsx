import { cn } from '../../lib/cn';

/** `imageUrl` is what the grid shows (a thumb); `fullUrl`, when given, is what a choice keeps. */
export type ImageChoice = { id: string; name: string; imageUrl: string; fullUrl?: string; note?: string };

/** A grid of picture buttons; the chosen one is marked with aria-pressed. */
export function ImageChoiceGrid({
  items,
  chosenId,
  onChoose,
  aspect,
}: {
  items: ImageChoice[];
  chosenId?: string;
  onChoose: (item: ImageChoice) => void;
  aspect: 'cover' | 'square';
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            aria-pressed={item.id === chosenId}
            onClick={() => onChoose(item)}
            className={cn(
              'grid w-full gap-2 rounded-xl border bg-card p-2 text-start transition hover:border-primary',
              item.id === chosenId && 'border-primary ring-2 ring-primary',
            )}
          >
            <img
              src={item.imageUrl}
              alt=""
              loading="lazy"
              className={cn(
                'w-full rounded-lg bg-muted object-cover',
                aspect === 'cover' ? 'aspect-[2/3]' : 'aspect-square',
              )}
            />
            <span className="truncate text-sm font-semibold">{item.name}</span>
            {item.note && <span className="line-clamp-2 text-xs text-muted-foreground">{item.note}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
