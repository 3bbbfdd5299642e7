import { useMutation } from '@tanstack/react-query';
import { Dices, Trash2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { api } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDebugLog } from './debug-log';

const STYLES = ['children', 'coloring', 'educational', 'fantasy', 'adventure'] as const;
type Style = (typeof STYLES)[number];
type Made = { id: string; url: string; title: string; subtitle: string | null; author: string; at: Date };
const RANDOM = [
  { title: 'Milo and the Moon', subtitle: 'A bedtime story', author: 'Ada Reyes', style: 'children' },
  { title: 'The Dragon Who Counted', subtitle: null, author: 'Sam Okafor', style: 'educational' },
  { title: 'Colors of the Reef', subtitle: 'Color every fish', author: 'Lea Martin', style: 'coloring' },
  { title: 'The Glass Forest', subtitle: 'Book one', author: 'Iris Vale', style: 'fantasy' },
  { title: 'Rocket Summer', subtitle: null, author: 'Noah Kim', style: 'adventure' },
] as const;

/** A data URL as a blob URL: a new tab may open it (browsers refuse top-level data: navigations). */
function objectUrlOf(dataUrl: string) {
  const [head, b64 = ''] = dataUrl.split(',');
  const bin = atob(b64);
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return URL.createObjectURL(
    new Blob([bytes], { type: /data:([^;]+)/.exec(head ?? '')?.[1] ?? 'image/jpeg' }),
  );
}

/** The request of the spec: values trimmed, an empty subtitle sent as null. */
export function coverTestRequest(f: {
  title: string;
  author: string;
  subtitle: string;
  style: Style;
  prompt: string;
}) {
  return {
    bookId: `test-cover-${Date.now()}`,
    title: f.title.trim(),
    author: f.author.trim(),
    subtitle: f.subtitle.trim() || null,
    style: f.style,
    prompt: f.prompt.trim() || null,
  };
}

/** /admin/cover-test: generate a cover with typeset text, keep a history, show a debug log. */
export default function CoverTestPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminDashboard.coverTest.title'));
  const [form, setForm] = useState({
    title: '',
    author: '',
    subtitle: '',
    style: 'children' as Style,
    prompt: '',
  });
  const [touched, setTouched] = useState(false);
  const [history, setHistory] = useState<Made[]>([]);
  const debug = useDebugLog();
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });
  const titleError = touched && !form.title.trim() ? t('adminDashboard.coverTest.titleRequired') : undefined;
  const authorError =
    touched && !form.author.trim() ? t('adminDashboard.coverTest.authorRequired') : undefined;
  const generate = useMutation({
    mutationFn: async () => {
      const body = coverTestRequest(form);
      debug.log(`POST /api/admin/cover-test ${JSON.stringify(body)}`);
      const r = await api<{ success: boolean; cover_url?: string; provider?: string }>(
        '/api/admin/cover-test',
        {
          method: 'POST',
          body,
        },
      );
      debug.log(`← success=${r.success} provider=${r.provider ?? '?'} bytes≈${r.cover_url?.length ?? 0}`);
      if (!r.success || !r.cover_url) throw new Error(t('adminDashboard.coverTest.svgFailed'));
      return { body, url: objectUrlOf(r.cover_url) };
    },
    onSuccess: ({ body, url }) => {
      setHistory((h) => [
        {
          id: body.bookId,
          url,
          title: body.title,
          subtitle: body.subtitle,
          author: body.author,
          at: new Date(),
        },
        ...h,
      ]);
      toast.success(t('adminDashboard.coverTest.success'));
    },
    onError: (e) => {
      debug.log(`✗ ${(e as Error).message}`);
      toast.error(t('adminDashboard.coverTest.error', { message: (e as Error).message }));
    },
  });
  const ready = form.title.trim() && form.author.trim();
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl">{t('adminDashboard.coverTest.title')}</h1>
        <p className="text-muted-foreground">{t('adminDashboard.coverTest.lead')}</p>
      </header>
      <Card>
        <CardBody>
          <form
            className="grid gap-4 sm:grid-cols-2"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              setTouched(true);
              if (ready) generate.mutate();
            }}
          >
            <Field
              label={t('adminDashboard.coverTest.bookTitle')}
              required
              value={form.title}
              onChange={set('title')}
              error={titleError}
              maxLength={120}
            />
            <Field
              label={t('adminDashboard.coverTest.author')}
              required
              value={form.author}
              onChange={set('author')}
              error={authorError}
              maxLength={80}
            />
            <Field
              label={t('adminDashboard.coverTest.subtitle')}
              value={form.subtitle}
              onChange={set('subtitle')}
              maxLength={160}
            />
            <label className="grid gap-1.5 text-sm font-semibold">
              {t('adminDashboard.coverTest.style')}
              <select
                value={form.style}
                onChange={set('style')}
                className="h-11 rounded-xl border border-input bg-card px-3 text-base font-normal"
              >
                {STYLES.map((s) => (
                  <option key={s} value={s}>
                    {t(`adminDashboard.coverTest.styles.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid gap-1.5 text-sm font-semibold sm:col-span-2">
              {t('adminDashboard.coverTest.prompt')}
              <textarea
                value={form.prompt}
                onChange={set('prompt')}
                rows={3}
                maxLength={600}
                className="rounded-xl border border-input bg-card px-3 py-2 text-base font-normal"
              />
            </label>
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <Button type="submit" disabled={!ready || generate.isPending}>
                <Wand2 aria-hidden />
                {generate.isPending
                  ? t('adminDashboard.coverTest.generating')
                  : t('adminDashboard.coverTest.generate')}
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  const r = RANDOM[Math.floor(Math.random() * RANDOM.length)]!;
                  setForm({
                    ...form,
                    title: r.title,
                    author: r.author,
                    subtitle: r.subtitle ?? '',
                    style: r.style,
                  });
                }}
              >
                <Dices aria-hidden />
                {t('adminDashboard.coverTest.random')}
              </Button>
            </div>
          </form>
        </CardBody>
      </Card>
      <Card>
        <CardBody className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-xl">{t('adminDashboard.coverTest.history', { count: history.length })}</h2>
            <Button variant="outline" size="sm" disabled={!history.length} onClick={() => setHistory([])}>
              <Trash2 aria-hidden />
              {t('adminDashboard.coverTest.clear')}
            </Button>
          </div>
          {history.length === 0 ? (
            <p className="text-muted-foreground">{t('adminDashboard.coverTest.empty')}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
              {history.map((h) => (
                <li key={h.id} className="grid content-start gap-1 text-sm">
                  <img
                    src={h.url}
                    alt={h.title}
                    className="aspect-[2/3] w-full rounded-lg border object-cover"
                  />
                  <span className="font-semibold break-words">{h.title}</span>
                  {h.subtitle && <span className="break-words text-muted-foreground">{h.subtitle}</span>}
                  <span className="break-words">{h.author}</span>
                  <span className="text-muted-foreground">{h.at.toLocaleTimeString(i18n.language)}</span>
                  <a
                    href={h.url}
                    target="_blank"
                    rel="noreferrer"
                    download={`${h.id}.jpg`}
                    className="font-semibold text-primary underline"
                  >
                    {t('adminDashboard.coverTest.viewFull')}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
      {debug.lines.length > 0 && (
        <Card>
          <CardBody className="grid gap-2">
            <h2 className="text-xl">{t('adminDashboard.coverTest.debug')}</h2>
            <pre
              className="overflow-x-auto rounded-xl bg-muted p-3 text-xs whitespace-pre-wrap break-all"
              data-testid="debug-log"
            >
              {debug.lines.join('\n')}
            </pre>
          </CardBody>
        </Card>
      )}
    </div>
  );
}
