/** Spec 02 §1: the patient and provider journeys. Texts live in the 'marketing' catalog under steps.<audience>.<id>. */
export type Audience = 'patients' | 'providers';

export type Step = { id: string; comingSoon: boolean };

export const audiences: Audience[] = ['patients', 'providers'];

export const stepsByAudience: Record<Audience, Step[]> = {
  patients: [
    { id: 'search', comingSoon: false },
    { id: 'book', comingSoon: true },
    { id: 'treatment', comingSoon: false },
    { id: 'pay', comingSoon: true },
  ],
  providers: [
    { id: 'register', comingSoon: true },
    { id: 'bookings', comingSoon: false },
    { id: 'care', comingSoon: false },
    { id: 'paid', comingSoon: false },
  ],
};
