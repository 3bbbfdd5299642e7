import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { useMe } from '../../lib/session';
import { NAV_ICONS } from './nav-icons';
import { groupOfPath, type NavItem, visibleGroups } from './nav-model';

function Item({ item, iconOnly, onNavigate }: { item: NavItem; iconOnly: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const Icon = NAV_ICONS[item.icon];
  const label = t(item.label);
  return (
    <NavLink
      to={item.to}
      end
      onClick={onNavigate}
      title={iconOnly ? label : undefined}
      aria-label={iconOnly ? label : undefined}
      className={({ isActive }) =>
        cn(
          'flex h-10 items-center gap-3 rounded-xl px-2.5 text-[0.95rem] transition hover:bg-accent hover:text-accent-foreground',
          isActive && 'bg-accent font-semibold text-accent-foreground',
          iconOnly && 'justify-center px-0',
        )
      }
    >
      {Icon && <Icon className="size-[1.15rem] shrink-0" aria-hidden />}
      {!iconOnly && <span className="truncate">{label}</span>}
    </NavLink>
  );
}

/** The sidebar's links; groups fold, and the one holding the current route opens by itself. */
export function SidebarNav({ iconOnly, onNavigate }: { iconOnly: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const me = useMe().data;
  const current = groupOfPath(pathname);
  const [openGroups, setOpenGroups] = useState(() => new Set(current ? [current] : []));
  useEffect(() => {
    if (current) setOpenGroups((s) => (s.has(current) ? s : new Set(s).add(current)));
  }, [current]);
  const flip = (id: string) =>
    setOpenGroups((s) => {
      const n = new Set(s);
      n.has(id) ? n.delete(id) : n.add(id);
      return n;
    });

  return (
    <nav aria-label={t('nav.main')} className="grid gap-1">
      {me && (
        <Item
          item={{ to: '/dashboard', label: 'nav.dashboard', icon: 'dashboard' }}
          {...{ iconOnly, onNavigate }}
        />
      )}
      {visibleGroups(!!me).map((g) => {
        const open = iconOnly || openGroups.has(g.id);
        const listId = `nav-group-${g.id}`;
        return (
          <div key={g.id} className={cn(iconOnly ? 'border-t pt-1' : 'mt-2')}>
            {!iconOnly && (
              <button
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => flip(g.id)}
                className="flex h-8 w-full items-center justify-between rounded-lg px-2.5 text-xs font-bold tracking-wider text-muted-foreground uppercase hover:text-foreground"
              >
                {t(g.label)}
                <ChevronDown className={cn('size-4 transition', open && 'rotate-180')} aria-hidden />
              </button>
            )}
            {open && (
              <div id={listId} className="grid gap-0.5">
                {g.items.map((i) => (
                  <Item key={i.to} item={i} {...{ iconOnly, onNavigate }} />
                ))}
              </div>
            )}
          </div>
        );
      })}
      {me?.role === 'admin' && (
        <div className="mt-2 border-t pt-2">
          <Item item={{ to: '/admin', label: 'nav.admin', icon: 'shield' }} {...{ iconOnly, onNavigate }} />
        </div>
      )}
    </nav>
  );
}
