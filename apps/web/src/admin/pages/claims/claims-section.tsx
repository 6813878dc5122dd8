import { LaterSectionPage } from '../later-section';

/** The Claims section's screens and their nested routes (issue 12): replaced by the claims module. */
export function ClaimsSection() {
  return <LaterSectionPage sectionKey="claims" />;
}
