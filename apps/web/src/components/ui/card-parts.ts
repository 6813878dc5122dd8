// What the facility cards share (the listings' card, the landing's featured card, the map action): apart from the
// cards themselves, so that no page loads one card's code for the other's constants.

/**
 * Laboratory cards list at most 3 tests (spec 01 §2.5, §9); listing cards also cut a hospital's
 * specialties there, followed by "and N more".
 */
export const TAGS_SHOWN = 3;

/** The look of a card's actions (its Details link, a pharmacy's map action). */
export const cardActionClass = 'inline-flex items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold';
