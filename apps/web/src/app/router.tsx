import { lazy, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { DocumentTitle } from './routes/document-title';

// Declarative routes with React.lazy: each page is its own chunk, and the router's data APIs
// (about 17 KB gzip) stay out of the first load, which our visitors pay for by the kilobyte.
const HomePage = lazy(() => import('./routes/home').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundPage })));
const PlaceholderPage = lazy(() => import('./routes/placeholder-page').then((m) => ({ default: m.PlaceholderPage })));
const DataSourcesPage = lazy(() => import('./routes/data-sources').then((m) => ({ default: m.DataSourcesPage })));

/**
 * Spec 01 §2.2. Keep in step with isKnownPagePath (packages/shared/src/routes.ts), which lets the
 * server answer 404 for any other path. `titleKey` names the page in `titles.*` (tab title and h1).
 */
const placeholderRoutes: { path: string; titleKey: string }[] = [
  { path: '/services', titleKey: 'services' },
  { path: '/blog', titleKey: 'blog' },
  { path: '/about-us', titleKey: 'aboutUs' },
  { path: '/contact-us', titleKey: 'contactUs' },
  { path: '/pharmacies-on-call', titleKey: 'pharmaciesOnCall' },
  { path: '/sign-in', titleKey: 'signIn' },
  { path: '/sign-up', titleKey: 'signUp' },
  { path: '/How-It-Works', titleKey: 'howItWorks' },
  { path: '/how-it-works', titleKey: 'howItWorks' },
  { path: '/payment-options', titleKey: 'paymentOptions' },
  { path: '/medical-facilities/pharmacies', titleKey: 'pharmacies' },
  { path: '/medical-facilities/hospitals', titleKey: 'hospitals' },
  { path: '/medical-facilities/laboratories', titleKey: 'laboratories' },
  { path: '/privacy-policy', titleKey: 'privacyPolicy' },
  { path: '/terms-of-use', titleKey: 'termsOfUse' },
  { path: '/medical-facilities/pharmacies/:id', titleKey: 'pharmacy' },
  { path: '/medical-facilities/laboratories/:id', titleKey: 'laboratory' },
  { path: '/hospitals/:id', titleKey: 'hospital' },
  { path: '/pharmacies/:id', titleKey: 'pharmacy' },
];

function titled(element: ReactNode, titleKey?: string) {
  return (
    <>
      <DocumentTitle {...(titleKey ? { titleKey } : {})} />
      {element}
    </>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={titled(<HomePage />)} />
        {placeholderRoutes.map(({ path, titleKey }) => (
          // React Router matches paths case-insensitively unless told; /How-It-Works and /how-it-works both exist.
          <Route
            key={path}
            path={path}
            caseSensitive
            element={titled(<PlaceholderPage titleKey={titleKey} />, titleKey)}
          />
        ))}
        <Route path="/data-sources" caseSensitive element={titled(<DataSourcesPage />, 'dataSources')} />
        <Route path="*" element={titled(<NotFoundPage />, 'notFound')} />
      </Route>
    </Routes>
  );
}
