import { lazyWithRetry } from '../lib/lazy-with-retry';
import type { FacilityCategory } from '@hc/shared';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorBoundary } from '../components/route-error-boundary';
import { DocumentTitle } from './routes/document-title';

// Declarative routes with React.lazy: each page is its own chunk, and the router's data APIs
// (about 17 KB gzip) stay out of the first load, which our visitors pay for by the kilobyte.
function page<K extends string, P extends object = object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazyWithRetry(() => load().then((m) => ({ default: m[name] })));
}

const HomePage = page(() => import('./routes/home'), 'HomePage');
const NotFoundPage = page(() => import('./routes/not-found'), 'NotFoundPage');
const DataSourcesPage = page(() => import('./routes/data-sources'), 'DataSourcesPage');
const FacilityDetailPage = page(() => import('./routes/facility-detail'), 'FacilityDetailPage');
// Spec 01 lists /How-It-Works and /how-it-works: one page, one lazy component.
const HowItWorksPage = page(() => import('./routes/how-it-works'), 'HowItWorksPage');
// The facility managers' space (issue 35): one lazy entry, its pages routed inside its chunk.
const ManagerSpace = page(() => import('./routes/my-facilities'), 'ManagerSpace');
// Issue 35: claiming a facility ("List a Health Facility" too) and the e-mailed confirmation link, one chunk
// whose pages set their own titles (their words are in its catalog, not the common one every page loads).
const claimPages = () => import('./routes/facility-claims');
const FacilityClaimPage = page(claimPages, 'FacilityClaimPage');
const ConfirmListingPage = page(claimPages, 'ConfirmListingPage');
// The back-office is its own chunk: public pages never download it.
const AdminApp = page(() => import('../admin/admin-app'), 'AdminApp');

/**
 * Spec 01 §2.2. Keep in step with isKnownPagePath (packages/shared/src/routes.ts; the back-office pages come
 * from admin-routes.ts, which the admin router is typed by), which lets the
 * server answer 404 for any other path. `titleKey` names the page in `titles.*` (tab title and h1).
 */
const publicPages: { path: string; titleKey: string; Component: ComponentType }[] = [
  { path: '/services', titleKey: 'services', Component: page(() => import('./routes/services'), 'ServicesPage') },
  { path: '/blog', titleKey: 'blog', Component: page(() => import('./routes/blog'), 'BlogPage') },
  { path: '/blog/:slug', titleKey: 'blog', Component: page(() => import('./routes/blog-post'), 'BlogPostPage') },
  { path: '/about-us', titleKey: 'aboutUs', Component: page(() => import('./routes/about-us'), 'AboutUsPage') },
  { path: '/contact-us', titleKey: 'contactUs', Component: page(() => import('./routes/contact-us'), 'ContactUsPage') },
  {
    path: '/pharmacies-on-call',
    titleKey: 'pharmaciesOnCall',
    Component: page(() => import('./routes/pharmacies-on-call'), 'PharmaciesOnCallPage'),
  },
  {
    path: '/pharmacies-on-call/print',
    titleKey: 'pharmaciesOnCall',
    Component: page(() => import('./routes/pharmacies-on-call-print'), 'PharmaciesOnCallPrintPage'),
  },
  { path: '/sign-in', titleKey: 'signIn', Component: page(() => import('./routes/sign-in'), 'SignInPage') },
  { path: '/sign-up', titleKey: 'signUp', Component: page(() => import('./routes/sign-up'), 'SignUpPage') },
  {
    path: '/forgot-password',
    titleKey: 'forgotPassword',
    Component: page(() => import('./routes/forgot-password'), 'ForgotPasswordPage'),
  },
  {
    path: '/reset-password',
    titleKey: 'resetPassword',
    Component: page(() => import('./routes/reset-password'), 'ResetPasswordPage'),
  },
  {
    path: '/accept-invitation',
    titleKey: 'acceptInvitation',
    Component: page(() => import('./routes/accept-invitation'), 'AcceptInvitationPage'),
  },
  { path: '/How-It-Works', titleKey: 'howItWorks', Component: HowItWorksPage },
  { path: '/how-it-works', titleKey: 'howItWorks', Component: HowItWorksPage },
  {
    path: '/payment-options',
    titleKey: 'paymentOptions',
    Component: page(() => import('./routes/payment-options'), 'PaymentOptionsPage'),
  },
  {
    path: '/medical-facilities/pharmacies',
    titleKey: 'pharmacies',
    Component: page(() => import('./routes/pharmacies-listing'), 'PharmaciesListingPage'),
  },
  {
    path: '/medical-facilities/hospitals',
    titleKey: 'hospitals',
    Component: page(() => import('./routes/hospitals-listing'), 'HospitalsListingPage'),
  },
  {
    path: '/medical-facilities/laboratories',
    titleKey: 'laboratories',
    Component: page(() => import('./routes/laboratories-listing'), 'LaboratoriesListingPage'),
  },
  {
    path: '/privacy-policy',
    titleKey: 'privacyPolicy',
    Component: page(() => import('./routes/privacy-policy'), 'PrivacyPolicyPage'),
  },
  {
    path: '/terms-of-use',
    titleKey: 'termsOfUse',
    Component: page(() => import('./routes/terms-of-use'), 'TermsOfUsePage'),
  },
  { path: '/data-sources', titleKey: 'dataSources', Component: DataSourcesPage },
];

const detailPages: { path: string; category: FacilityCategory }[] = [
  { path: '/medical-facilities/pharmacies/:id', category: 'pharmacy' },
  { path: '/medical-facilities/laboratories/:id', category: 'laboratory' },
  { path: '/hospitals/:id', category: 'hospital' },
  { path: '/pharmacies/:id', category: 'pharmacy' },
];

function titled(element: ReactNode, titleKey?: string) {
  return (
    <>
      <DocumentTitle {...(titleKey ? { titleKey } : {})} />
      {element}
    </>
  );
}

/** While the back-office chunk loads: words a screen reader can say (the common catalog is always loaded). */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="p-8 text-center" role="status">
      {t('layout.loadingPage')}
    </p>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/admin-dashboard/*"
        element={
          <RouteErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <AdminApp />
            </Suspense>
          </RouteErrorBoundary>
        }
      />
      <Route element={<PublicLayout />}>
        <Route index element={titled(<HomePage />)} />
        {publicPages.map(({ path, titleKey, Component }) => (
          // React Router matches paths case-insensitively unless told; /How-It-Works and /how-it-works both exist.
          <Route key={path} path={path} caseSensitive element={titled(<Component />, titleKey)} />
        ))}
        {detailPages.map(({ path, category }) => (
          // The detail page sets its own title: the facility's name.
          <Route key={path} path={path} caseSensitive element={<FacilityDetailPage category={category} />} />
        ))}
        {/* The managers' pages set their own titles. */}
        <Route path="/my-facilities/*" caseSensitive element={<ManagerSpace />} />
        <Route path="/facility-claim" caseSensitive element={<FacilityClaimPage />} />
        <Route path="/confirm-listing" caseSensitive element={<ConfirmListingPage />} />
        <Route path="*" element={titled(<NotFoundPage />, 'notFound')} />
      </Route>
    </Routes>
  );
}
