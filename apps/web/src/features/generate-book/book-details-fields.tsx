import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field';
import { type BookForm, MAX } from './book-form';
import { TextAreaField } from './form-controls';

type Props = {
  form: BookForm;
  set: (patch: Partial<BookForm>) => void;
  touch: (name: string) => void;
  errorOf: (name: 'title' | 'subtitle' | 'author' | 'description') => string | undefined;
};

/** Title, subtitle, author and description. */
export function BookDetailsFields({ form, set, touch, errorOf }: Props) {
  const { t } = useTranslation();
  // The star is decoration; aria-required tells assistive technology.
  const required = (label: string) => `${label} *`;
  return (
    <div className="grid gap-4">
      <Field
        label={required(t('generateBook.titleLabel'))}
        name="title"
        aria-required
        maxLength={MAX.title}
        placeholder={t('generateBook.titlePlaceholder')}
        value={form.title}
        onChange={(e) => set({ title: e.target.value })}
        onBlur={() => touch('title')}
        error={errorOf('title')}
      />
      <Field
        label={t('generateBook.subtitleLabel')}
        name="subtitle"
        maxLength={MAX.subtitle}
        value={form.subtitle}
        onChange={(e) => set({ subtitle: e.target.value })}
        onBlur={() => touch('subtitle')}
        error={errorOf('subtitle')}
      />
      <Field
        label={required(t('generateBook.authorLabel'))}
        name="author"
        aria-required
        autoComplete="name"
        maxLength={MAX.author}
        value={form.author}
        onChange={(e) => set({ author: e.target.value })}
        onBlur={() => touch('author')}
        error={errorOf('author')}
      />
      <TextAreaField
        label={required(t('generateBook.descriptionLabel'))}
        aria-required
        name="description"
        maxLength={MAX.description}
        placeholder={t('generateBook.descriptionPlaceholder')}
        value={form.description}
        onChange={(e) => set({ description: e.target.value })}
        onBlur={() => touch('description')}
        error={errorOf('description')}
        counter={t('generateBook.counter', { count: form.description.length, max: MAX.description })}
      />
    </div>
  );
}
