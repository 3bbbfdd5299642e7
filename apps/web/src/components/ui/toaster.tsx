import { type CSSProperties, useEffect, useState } from 'react';
import { Toaster as Sonner } from 'sonner';
import { currentTheme } from '../../lib/theme';

const colors = {
  '--normal-bg': 'var(--card)',
  '--normal-text': 'var(--card-foreground)',
  '--normal-border': 'var(--border)',
} as CSSProperties;

/** Sonner in the app's colours, following the theme class on <html> (its own default is light). */
export function Toaster() {
  const [theme, setTheme] = useState(currentTheme);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(currentTheme()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      visibleToasts={3}
      duration={5000}
      closeButton
      style={colors}
      toastOptions={{ classNames: { toast: 'font-sans', description: '!text-muted-foreground' } }}
    />
  );
}
