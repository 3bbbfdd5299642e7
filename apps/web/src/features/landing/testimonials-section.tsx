import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Three testimonials, honestly labelled as sample quotes until real ones are added by an admin. */
export function TestimonialsSection() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:py-16" aria-labelledby="testimonials">
      <div className="grid gap-2 text-center">
        <h2 id="testimonials" className="text-3xl">
          {t('testimonials.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('testimonials.note')}</p>
      </div>
      <ul className="grid gap-5 md:grid-cols-3">
        {[1, 2, 3].map((n) => (
          <li key={n}>
            <figure className="grid h-full content-start gap-3 rounded-2xl border bg-card p-6">
              <Quote className="size-6 text-primary" aria-hidden />
              <blockquote className="text-lg">{t(`testimonials.q${n}`)}</blockquote>
              <figcaption className="text-sm font-semibold text-muted-foreground">
                {t(`testimonials.r${n}`)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
