import { AlertTriangle, Loader2, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { CharacterStyleTags } from './character-style-tags';
import type { Character } from './characters-api';

/** Picture (or its drawing/failed state), name, up to 3 style tags, then the card's actions. */
export function CharacterCard({ character: c, children }: { character: Character; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card className="grid h-full grid-rows-[auto_1fr] overflow-hidden">
      <div className="relative aspect-square bg-muted">
        {c.thumbUrl ? (
          <img src={c.thumbUrl} alt={c.name} loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="grid size-full place-content-center justify-items-center gap-2 text-muted-foreground">
            {c.status === 'generating' ? (
              <>
                <Loader2 className="size-8 animate-spin" aria-hidden />
                <span>{t('characters.generating')}</span>
              </>
            ) : c.status === 'failed' ? (
              <>
                <AlertTriangle className="size-8 text-destructive" aria-hidden />
                <span>{t('characters.failed')}</span>
              </>
            ) : (
              <UserRound className="size-10" aria-hidden />
            )}
          </div>
        )}
        {c.thumbUrl && c.status === 'generating' && (
          <span className="absolute end-2 top-2 inline-flex items-center gap-1 rounded-full bg-card/90 px-2 py-1 text-xs font-semibold">
            <Loader2 className="size-3 animate-spin" aria-hidden />
            {t('characters.generating')}
          </span>
        )}
      </div>
      <div className="grid content-start gap-2 p-4">
        <h2 className="text-lg leading-tight">{c.name}</h2>
        <p className="line-clamp-2 text-sm text-muted-foreground">{c.description}</p>
        <CharacterStyleTags character={c} />
        {children && (
          <div className="mt-1 grid gap-2 [&>button]:w-full [&>button]:whitespace-normal">{children}</div>
        )}
      </div>
    </Card>
  );
}
