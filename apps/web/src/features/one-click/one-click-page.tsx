import { COSTS } from '@bookloom/core';
import { Coins, Lightbulb, Loader2, RefreshCw, WandSparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClass } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { LoadingCard } from '../../components/ui/loading-card';
import { SignInCard } from '../../components/ui/sign-in-card';
import { type Me, useMe } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { StoryTypeCards } from './story-type-cards';
import { nextIdeaKey, type StoryType } from './story-types';
import { useOneClick } from './use-one-click';

const MAX_IDEA = 2000;
const NEED = COSTS.oneClickMinimum;

export default function OneClickPage() {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  useDocumentTitle(t('oneClick.title'));
  if (isPending) return <LoadingCard />;
  if (!me) {
    return (
      <SignInCard
        title={t('oneClick.title')}
        text={t('oneClick.signIn')}
        action={t('common.signIn')}
        from="/one-click-story"
      />
    );
  }
  return <OneClickForm me={me} />;
}

function OneClickForm({ me }: { me: Me }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [storyType, setStoryType] = useState<StoryType>('adventure');
  const [ideaKey, setIdeaKey] = useState(() => nextIdeaKey(undefined));
  // Until edited, the idea follows the UI language; once edited it is the user's text.
  const [edited, setEdited] = useState<string | null>(null);
  const idea = edited ?? t(`oneClick.ideas.${ideaKey}`);
  const generate = useOneClick();
  const enough = me.credits >= NEED;
  const empty = !idea.trim();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!enough || empty || generate.isPending) return;
    const language = i18n.language.startsWith('fr') ? 'fr' : 'en';
    generate.start({ storyType, idea: idea.trim(), language });
  }

  return (
    <form noValidate onSubmit={submit} className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-3">
        <Badge className="w-fit" data-testid="one-click-credits">
          <Coins className="size-4" aria-hidden />
          {t('oneClick.creditsBadge', { count: me.credits })}
        </Badge>
        <h1 className="flex items-center gap-2 text-3xl sm:text-4xl">
          <WandSparkles className="size-8 shrink-0 text-primary" aria-hidden />
          {t('oneClick.title')}
        </h1>
        <p className="text-lg text-muted-foreground">{t('oneClick.sub')}</p>
      </header>

      <Card>
        <CardBody className="grid gap-6">
          <StoryTypeCards value={storyType} onChange={setStoryType} />
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <label htmlFor={id} className="flex items-center gap-2 font-display text-xl font-semibold">
                <Lightbulb className="size-5 text-primary" aria-hidden />
                {t('oneClick.ideaLabel')}
              </label>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setIdeaKey((k) => nextIdeaKey(k));
                  setEdited(null);
                }}
              >
                <RefreshCw aria-hidden />
                {t('oneClick.newIdea')}
              </Button>
            </div>
            <textarea
              id={id}
              name="idea"
              value={idea}
              maxLength={MAX_IDEA}
              onChange={(e) => setEdited(e.target.value)}
              aria-describedby={`${id}-hint`}
              aria-invalid={empty || undefined}
              className="min-h-28 w-full resize-y rounded-xl border border-input bg-card px-3 py-2.5 text-base aria-invalid:border-destructive"
            />
            <p
              id={`${id}-hint`}
              className={empty ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}
            >
              {empty ? t('oneClick.ideaRequired') : t('oneClick.ideaHint')}
            </p>
          </div>
          <div className="grid gap-3 border-t pt-5">
            <p className="text-sm text-muted-foreground">{t('oneClick.costNote', { count: NEED })}</p>
            {!enough && (
              <div
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive/60 bg-destructive/5 p-3"
                role="status"
              >
                <p className="text-sm" data-testid="one-click-insufficient">
                  {t('oneClick.insufficient', { count: NEED })}
                </p>
                <Link to="/pricing" className={buttonClass({ size: 'sm' })}>
                  {t('oneClick.buyCredits')}
                </Link>
              </div>
            )}
            <Button
              type="submit"
              className="w-full sm:w-fit"
              disabled={!enough || empty || generate.isPending}
            >
              {generate.isPending ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <WandSparkles aria-hidden />
              )}
              {generate.isPending ? t('oneClick.generating') : t('oneClick.generate')}
            </Button>
          </div>
        </CardBody>
      </Card>
    </form>
  );
}
