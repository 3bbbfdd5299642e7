import { AccountControls } from './account-controls';
import { LanguageSwitch } from './language-switch';
import { SidebarTrigger } from './sidebar';
import { ThemeToggle } from './theme-toggle';

export function TopBar() {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/90 px-2 backdrop-blur sm:px-4">
      <SidebarTrigger />
      <div className="flex-1" />
      <LanguageSwitch />
      <ThemeToggle />
      <AccountControls />
    </header>
  );
}
