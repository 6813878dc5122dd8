import type { ComponentType, ReactElement } from 'react';
import { Route } from 'react-router';

/**
 * The routes of a table of pages (`''` is the index). Tables are typed `satisfies Record<…, ComponentType>`
 * over the page lists of @hc/shared's admin-routes, so the router and the server's list of known pages
 * (a reload or a link answers 200) cannot drift apart: a page missing or extra is a type error.
 */
export function routesOf(pages: Record<string, ComponentType>): ReactElement[] {
  return Object.entries(pages).map(([path, Page]) =>
    path === '' ? <Route key="index" index element={<Page />} /> : <Route key={path} path={path} element={<Page />} />,
  );
}
