import { BOOK_CATEGORIES } from '@bookloom/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** Spec §2: every book type except journal and shapes. */
export const SAMPLE_TYPES = BOOK_CATEGORIES.filter((c) => c.id !== 'journal' && c.id !== 'shapes');

/** A checkbox per story type with Select All and Clear All. */
export function StoryTypePicker({ value, onChange }: { value: string[]; onChange: (v: string[]) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold">{t('samples.admin.storyTypes')}</legend>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => onChange(SAMPLE_TYPES.map((c) => c.id))}
        >
          {t('samples.admin.selectAll')}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([])}>
          {t('samples.admin.clearAll')}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
        {SAMPLE_TYPES.map((c) => (
          <label key={c.id} className="flex items-center gap-2 rounded-lg px-2 py-1 hover:bg-accent">
            <input type="checkbox" checked={value.includes(c.id)} onChange={() => toggle(c.id)} />
            {c.name[lang]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
