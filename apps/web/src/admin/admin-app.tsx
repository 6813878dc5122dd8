import { lazyWithRetry } from '../lib/lazy-with-retry';
import './catalogs';
import type { AdminPagePath, AdminRouteSection } from '@hc/shared';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { signInPathFor } from '../lib/safe-next';
import { isStaffRole, useSession } from '../lib/api/session';
import { AdminLayout } from './layout/admin-layout';
import { LogsPage } from './pages/logs/logs-page';
import { NotAllowedPage } from './pages/not-allowed';
import { OverviewPage } from './pages/overview/overview-page';
import { ProfilePage } from './pages/profile/profile-page';
import { routesOf } from './routes-of';

// The Facilities pages load on first visit (their own chunks), inside the layout's Suspense.
const FacilitiesListPage = lazyWithRetry(() =>
  import('./pages/facilities/list/facilities-list-page').then((m) => ({ default: m.FacilitiesListPage })),
);
const FacilityRecordPage = lazyWithRetry(() =>
  import('./pages/facilities/record/facility-record-page').then((m) => ({ default: m.FacilityRecordPage })),
);
const AddFacilityPage = lazyWithRetry(() =>
  import('./pages/facilities/form/add-facility-page').then((m) => ({ default: m.AddFacilityPage })),
);
const EditFacilityPage = lazyWithRetry(() =>
  import('./pages/facilities/form/edit-facility-page').then((m) => ({ default: m.EditFacilityPage })),
);
const FacilityImportPage = lazyWithRetry(() =>
  import('./pages/facilities/import/facility-import-page').then((m) => ({ default: m.FacilityImportPage })),
);
const FacilityDuplicatesPage = lazyWithRetry(() =>
  import('./pages/facilities/duplicates/duplicates-page').then((m) => ({ default: m.FacilityDuplicatesPage })),
);
const PharmacyCallsListPage = lazyWithRetry(() =>
  import('./pages/pharmacy-calls/pharmacy-calls-list-page').then((m) => ({ default: m.PharmacyCallsListPage })),
);
const AddPharmacyCallPage = lazyWithRetry(() =>
  import('./pages/pharmacy-calls/pharmacy-call-form-page').then((m) => ({ default: m.AddPharmacyCallPage })),
);
const EditPharmacyCallPage = lazyWithRetry(() =>
  import('./pages/pharmacy-calls/pharmacy-call-form-page').then((m) => ({ default: m.EditPharmacyCallPage })),
);
const RotaImportPage = lazyWithRetry(() =>
  import('./pages/pharmacy-calls/rota-import/rota-import-page').then((m) => ({ default: m.RotaImportPage })),
);
const PatientsListPage = lazyWithRetry(() =>
  import('./pages/patients/patients-list-page').then((m) => ({ default: m.PatientsListPage })),
);
const AddPatientPage = lazyWithRetry(() =>
  import('./pages/patients/patient-form-page').then((m) => ({ default: m.AddPatientPage })),
);
const EditPatientPage = lazyWithRetry(() =>
  import('./pages/patients/patient-form-page').then((m) => ({ default: m.EditPatientPage })),
);
const PatientRecordPage = lazyWithRetry(() =>
  import('./pages/patients/patient-record-page').then((m) => ({ default: m.PatientRecordPage })),
);
const DutyGroupsPage = lazyWithRetry(() =>
  import('./pages/pharmacy-calls/duty-groups/duty-groups-page').then((m) => ({ default: m.DutyGroupsPage })),
);
const EmployeesListPage = lazyWithRetry(() =>
  import('./pages/employees/employees-list-page').then((m) => ({ default: m.EmployeesListPage })),
);
const AddEmployeePage = lazyWithRetry(() =>
  import('./pages/employees/employee-form-page').then((m) => ({ default: m.AddEmployeePage })),
);
const EditEmployeePage = lazyWithRetry(() =>
  import('./pages/employees/employee-form-page').then((m) => ({ default: m.EditEmployeePage })),
);
const OutboxPage = lazyWithRetry(() => import('./pages/outbox/outbox-page').then((m) => ({ default: m.OutboxPage })));
const DoctorsPage = lazyWithRetry(() =>
  import('./pages/doctors/doctors-page').then((m) => ({ default: m.DoctorsPage })),
);
// Bookings, Payments and Claims own their nested routes (`<section>/*`).
const BookingsSection = lazyWithRetry(() =>
  import('./pages/bookings/bookings-section').then((m) => ({ default: m.BookingsSection })),
);
const PaymentsSection = lazyWithRetry(() =>
  import('./pages/payments/payments-section').then((m) => ({ default: m.PaymentsSection })),
);
const ClaimsSection = lazyWithRetry(() =>
  import('./pages/claims/claims-section').then((m) => ({ default: m.ClaimsSection })),
);
const CorrectionsPage = lazyWithRetry(() =>
  import('./pages/corrections/corrections-page').then((m) => ({ default: m.CorrectionsPage })),
);
// Issue 35: the claims queue, a claim, and the managers' overview by region.
const FacilityClaimsPage = lazyWithRetry(() =>
  import('./pages/facility-claims/facility-claims-page').then((m) => ({ default: m.FacilityClaimsPage })),
);
const FacilityClaimPage = lazyWithRetry(() =>
  import('./pages/facility-claims/facility-claim-page').then((m) => ({ default: m.FacilityClaimPage })),
);
const FacilityManagersPage = lazyWithRetry(() =>
  import('./pages/facility-claims/facility-managers-page').then((m) => ({ default: m.FacilityManagersPage })),
);
const AnalyticsPage = lazyWithRetry(() =>
  import('./pages/analytics/analytics-page').then((m) => ({ default: m.AnalyticsPage })),
);
// The analytics pages and their chart library (uPlot, loaded with the first chart) stay in back-office chunks.
const WebsiteDataPage = lazyWithRetry(() =>
  import('./pages/website-data/website-data-page').then((m) => ({ default: m.WebsiteDataPage })),
);
const AppDataPage = lazyWithRetry(() =>
  import('./pages/app-data/app-data-page').then((m) => ({ default: m.AppDataPage })),
);

/** Every back-office page, by its path under /admin-dashboard (the list the server knows too). */
const adminPages = {
  '': OverviewPage,
  employees: EmployeesListPage,
  'employees/new': AddEmployeePage,
  'employees/:id/edit': EditEmployeePage,
  outbox: OutboxPage,
  facilities: FacilitiesListPage,
  // Static paths: React Router ranks them above facilities/:id.
  'facilities/import': FacilityImportPage,
  'facilities/duplicates': FacilityDuplicatesPage,
  'facilities/:id': FacilityRecordPage,
  'facilities/new': AddFacilityPage,
  'facilities/:id/edit': EditFacilityPage,
  'pharmacy-calls': PharmacyCallsListPage,
  'pharmacy-calls/new': AddPharmacyCallPage,
  'pharmacy-calls/duty-groups': DutyGroupsPage,
  'pharmacy-calls/import': RotaImportPage,
  'pharmacy-calls/:id/edit': EditPharmacyCallPage,
  doctors: DoctorsPage,
  patients: PatientsListPage,
  'patients/new': AddPatientPage,
  'patients/:id/edit': EditPatientPage,
  'patients/:id': PatientRecordPage,
  corrections: CorrectionsPage,
  'facility-claims': FacilityClaimsPage,
  'facility-claims/:id': FacilityClaimPage,
  'facility-managers': FacilityManagersPage,
  analytics: AnalyticsPage,
  'website-data': WebsiteDataPage,
  'app-data': AppDataPage,
  logs: LogsPage,
  profile: ProfilePage,
} satisfies Record<AdminPagePath, ComponentType>;

/** The sections with routes of their own (`bookings/*`), each typed by its own page list. */
const adminSections = {
  bookings: BookingsSection,
  payments: PaymentsSection,
  claims: ClaimsSection,
} satisfies Record<AdminRouteSection, ComponentType>;

/** While a back-office chunk loads: words a screen reader can say (the common catalog is always loaded). */
function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="p-8 text-center text-slate-700">
      {t('layout.loadingPage')}
    </p>
  );
}

/** Signed out: to sign-in (and back here after). Signed in without a staff role: not allowed. */
function AdminGuard() {
  const { t } = useTranslation('admin');
  const { pathname, search } = useLocation();
  const { user, isPending, isError, refetch } = useSession();
  if (isPending) {
    return (
      <p role="status" className="p-8 text-center text-slate-700">
        {t('loadingSession')}
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="p-8 text-center text-red-700">
        <p>{t('sessionError')}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="mt-4 rounded-md border border-red-700 px-3 py-1.5 font-semibold"
        >
          {t('list.retry')}
        </button>
      </div>
    );
  }
  if (!user) return <Navigate to={signInPathFor(pathname + search)} replace />;
  if (!isStaffRole(user.role)) return <NotAllowedPage />;
  return (
    <Routes>
      <Route element={<AdminLayout user={user} />}>
        {routesOf(adminPages)}
        {Object.entries(adminSections).map(([section, Section]) => (
          <Route key={section} path={`${section}/*`} element={<Section />} />
        ))}
        <Route path="*" element={<Navigate to="/admin-dashboard" replace />} />
      </Route>
    </Routes>
  );
}

/** The back-office: a separate chunk, loaded only under /admin-dashboard. */
export function AdminApp() {
  return (
    <Suspense fallback={<Loading />}>
      <AdminGuard />
    </Suspense>
  );
}
