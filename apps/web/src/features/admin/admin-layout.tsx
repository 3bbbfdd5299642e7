import { ChevronDown, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { SignInCard } from '../../components/ui/sign-in-card';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CheckingPermissions, Refusal } from './admin-states';
import { useAdminCheck } from './use-admin-check';

type MenuLink = { to: string; label: string; newTab?: boolean };
const MENU: { heading: string; links: MenuLink[] }[] = [
  { heading: 'admin.dashboard', links: [{ to: '/admin', label: 'admin.dashboard' }] },
  {
    heading: 'admin.content',
    links: [
      { to: '/admin/covers', label: 'admin.covers' },
      { to: '/admin/characters', label: 'admin.characters' },
      { to: '/admin/book-management', label: 'admin.books' },
    ],
  },
  {
    heading: 'admin.tools',
    links: [
      { to: '/admin/cover-test', label: 'admin.coverTest' },
      { to: '/admin/export-test', label: 'admin.exportTest' },
    ],
  },
  {
    heading: 'admin.quick',
    links: [
      { to: '/admin#cleanup', label: 'admin.cleanup' },
      // Spec §2: the sample gallery is reachable from the admin side in a new tab.
      { to: '/book-gallery', label: 'admin.samples', newTab: true },
    ],
  },
];

/** A link is current when its path and its hash both match (/admin and /admin#cleanup are two places). */
function isCurrent(to: string, pathname: string, hash: string) {
  const [path, anchor = ''] = to.split('#');
  return path === pathname.replace(/\/$/, '') && (anchor ? hash === `#${anchor}` : hash !== '#cleanup');
}

const linkClass = (current: boolean) =>
  cn(
    'flex items-center gap-1.5 rounded-lg px-2 py-1.5 hover:bg-accent',
    current && 'bg-accent font-semibold',
  );

/** The admin side menu: always open beside the page on wide screens, a collapsible list above it on narrow ones. */
function AdminMenu() {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const current = MENU.flatMap((g) => g.links).find((l) => isCurrent(l.to, pathname, hash));
  return (
    <nav
      aria-label={t('admin.menuLabel')}
      className="grid content-start gap-4 rounded-2xl border bg-card p-4"
    >
      <button
        type="button"
        className="flex items-center justify-between gap-2 rounded-lg px-2 py-1 text-left font-semibold lg:hidden"
        aria-expanded={open}
        aria-controls="admin-menu-links"
        onClick={() => setOpen((o) => !o)}
      >
        <span>
          {t('admin.menuLabel')}
          {current && <span className="font-normal text-muted-foreground"> · {t(current.label)}</span>}
        </span>
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div id="admin-menu-links" className={cn('grid gap-4', !open && 'hidden lg:grid')}>
        {MENU.map((g) => (
          <div key={g.heading} className="grid gap-1">
            <p className="text-xs font-bold tracking-wider text-muted-foreground uppercase">{t(g.heading)}</p>
            {g.links.map((l) =>
              l.newTab ? (
                <a key={l.to} href={l.to} target="_blank" rel="noopener" className={linkClass(false)}>
                  {t(l.label)}
                  <ExternalLink aria-hidden className="size-3.5 text-muted-foreground" />
                  <span className="sr-only"> ({t('admin.newTab')})</span>
                </a>
              ) : (
                <Link
                  key={l.to}
                  to={l.to}
                  aria-current={l === current ? 'page' : undefined}
                  className={linkClass(l === current)}
                  onClick={() => setOpen(false)}
                >
                  {t(l.label)}
                </Link>
              ),
            )}
          </div>
        ))}
      </div>
    </nav>
  );
}

/** /admin and its sub-pages: permission states (spec §4, §6), then the admin menu beside the page. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const state = useAdminCheck();
  useDocumentTitle(t('nav.admin'));
  if (state === 'checking') return <CheckingPermissions />;
  if (state === 'anonymous')
    return (
      <div className="py-10">
        <SignInCard
          title={t('admin.loginRequired')}
          text={t('admin.loginRequiredText')}
          action={t('common.signIn')}
          from={`${pathname}${search}${hash}`}
        />
      </div>
    );
  if (state === 'denied') {
    const text = pathname.startsWith('/admin/export-test') ? t('admin.exportDenied') : t('admin.deniedText');
    return <Refusal title={t('admin.denied')} text={text} />;
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[14rem_1fr]">
      <AdminMenu />
      <Outlet />
    </div>
  );
}
