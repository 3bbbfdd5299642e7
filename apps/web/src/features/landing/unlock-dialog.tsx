import { Check, Gift, Lock } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';

/** "Unlock AI Book Creation": what is free and what needs credits (native <dialog>, no extra JS). */
export function UnlockDialog() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const list = (key: string) =>
    t(key)
      .split(' · ')
      .map((x) => (
        <li key={x} className="flex gap-2">
          <Check className="mt-1 size-4 shrink-0 text-primary" aria-hidden />
          {x}
        </li>
      ));
  return (
    <>
      <Button variant="ghost" onClick={() => ref.current?.showModal()}>
        <Gift aria-hidden />
        {t('landing.unlockOpen')}
      </Button>
      <dialog
        ref={ref}
        aria-labelledby="unlock-title"
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border bg-card p-6 text-card-foreground backdrop:bg-black/50"
      >
        <h2 id="unlock-title" className="flex items-center gap-2 text-2xl">
          <Lock className="size-6 text-primary" aria-hidden />
          {t('landing.unlockTitle')}
        </h2>
        <h3 className="mt-4 text-lg">{t('landing.unlockFree')}</h3>
        <ul className="mt-2 grid gap-1">{list('landing.unlockFreeItems')}</ul>
        <h3 className="mt-4 text-lg">{t('landing.unlockPremium')}</h3>
        <ul className="mt-2 grid gap-1">{list('landing.unlockPremiumItems')}</ul>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => ref.current?.close()}>
            {t('landing.close')}
          </Button>
          <Link to="/auth?tab=signup" className={buttonClass()} onClick={() => ref.current?.close()}>
            {t('landing.unlockCta')}
          </Link>
        </div>
      </dialog>
    </>
  );
}
