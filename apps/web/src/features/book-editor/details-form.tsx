import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import type { EditorState } from './editor-api';

type Details = { title: string; subtitle: string; author: string; backText: string };

/** Title, subtitle, author and back-cover text. */
export function DetailsForm({
  book,
  busy,
  onSave,
}: {
  book: EditorState['book'];
  busy: boolean;
  onSave: (d: Details) => void;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const [d, setD] = useState<Details>({
    title: book.title,
    subtitle: book.subtitle ?? '',
    author: book.author,
    backText: book.backText ?? '',
  });
  const field = (k: keyof Details, label: string, long = false) => (
    <div className="grid gap-1 text-sm font-semibold">
      <label htmlFor={`${uid}-${k}`}>{label}</label>
      {long ? (
        <textarea
          id={`${uid}-${k}`}
          value={d[k]}
          maxLength={2000}
          rows={4}
          onChange={(e) => setD({ ...d, [k]: e.target.value })}
          className="rounded-xl border border-input bg-card p-3 font-normal"
        />
      ) : (
        <input
          id={`${uid}-${k}`}
          value={d[k]}
          maxLength={k === 'subtitle' ? 300 : 200}
          required={k !== 'subtitle'}
          onChange={(e) => setD({ ...d, [k]: e.target.value })}
          className="h-10 rounded-lg border border-input bg-card px-3 font-normal"
        />
      )}
    </div>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(d);
  };
  return (
    <details className="rounded-xl border p-3" data-testid="book-details">
      <summary className="cursor-pointer font-semibold">{t('bookEditor.details')}</summary>
      <form onSubmit={submit} className="mt-3 grid gap-3">
        {field('title', t('bookEditor.bookTitle'))}
        {field('subtitle', t('bookEditor.subtitle'))}
        {field('author', t('bookEditor.author'))}
        {field('backText', t('bookEditor.backText'), true)}
        <Button type="submit" size="sm" disabled={busy} className="justify-self-start">
          {t('bookEditor.saveDetails')}
        </Button>
      </form>
    </details>
  );
}
