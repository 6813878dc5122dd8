/** Every page, as opposed to one part of the site. */
export const ALL_PAGES = 'all';

/** The rollup's grains: hour, Douala day, Douala month. */
export type Grain = 'h' | 'd' | 'm';
