import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { initI18n } from './lib/i18n';
import './styles.css';

await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
        position="bottom-right"
        visibleToasts={3}
        duration={5000}
        closeButton
        toastOptions={{ className: 'font-sans' }}
        style={
          {
            '--normal-bg': 'var(--card)',
            '--normal-text': 'var(--card-foreground)',
            '--normal-border': 'var(--border)',
          } as React.CSSProperties
        }
      />
    </QueryClientProvider>
  </StrictMode>,
);
