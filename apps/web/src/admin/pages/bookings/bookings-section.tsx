import { Navigate, Route, Routes } from 'react-router';
import { BookingDetailsPage } from './booking-details-page';
import { NewBookingPage } from './booking-form-page';
import { bookingsPath } from './booking-ui';
import { BookingsListPage } from './bookings-list-page';

/** The Bookings section (spec 02 "Bookings", issue 12): the list, New Booking and Booking Details. */
export function BookingsSection() {
  return (
    <Routes>
      <Route index element={<BookingsListPage />} />
      {/* A static path: React Router ranks it above :id. */}
      <Route path="new" element={<NewBookingPage />} />
      <Route path=":id" element={<BookingDetailsPage />} />
      <Route path="*" element={<Navigate to={bookingsPath} replace />} />
    </Routes>
  );
}
