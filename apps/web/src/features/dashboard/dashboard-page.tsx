import {
  ArrowRight,
  BookOpen,
  BookPlus,
  Coins,
  Images,
  Palette,
  Settings,
  UserPlus,
  Users,
  WandSparkles,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { LoadingCard } from '../../components/ui/loading-card';
import { SignInCard } from '../../components/ui/sign-in-card';
import { useMe } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ActionCard } from './action-card';

export default function DashboardPage() {
  const { t } = useTranslation();
  const { data: me, isPending } = useMe();
  useDocumentTitle(t('nav.dashboard'));
  if (isPending) return <LoadingCard />;
  if (!me) {
    return (
      <SignInCard
        title={t('dashboard.signedOutTitle')}
        text={t('dashboard.signedOutText')}
        action={t('common.signIn')}
      />
    );
  }
  const tiles = [
    { to: '/my-books', label: 'dashboard.quickBooks', icon: BookOpen },
    { to: '/my-characters', label: 'dashboard.quickCharacters', icon: Users },
    { to: '/my-covers', label: 'dashboard.quickCovers', icon: Images },
    { to: '/account', label: 'dashboard.quickAccount', icon: Settings },
  ];
  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <header className="grid gap-3">
        <Badge className="w-fit" data-testid="dashboard-credits">
          <Coins className="size-4" aria-hidden />
          {t('dashboard.creditsAvailable', { count: me.credits })}
        </Badge>
        <h1 className="text-3xl [overflow-wrap:anywhere] sm:text-4xl">
          {t('dashboard.headline', { name: me.name })}
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground">{t('dashboard.sub')}</p>
      </header>

      <Link
        to="/one-click-story"
        className="group grid gap-3 rounded-2xl bg-primary p-6 text-primary-foreground shadow-md sm:grid-cols-[1fr_auto] sm:items-center sm:p-8"
      >
        <div className="grid gap-2">
          <span className="w-fit rounded-full bg-primary-foreground/15 px-3 py-1 text-sm font-semibold">
            {t('dashboard.oneClickBadge')}
          </span>
          <h2 className="flex items-center gap-2 text-2xl">
            <WandSparkles className="size-6" aria-hidden />
            {t('dashboard.oneClickTitle')}
          </h2>
          <p className="opacity-95">{t('dashboard.oneClickText')}</p>
        </div>
        <span className="inline-flex items-center gap-2 font-semibold">
          {t('dashboard.oneClickCta')}
          <ArrowRight className="size-5 transition group-hover:translate-x-1" aria-hidden />
        </span>
      </Link>

      <div className="grid gap-4 sm:grid-cols-2">
        <ActionCard
          to="/generate-book"
          icon={BookPlus}
          title={t('dashboard.startTitle')}
          text={t('dashboard.startText')}
        />
        <ActionCard
          to="/cover-gallery"
          icon={Images}
          title={t('dashboard.coversTitle')}
          text={t('dashboard.coversText')}
        />
        <ActionCard
          to="/create-character"
          icon={UserPlus}
          title={t('dashboard.characterTitle')}
          text={t('dashboard.characterText')}
        />
        <ActionCard
          to="/create-cover"
          icon={Palette}
          title={t('dashboard.coverTitle')}
          text={t('dashboard.coverText')}
        />
      </div>

      <section className="grid gap-3">
        <h2 className="text-xl">{t('dashboard.quickTitle')}</h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {tiles.map(({ to, label, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className="grid justify-items-center gap-2 rounded-2xl border bg-card p-4 text-center font-semibold transition hover:border-primary hover:bg-accent"
            >
              <Icon className="size-6 text-primary" aria-hidden />
              {t(label)}
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
