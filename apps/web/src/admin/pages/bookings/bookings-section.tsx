import { LaterSectionPage } from '../later-section';

/** The Bookings section's screens and their nested routes (issue 12): replaced by the bookings module. */
export function BookingsSection() {
  return <LaterSectionPage sectionKey="bookings" />;
}
