import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { api } from '../../lib/api';

type Testimonial = {
  id: string;
  quote: string;
  authorName: string;
  authorRole: string;
  language: 'en' | 'fr';
  published: boolean;
};
const KEY = ['admin-testimonials'];
const QUOTE_MAX = 400;
const empty = { quote: '', authorName: '', authorRole: '', language: 'en' as 'en' | 'fr' };

/** Real landing-page testimonials (GET/POST/DELETE /api/admin/testimonials); samples show while none. */
export function TestimonialsCard() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const quoteId = useId();
  const langId = useId();
  const [form, setForm] = useState(empty);
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => api<{ testimonials: Testimonial[] }>('/api/admin/testimonials'),
  });
  const changed = () => {
    void qc.invalidateQueries({ queryKey: KEY });
    void qc.invalidateQueries({ queryKey: ['landing-testimonials'] });
  };
  const onError = (e: unknown) =>
    toast.error(t('testimonials.admin.failed'), { description: (e as Error).message });
  const add = useMutation({
    mutationFn: () => api('/api/admin/testimonials', { method: 'POST', body: form }),
    onSuccess: () => {
      toast.success(t('testimonials.admin.added'));
      setForm(empty);
      changed();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api(`/api/admin/testimonials/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(t('testimonials.admin.deleted'));
      changed();
    },
    onError,
  });
  const rows = list.data?.testimonials ?? [];
  const ready = form.quote.trim() && form.authorName.trim();
  return (
    <Card>
      <CardBody className="grid gap-3">
        <h2 className="text-xl">{t('testimonials.admin.title')}</h2>
        <p className="text-muted-foreground">{t('testimonials.admin.lead')}</p>
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (ready) add.mutate();
          }}
        >
          <div className="grid gap-1.5">
            <label htmlFor={quoteId} className="text-sm font-semibold">
              {t('testimonials.admin.quote')}
            </label>
            <textarea
              id={quoteId}
              required
              maxLength={QUOTE_MAX}
              value={form.quote}
              onChange={(e) => setForm({ ...form, quote: e.target.value })}
              className="min-h-24 w-full resize-y rounded-xl border border-input bg-card px-3 py-2.5 text-base"
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <Field
              label={t('testimonials.admin.name')}
              required
              maxLength={100}
              value={form.authorName}
              onChange={(e) => setForm({ ...form, authorName: e.target.value })}
            />
            <Field
              label={t('testimonials.admin.role')}
              maxLength={100}
              value={form.authorRole}
              onChange={(e) => setForm({ ...form, authorRole: e.target.value })}
            />
            <div className="grid gap-1.5">
              <label htmlFor={langId} className="text-sm font-semibold">
                {t('testimonials.admin.language')}
              </label>
              <select
                id={langId}
                value={form.language}
                onChange={(e) => setForm({ ...form, language: e.target.value === 'fr' ? 'fr' : 'en' })}
                className="h-11 rounded-xl border border-input bg-card px-3 text-base"
              >
                <option value="en">English</option>
                <option value="fr">Français</option>
              </select>
            </div>
          </div>
          <Button type="submit" className="justify-self-start" disabled={!ready || add.isPending}>
            <Plus aria-hidden />
            {t('testimonials.admin.add')}
          </Button>
        </form>
        {list.isSuccess && !rows.length && (
          <p className="text-muted-foreground">{t('testimonials.admin.empty')}</p>
        )}
        {rows.length > 0 && (
          <ul className="grid gap-2">
            {rows.map((r) => (
              <li key={r.id} className="flex items-start gap-3 rounded-xl bg-muted/60 px-3 py-2">
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <span className="break-words whitespace-pre-line">“{r.quote}”</span>
                  <span className="text-sm break-words text-muted-foreground">
                    {r.authorRole ? `${r.authorName} · ${r.authorRole}` : r.authorName} ·{' '}
                    {r.language.toUpperCase()}
                  </span>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${t('testimonials.admin.delete')}: ${r.authorName}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(r.id)}
                >
                  <Trash2 aria-hidden />
                  {t('testimonials.admin.delete')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
