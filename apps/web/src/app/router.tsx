import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { RedirectIfSignedIn } from '../components/guards/redirect-if-signed-in';
import { RequireAuth } from '../components/guards/require-auth';
import { PublicLayout } from '../components/layout/public-layout';
import { LoadingCard } from '../components/ui/loading-card';
import * as P from './lazy-pages';
import { RouteError } from './route-error';

const soon = (path: string, page: string): RouteObject => ({
  path,
  element: <P.ComingSoonPage page={page} />,
});

/** The route table of the spec (document 1 §2, document 2 §2). */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={<LoadingCard />}>
        <Outlet />
      </Suspense>
    ),
    children: [
      {
        element: <PublicLayout />,
        children: [
          { element: <RedirectIfSignedIn />, children: [{ index: true, element: <P.LandingPage /> }] },
          { element: <RedirectIfSignedIn wait />, children: [{ path: 'auth', element: <P.AuthPage /> }] },
          { path: 'reset-password', element: <P.ResetPasswordPage /> },
          { path: 'privacy-policy', element: <P.LegalPage doc="privacy" /> },
          { path: 'terms-of-service', element: <P.LegalPage doc="terms" /> },
          { path: '*', element: <P.NotFoundPage /> },
        ],
      },
      {
        element: <P.AppShell />,
        children: [
          { path: 'pricing', element: <P.PricingPage /> },
          soon('contact', 'contact'),
          soon('book-gallery', 'bookGallery'),
          soon('character-gallery', 'characterGallery'),
          { path: 'dev/status', element: <P.DevStatusPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', element: <P.DashboardPage /> },
              { path: 'account', element: <P.AccountPage /> },
              { path: 'subscription', element: <Navigate to="/pricing" replace /> },
              { path: 'generate-book', element: <P.GenerateBookPage /> },
              { path: 'one-click-story', element: <P.OneClickStoryPage /> },
              soon('cover-gallery', 'coverGallery'),
              soon('create-character', 'createCharacter'),
              soon('create-cover', 'createCover'),
              { path: 'my-books', element: <P.MyBooksPage /> },
              soon('my-characters', 'myCharacters'),
              soon('my-covers', 'myCovers'),
              {
                path: 'admin',
                element: <P.AdminLayout />,
                children: [
                  { index: true, element: <P.AdminDashboard /> },
                  soon('covers', 'adminCovers'),
                  soon('characters', 'adminCharacters'),
                  soon('book-management', 'adminBooks'),
                  soon('cover-test', 'adminCoverTest'),
                  soon('export-test', 'adminExportTest'),
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
