import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CheckingPermissions, Refusal } from './admin-states';
import { useAdminCheck } from './use-admin-check';

const MENU = [
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
      { to: '/book-gallery', label: 'admin.samples' },
    ],
  },
];

/** /admin and its sub-pages: permission states, then the admin menu beside the page. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const state = useAdminCheck();
  useDocumentTitle(t('nav.admin'));
  if (state === 'checking') return <CheckingPermissions />;
  if (state === 'anonymous') return <Refusal title={t('admin.loginRequired')} />;
  if (state === 'denied') {
    const text = pathname.startsWith('/admin/export-test') ? t('admin.exportDenied') : t('admin.deniedText');
    return <Refusal title={t('admin.denied')} text={text} />;
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[14rem_1fr]">
      <nav
        aria-label={t('admin.menuLabel')}
        className="grid content-start gap-4 rounded-2xl border bg-card p-4"
      >
        {MENU.map((g) => (
          <div key={g.heading} className="grid gap-1">
            <p className="text-xs font-bold tracking-wider text-muted-foreground uppercase">{t(g.heading)}</p>
            {g.links.map((l) => (
              <NavLink
                key={l.to}
                to={l.to}
                end
                className={({ isActive }) =>
                  cn('rounded-lg px-2 py-1.5 hover:bg-accent', isActive && 'bg-accent font-semibold')
                }
              >
                {t(l.label)}
              </NavLink>
            ))}
          </div>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
