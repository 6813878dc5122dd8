/** The back-office sections (spec 02 §2), in sidebar order. `key` names the label (admin:nav.*). */
export const adminSections = [
  { key: 'overview', path: '' },
  { key: 'doctors', path: 'doctors' },
  { key: 'bookings', path: 'bookings' },
  { key: 'pharmacyCalls', path: 'pharmacy-calls' },
  { key: 'payments', path: 'payments' },
  { key: 'claims', path: 'claims' },
  { key: 'patients', path: 'patients' },
  { key: 'facilities', path: 'facilities' },
  { key: 'corrections', path: 'corrections' },
  { key: 'analytics', path: 'analytics' },
  { key: 'employees', path: 'employees' },
  { key: 'websiteData', path: 'website-data' },
  { key: 'appData', path: 'app-data' },
  { key: 'logs', path: 'logs' },
  { key: 'profile', path: 'profile' },
] as const;

/** Sections whose screens arrive in a later release. */
export const laterSections = adminSections.filter(
  (section) => !['overview', 'pharmacyCalls', 'facilities', 'corrections', 'logs', 'profile'].includes(section.key),
);
