import { Loader2, Sparkles } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { LoadingCard } from '../../components/ui/loading-card';
import { type Me, useMe } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BookDetailsFields } from './book-details-fields';
import { type BookForm, emptyForm, type FieldName, fromPrompt, toRequest, validate } from './book-form';
import { BookTypePicker } from './book-type-picker';
import { CostPanel } from './cost-panel';
import { ExtrasSection } from './extras-section';
import { PrintOptions } from './print-options';
import { PromptHistoryDialog } from './prompt-history-dialog';
import { AuthRequiredCard, InsufficientCreditsCard } from './status-cards';
import { CHARACTER_KEY, COVER_KEY, useStoredSelection } from './stored-selection';
import { useEstimate } from './use-estimate';
import { useGenerateBook } from './use-generate-book';

export default function GenerateBookPage() {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  useDocumentTitle(t('generateBook.title'));
  if (isPending) return <LoadingCard />;
  // The route is guarded, but a session can end while the page is open.
  if (!me) return <AuthRequiredCard />;
  return <GenerateBookForm me={me} />;
}

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card>
      <CardBody className="grid gap-4">
        {title && <h2 className="text-xl">{title}</h2>}
        {children}
      </CardBody>
    </Card>
  );
}

function GenerateBookForm({ me }: { me: Me }) {
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState<BookForm>(() => emptyForm(me.name));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [cover, setCover] = useStoredSelection(COVER_KEY);
  const [character, setCharacter] = useStoredSelection(CHARACTER_KEY);

  const errors = validate(form);
  const valid = Object.keys(errors).length === 0;
  const estimate = useEstimate(form.pages, form.quality, !errors.pages);
  const cost = estimate.settled ? estimate.data?.credits : undefined;
  const short = cost !== undefined && me.credits < cost;

  const generate = useGenerateBook({
    onStarted: () => {
      // Used: the choices go with this book.
      setCover(null);
      setCharacter(null);
    },
    onFields: (fields) => {
      // A stored pick that no longer exists (deleted since) is dropped so the next try works.
      if (fields.characterId) setCharacter(null);
      if (fields.coverTemplateId) setCover(null);
      setServerErrors(fields);
      setTouched((s) => new Set([...s, ...Object.keys(fields)]));
    },
  });

  const set = (patch: Partial<BookForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setServerErrors((e) => {
      const rest = { ...e };
      for (const k of Object.keys(patch)) delete rest[k];
      return rest;
    });
  };
  const touch = (name: string) => setTouched((s) => (s.has(name) ? s : new Set(s).add(name)));
  const errorOf = (name: FieldName) => {
    if (serverErrors[name]) return serverErrors[name];
    const e = errors[name];
    return e && touched.has(name) ? t(e.key, e.values) : undefined;
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid || short || generate.isPending) {
      setTouched(new Set(Object.keys(errors)));
      return;
    }
    const language = i18n.language.startsWith('fr') ? 'fr' : 'en';
    generate.start(toRequest(form, { language, coverTemplateId: cover?.id, characterId: character?.id }));
  }

  const ready = valid && !short && cost !== undefined;
  return (
    <form noValidate onSubmit={submit} className="mx-auto grid max-w-6xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-3xl sm:text-4xl">{t('generateBook.title')}</h1>
          <p className="max-w-2xl text-muted-foreground">{t('generateBook.sub')}</p>
        </div>
        <PromptHistoryDialog
          onChoose={(item) => {
            setForm((f) => fromPrompt(f, item.title, item.promptData));
            setServerErrors({});
            toast.success(t('generateBook.promptLoaded'), { description: item.title });
          }}
        />
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          <Section title={t('generateBook.detailsTitle')}>
            <BookDetailsFields form={form} set={set} touch={touch} errorOf={errorOf} />
          </Section>
          <Section>
            <BookTypePicker
              value={form.type}
              onChange={(type) => {
                set({ type });
                touch('type');
              }}
              error={errorOf('type')}
            />
          </Section>
          <Section title={t('generateBook.optionsTitle')}>
            <PrintOptions form={form} set={set} touch={touch} pagesError={errorOf('pages')} />
          </Section>
          <Section title={t('generateBook.extrasTitle')}>
            <ExtrasSection
              bookType={form.type || undefined}
              cover={cover}
              setCover={setCover}
              character={character}
              setCharacter={setCharacter}
            />
          </Section>
        </div>
        <aside className="grid gap-4 lg:sticky lg:top-20">
          <Section>
            <CostPanel
              estimate={errors.pages ? undefined : estimate.data}
              pages={form.pages}
              balance={me.credits}
              loading={!estimate.settled}
              failed={estimate.isError || Boolean(errors.pages)}
            />
            {short && <InsufficientCreditsCard cost={cost} balance={me.credits} />}
            <Button type="submit" size="md" className="w-full" disabled={!ready || generate.isPending}>
              {generate.isPending ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <Sparkles aria-hidden />
              )}
              {generate.isPending ? t('generateBook.generating') : t('generateBook.generate')}
            </Button>
            {!valid && <p className="text-sm text-muted-foreground">{t('generateBook.fixFields')}</p>}
          </Section>
        </aside>
      </div>
    </form>
  );
}
