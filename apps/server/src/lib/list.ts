import { ADMIN_PAGE_SIZE } from '@hc/shared';

/** Spec 02 §9: the requested page is clamped between 1 and the number of pages. */
export function clampPage(
  requested: number,
  total: number,
  pageSize = ADMIN_PAGE_SIZE,
): { page: number; offset: number } {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requested), pages);
  return { page, offset: (page - 1) * pageSize };
}

/** A LIKE pattern for a case-insensitive substring search, with LIKE's wildcards taken literally. */
export function substringPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
