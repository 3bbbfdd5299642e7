import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SupportChat } from '../support-chat/support-chat';
import { LoadingCard } from '../ui/loading-card';
import { AccountControls } from './account-controls';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { ThemeToggle } from './theme-toggle';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4">
          <Logo compact />
          <div className="flex items-center gap-1 sm:gap-2">
            <LanguageSwitch />
            <ThemeToggle />
            {/* Signed in on a public page (privacy, terms, 404): their own bar, never Login / Try Free. */}
            <AccountControls />
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Suspense fallback={<LoadingCard />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <SupportChat />
    </div>
  );
}
