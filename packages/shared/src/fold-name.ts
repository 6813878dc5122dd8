/**
 * A name as people may type it: case, accents and spacing ignored ("Extrême-Nord " and "extreme-nord"
 * compare equal). How place names in files and filters and service names given as text are matched.
 */
export const foldName = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
