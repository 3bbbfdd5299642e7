import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { RedirectIfSignedIn } from '../components/guards/redirect-if-signed-in';
import { RequireAuth } from '../components/guards/require-auth';
import { PublicLayout } from '../components/layout/public-layout';
import { LoadingCard } from '../components/ui/loading-card';
import * as P from './lazy-pages';
import { RouteError } from './route-error';

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
          { path: 'email-verified', element: <P.EmailVerifiedPage /> },
          { path: 'privacy-policy', element: <P.LegalPage doc="privacy" /> },
          { path: 'terms-of-service', element: <P.LegalPage doc="terms" /> },
          { path: '*', element: <P.NotFoundPage /> },
        ],
      },
      {
        element: <P.AppShell />,
        children: [
          { path: 'pricing', element: <P.PricingPage /> },
          { path: 'contact', element: <P.ContactPage /> },
          { path: 'book-gallery', element: <P.BookGalleryPage /> },
          { path: 'character-gallery', element: <P.CharacterGalleryPage /> },
          { path: 'cover-gallery', element: <P.CoverGalleryPage /> },
          { path: 'dev/status', element: <P.DevStatusPage /> },
          // The admin pages guard themselves (spec §6): 'Please log in to access admin features.' with a
          // Sign In link when signed out, 'Access Denied' for non-admins; the server answers 404 to both.
          {
            path: 'admin',
            element: <P.AdminLayout />,
            children: [
              { index: true, element: <P.AdminDashboardPage /> },
              { path: 'covers', element: <P.AdminCoversPage /> },
              { path: 'characters', element: <P.AdminCharactersPage /> },
              { path: 'book-management', element: <P.AdminBooksPage /> },
              { path: 'cover-test', element: <P.CoverTestPage /> },
              { path: 'export-test', element: <P.ExportTestPage /> },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', element: <P.DashboardPage /> },
              { path: 'account', element: <P.AccountPage /> },
              { path: 'subscription', element: <Navigate to="/pricing" replace /> },
              { path: 'generate-book', element: <P.GenerateBookPage /> },
              { path: 'one-click-story', element: <P.OneClickStoryPage /> },
              { path: 'create-character', element: <P.CreateCharacterPage /> },
              { path: 'create-cover', element: <P.CreateCoverPage /> },
              { path: 'my-books', element: <P.MyBooksPage /> },
              { path: 'books/:id/edit', element: <P.BookEditorPage /> },
              { path: 'my-characters', element: <P.MyCharactersPage /> },
              { path: 'my-covers', element: <P.MyCoversPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
