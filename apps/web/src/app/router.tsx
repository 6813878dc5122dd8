import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { PublicLayout } from './layouts/public-layout';

// Declarative routes with React.lazy: each page is its own chunk, and the router's data APIs
// (about 17 KB gzip) stay out of the first load, which our visitors pay for by the kilobyte.
const HomePage = lazy(() => import('./routes/home').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundPage })));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
