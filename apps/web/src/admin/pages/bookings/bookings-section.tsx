import type { AdminSectionPagePath } from '@hc/shared';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { routesOf } from '../../routes-of';
import { BookingDetailsPage } from './booking-details-page';
import { NewBookingPage } from './booking-form-page';
import { bookingsPath } from './booking-ui';
import { BookingsListPage } from './bookings-list-page';

/** The section's pages (the server answers 200 to the same list). A static `new` ranks above `:id`. */
const bookingPages = {
  '': BookingsListPage,
  new: NewBookingPage,
  ':id': BookingDetailsPage,
} satisfies Record<AdminSectionPagePath<'bookings'>, ComponentType>;

/** The Bookings section (spec 02 "Bookings", issue 12): the list, New Booking and Booking Details. */
export function BookingsSection() {
  return (
    <Routes>
      {routesOf(bookingPages)}
      <Route path="*" element={<Navigate to={bookingsPath} replace />} />
    </Routes>
  );
}
