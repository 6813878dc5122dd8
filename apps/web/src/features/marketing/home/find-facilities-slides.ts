/** Spec 02 §2 and §9: the Find Facilities modal's three slides; texts under home.slides.<id> ('marketing'). */
export type FindSlide = {
  id: 'location' | 'onCall' | 'laboratories';
  /** Where the slide's link goes; none for the slide that opens the search panel in place. */
  to?: string;
};

export const findFacilitiesSlides: FindSlide[] = [
  { id: 'location' },
  { id: 'onCall', to: '/pharmacies-on-call' },
  { id: 'laboratories', to: '/medical-facilities/laboratories' },
];

/** The slide after or before `index`, wrapping around. */
export function stepSlide(index: number, delta: 1 | -1, count = findFacilitiesSlides.length): number {
  return (index + delta + count) % count;
}
