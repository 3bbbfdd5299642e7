import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SupportChat } from '../support-chat/support-chat';
import { LoadingCard } from '../ui/loading-card';
import { Sidebar } from './sidebar';
import { SidebarProvider } from './sidebar-state';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/** The signed-in frame (also used for public pages like /pricing): sidebar and top bar. */
export default function AppShell() {
  return (
    <SidebarProvider>
      <SkipLink />
      <div className="flex min-h-dvh">
        <Sidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar />
          <main id="main" className="endpapers flex-1 px-4 py-6 sm:px-6 lg:px-10">
            <Suspense fallback={<LoadingCard />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
      <SupportChat />
    </SidebarProvider>
  );
}
