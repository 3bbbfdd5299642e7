import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { STORY_ICONS, STORY_TYPES, type StoryType } from './story-types';

/** The four story types as a radio group of cards (arrow keys move between them). */
export function StoryTypeCards({ value, onChange }: { value: StoryType; onChange: (v: StoryType) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-display text-xl font-semibold">{t('oneClick.typeLabel')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {STORY_TYPES.map((type) => {
          const Icon = STORY_ICONS[type];
          const checked = type === value;
          return (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-2xl border bg-card p-4 transition hover:border-primary',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked && 'border-primary bg-accent text-accent-foreground ring-1 ring-primary',
              )}
            >
              <input
                type="radio"
                name="story-type"
                value={type}
                checked={checked}
                onChange={() => onChange(type)}
                className="sr-only"
              />
              <span
                className={cn(
                  'grid size-12 shrink-0 place-items-center rounded-xl',
                  checked ? 'bg-primary text-primary-foreground' : 'bg-accent text-accent-foreground',
                )}
              >
                <Icon className="size-6" aria-hidden />
              </span>
              <span className="grid gap-0.5">
                <span className="font-semibold">{t(`oneClick.types.${type}`)}</span>
                <span className={cn('text-sm', checked ? 'text-accent-foreground' : 'text-muted-foreground')}>
                  {t(`oneClick.types.${type}Text`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
