/** The back-office: a separate chunk, loaded only under /admin-dashboard. */
export function AdminApp() {
  return null;
}
