import { useQuery } from '@tanstack/react-query';
import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { cn } from '../../lib/cn';

type LandingCover = { id: string; name: string; imageUrl: string; thumbUrl: string };

const ADVANCE_MS = 3000;
const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The 6 newest gallery covers, one every 3 s, dots to jump; pauses on hover/focus and for reduced motion. */
export function CoverCarousel() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['landing-covers'],
    queryFn: () => api<{ covers: LandingCover[] }>('/api/landing/covers'),
    staleTime: 60_000,
  });
  const covers = q.data?.covers ?? [];
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !reducedMotion());
  const [hovered, setHovered] = useState(false);

  useEffect(() => {
    if (!playing || hovered || covers.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % covers.length), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [playing, hovered, covers.length]);

  if (q.isPending)
    return (
      <div className="aspect-[2/3] w-56 animate-pulse justify-self-center rounded-2xl bg-muted sm:w-64" />
    );
  if (!covers.length) return <p className="text-muted-foreground">{t('landing.carouselEmpty')}</p>;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('landing.carouselLabel')}
      className="grid justify-items-center gap-4"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="relative aspect-[2/3] w-56 sm:w-64">
        {covers.map((c, i) => (
          <div
            key={c.id}
            aria-hidden={i !== index}
            className={cn(
              'absolute inset-0 overflow-hidden rounded-r-2xl rounded-l-md shadow-[8px_12px_30px_rgb(0_0_0/0.25)] transition duration-700',
              i === index ? 'rotate-0 opacity-100' : 'rotate-2 opacity-0',
            )}
          >
            <img
              src={c.imageUrl}
              alt={c.name}
              className="size-full object-cover"
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </div>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <button
          onClick={() => setPlaying((p) => !p)}
          aria-label={t(playing ? 'landing.carouselPause' : 'landing.carouselPlay')}
          className="grid size-8 place-items-center rounded-full text-muted-foreground hover:bg-accent"
        >
          {playing ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
        </button>
        {covers.map((c, i) => (
          <button
            key={c.id}
            onClick={() => setIndex(i)}
            aria-label={t('landing.carouselGoTo', { n: i + 1, total: covers.length })}
            aria-current={i === index}
            className="grid size-6 place-items-center rounded-full"
          >
            <span
              className={cn('size-2.5 rounded-full bg-input transition', i === index && 'w-6 bg-primary')}
            />
          </button>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{t('landing.carouselNote')}</p>
    </section>
  );
}
