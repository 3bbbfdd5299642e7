import { PanelLeft, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Logo, LogoMark } from './logo';
import { SidebarNav } from './sidebar-nav';
import { useSidebar } from './sidebar-state';

/** 16rem open, 3rem icon-only on desktop; an 18rem drawer under 768 px. */
export function Sidebar() {
  const { t } = useTranslation();
  const { open, mobileOpen, setMobileOpen } = useSidebar();
  return (
    <>
      <aside
        data-testid="sidebar"
        data-state={open ? 'expanded' : 'collapsed'}
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col overflow-y-auto overflow-x-hidden border-r bg-card transition-[width] duration-200 md:flex',
          open ? 'w-64' : 'w-12',
        )}
      >
        <div className={cn('flex h-16 items-center border-b', open ? 'px-4' : 'justify-center')}>
          {open ? (
            <Logo />
          ) : (
            <a href="/" aria-label="Bookloom" className="rounded-xl">
              <LogoMark className="size-7" />
            </a>
          )}
        </div>
        <div className={cn('flex-1 py-3', open ? 'px-3' : 'px-1.5')}>
          <SidebarNav iconOnly={!open} />
        </div>
      </aside>
      <Dialog.Root open={mobileOpen} onOpenChange={setMobileOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 md:hidden" />
          <Dialog.Content
            data-testid="mobile-sidebar"
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto border-r bg-card md:hidden"
          >
            <Dialog.Title className="sr-only">{t('nav.main')}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('nav.main')}</Dialog.Description>
            <div className="flex h-16 items-center justify-between border-b px-4">
              <Logo />
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label={t('common.closeMenu')}>
                  <X aria-hidden />
                </Button>
              </Dialog.Close>
            </div>
            <div className="flex-1 p-3">
              <SidebarNav iconOnly={false} onNavigate={() => setMobileOpen(false)} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

export function SidebarTrigger() {
  const { t } = useTranslation();
  const { toggle, open, isMobile, mobileOpen } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={t('common.toggleSidebar')}
      title={`${t('common.toggleSidebar')} (Ctrl+B)`}
      aria-expanded={isMobile ? mobileOpen : open}
      data-testid="sidebar-toggle"
    >
      <PanelLeft aria-hidden />
    </Button>
  );
}
