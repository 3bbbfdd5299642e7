import { lazy } from 'react';

/** One chunk per page, so the landing page only loads what it shows. */
export const AppShell = lazy(() => import('../components/layout/app-shell'));
export const LandingPage = lazy(() => import('../features/landing/landing-page'));
export const AuthPage = lazy(() => import('../features/auth/auth-page'));
export const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
export const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
export const AccountPage = lazy(() => import('../features/account/account-page'));
export const GenerateBookPage = lazy(() => import('../features/generate-book/generate-book-page'));
export const OneClickStoryPage = lazy(() => import('../features/one-click/one-click-page'));
export const PricingPage = lazy(() => import('../features/pricing/pricing-page'));
export const LegalPage = lazy(() => import('../features/legal/legal-page'));
export const ComingSoonPage = lazy(() => import('../features/coming-soon/coming-soon-page'));
export const AdminLayout = lazy(() => import('../features/admin/admin-layout'));
export const AdminDashboard = lazy(() => import('../features/admin/admin-dashboard'));
export const DevStatusPage = lazy(() => import('../features/admin/dev-status-page'));
export const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));
export const MyBooksPage = lazy(() => import('../features/books/my-books-page'));
