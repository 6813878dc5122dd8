/**
 * A staff member's job title in the reader's language. Titles are stored as the spec's English values (the
 * employees contract validates them); one outside the list (an older free-text value) is shown as it was typed.
 */
export function jobTitleLabel(t: (key: string, options: { defaultValue: string }) => string, jobTitle: string): string {
  return t(`admin:jobTitles.${jobTitle}`, { defaultValue: jobTitle });
}
