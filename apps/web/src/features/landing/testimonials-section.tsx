import { useQuery } from '@tanstack/react-query';
import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';

export type LandingTestimonial = { id: string; quote: string; authorName: string; authorRole: string };
type Shown = { key: string; quote: string; caption: string };

/** Up to three real testimonials an admin added; until then three honestly labelled sample quotes. */
export function TestimonialsSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  const q = useQuery({
    queryKey: ['landing-testimonials', lang],
    queryFn: () => api<{ testimonials: LandingTestimonial[] }>(`/api/landing/testimonials?lang=${lang}`),
    staleTime: 60_000,
  });
  const real = q.data?.testimonials ?? [];
  const shown: Shown[] = real.length
    ? real.map((r) => ({
        key: r.id,
        quote: r.quote,
        caption: r.authorRole ? `${r.authorName} · ${r.authorRole}` : r.authorName,
      }))
    : [1, 2, 3].map((n) => ({
        key: `sample-${n}`,
        quote: t(`testimonials.q${n}`),
        caption: t(`testimonials.r${n}`),
      }));
  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:py-16" aria-labelledby="testimonials">
      <div className="grid gap-2 text-center">
        <h2 id="testimonials" className="text-3xl">
          {t('testimonials.title')}
        </h2>
        {!real.length && <p className="text-sm text-muted-foreground">{t('testimonials.note')}</p>}
      </div>
      <ul className="grid gap-5 md:grid-cols-3">
        {shown.map((s) => (
          <li key={s.key}>
            <figure className="grid h-full content-start gap-3 rounded-2xl border bg-card p-6">
              <Quote className="size-6 text-primary" aria-hidden />
              <blockquote className="text-lg break-words whitespace-pre-line">{s.quote}</blockquote>
              <figcaption className="text-sm font-semibold break-words text-muted-foreground">
                {s.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
