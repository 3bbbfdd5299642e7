import {
  BookOpenCheck,
  BookPlus,
  FileDown,
  Images,
  Languages,
  Layers,
  type LucideIcon,
  PiggyBank,
  PlayCircle,
  Smile,
  Tablet,
  UserRoundCheck,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const wrap = 'mx-auto max-w-6xl px-4 py-12 sm:py-16';

export function GetStartedSection() {
  const { t } = useTranslation();
  const items: [string, LucideIcon, string][] = [
    ['/generate-book', BookPlus, 'gsGenerate'],
    ['/cover-gallery', Images, 'gsCovers'],
    ['/character-gallery', Smile, 'gsCharacters'],
  ];
  return (
    <section className={wrap} aria-labelledby="get-started">
      <h2 id="get-started" className="mb-6 text-3xl">
        {t('landing.getStartedTitle')}
      </h2>
      <div className="grid gap-5 md:grid-cols-3">
        {items.map(([to, Icon, key]) => (
          <Link
            key={to}
            to={to}
            className="grid content-start gap-2 rounded-2xl border bg-card p-6 transition hover:-translate-y-0.5 hover:border-primary hover:shadow-md"
          >
            <Icon className="size-8 text-primary" aria-hidden />
            <span className="font-display text-xl font-semibold">{t(`landing.${key}Title`)}</span>
            <span className="text-muted-foreground">{t(`landing.${key}Text`)}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}

export function DemoSection() {
  const { t } = useTranslation();
  return (
    <section className="border-y bg-muted/60" aria-labelledby="demo">
      <div className={`${wrap} grid items-center gap-8 md:grid-cols-2`}>
        <div className="grid aspect-video place-items-center rounded-2xl border-2 border-dashed border-input bg-card text-center">
          <div className="grid justify-items-center gap-2 p-4 text-muted-foreground">
            <PlayCircle className="size-12 text-primary" aria-hidden />
            <p className="font-semibold">{t('landing.demoPlaceholder')}</p>
          </div>
        </div>
        <div className="grid gap-5">
          <h2 id="demo" className="text-3xl">
            {t('landing.demoTitle')}
          </h2>
          <ol className="grid gap-4">
            {[1, 2, 3].map((n) => (
              <li key={n} className="flex gap-4">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary font-display text-lg font-semibold text-primary-foreground">
                  {n}
                </span>
                <span className="grid gap-0.5">
                  <span className="font-display text-lg font-semibold">{t(`landing.step${n}Title`)}</span>
                  <span className="text-muted-foreground">{t(`landing.step${n}Text`)}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

const FEATURE_ICONS = [Layers, UserRoundCheck, FileDown, Tablet, Languages, PiggyBank];

export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section className={wrap} aria-labelledby="features">
      <h2 id="features" className="mb-6 flex items-center gap-3 text-3xl">
        <BookOpenCheck className="size-8 text-primary" aria-hidden />
        {t('landing.featuresTitle')}
      </h2>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURE_ICONS.map((Icon, i) => (
          <div
            key={Icon.displayName ?? i}
            className="grid content-start gap-2 rounded-2xl border bg-card p-6"
          >
            <Icon className="size-7 text-primary" aria-hidden />
            <h3 className="text-lg">{t(`landing.f${i + 1}Title`)}</h3>
            <p className="text-muted-foreground">{t(`landing.f${i + 1}Text`)}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
