import { lazyWithRetry } from '../lib/lazy-with-retry';
import './catalogs';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { signInPathFor } from '../lib/safe-next';
import { isStaffRole, useSession } from '../lib/api/session';
import { AdminLayout } from './layout/admin-layout';
import { LogsPage } from './pages/logs/logs-page';
import { NotAllowedPage } from './pages/not-allowed';
import { OverviewPage } from './pages/overview/overview-page';
import { ProfilePage } from './pages/profile/profile-page';

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
        <Route index element={<OverviewPage />} />
        <Route path="employees" element={<EmployeesListPage />} />
        <Route path="employees/new" element={<AddEmployeePage />} />
        <Route path="employees/:id/edit" element={<EditEmployeePage />} />
        <Route path="outbox" element={<OutboxPage />} />
        <Route path="facilities" element={<FacilitiesListPage />} />
        {/* Static paths: React Router ranks them above facilities/:id. */}
        <Route path="facilities/import" element={<FacilityImportPage />} />
        <Route path="facilities/duplicates" element={<FacilityDuplicatesPage />} />
        <Route path="facilities/:id" element={<FacilityRecordPage />} />
        <Route path="facilities/new" element={<AddFacilityPage />} />
        <Route path="facilities/:id/edit" element={<EditFacilityPage />} />
        <Route path="pharmacy-calls" element={<PharmacyCallsListPage />} />
        <Route path="pharmacy-calls/new" element={<AddPharmacyCallPage />} />
        <Route path="pharmacy-calls/duty-groups" element={<DutyGroupsPage />} />
        <Route path="pharmacy-calls/import" element={<RotaImportPage />} />
        <Route path="pharmacy-calls/:id/edit" element={<EditPharmacyCallPage />} />
        <Route path="doctors" element={<DoctorsPage />} />
        <Route path="patients" element={<PatientsListPage />} />
        <Route path="patients/new" element={<AddPatientPage />} />
        <Route path="patients/:id/edit" element={<EditPatientPage />} />
        <Route path="corrections" element={<CorrectionsPage />} />
        <Route path="analytics" element={<AnalyticsPage />} />
        <Route path="website-data" element={<WebsiteDataPage />} />
        <Route path="app-data" element={<AppDataPage />} />
        <Route path="bookings/*" element={<BookingsSection />} />
        <Route path="payments/*" element={<PaymentsSection />} />
        <Route path="claims/*" element={<ClaimsSection />} />
        <Route path="logs" element={<LogsPage />} />
        <Route path="profile" element={<ProfilePage />} />
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
