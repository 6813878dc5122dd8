import { LaterSectionPage } from '../later-section';

/** The Payments section's screens and their nested routes (issue 12): replaced by the payments module. */
export function PaymentsSection() {
  return <LaterSectionPage sectionKey="payments" />;
}
