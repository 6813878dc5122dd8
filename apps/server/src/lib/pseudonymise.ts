/**
 * What a reader of the system log who may not see every person's data (issue 31: analytics and logs
 * roles) gets instead: messages without e-mail addresses or phone numbers, and network addresses cut to
 * their network. Names of people are never written into log messages (record numbers stand for them),
 * so these patterns are all a message can identify someone by.
 */

export const HIDDEN_EMAIL = '[e-mail hidden]';
export const HIDDEN_PHONE = '[phone hidden]';

/** IPv4 to its /24, IPv6 to its /48: enough to see that requests come from one network, not who sent them. */
export function pseudonymiseIp(ip: string | null): string | null {
  if (ip === null) return null;
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/i.exec(ip);
  if (v4) return `${v4[1]}.0`;
  if (ip.includes(':')) {
    const groups = ip.split('::')[0]!.split(':').filter(Boolean);
    return `${groups.slice(0, 3).join(':')}::`;
  }
  return null;
}

type HiddenPattern = {
  /** The JavaScript pattern, for what is shown. */
  js: string;
  /** The same as a PostgreSQL regular expression, for searching only what is shown. */
  pg: string;
  replace: (match: string) => string;
};

const hiddenPatterns: HiddenPattern[] = [
  // The domain ends on a letter or digit, so the punctuation after an address stays.
  {
    js: String.raw`[^\s@(),;:<>"']+@[\w.-]*\w`,
    pg: String.raw`[^[:space:]@(),;:<>"']+@[[:alnum:]_.-]*[[:alnum:]_]`,
    replace: () => HIDDEN_EMAIL,
  },
  // IPv6 written with "::" or in full (eight groups); times have at most three groups and no "::".
  {
    js: String.raw`[0-9a-fA-F:]*::[0-9a-fA-F:.]*|(?:[0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}`,
    pg: String.raw`[0-9a-fA-F:]*::[0-9a-fA-F:.]*|([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}`,
    replace: (match) => pseudonymiseIp(match) ?? match,
  },
  {
    js: String.raw`\d{1,3}(?:\.\d{1,3}){3}`,
    pg: String.raw`[0-9]{1,3}(\.[0-9]{1,3}){3}`,
    replace: (match) => pseudonymiseIp(match) ?? match,
  },
  // Nine or more digits, spaces between allowed, as a phone is typed (dates and times have other separators).
  { js: String.raw`\+?\d[\d ]{7,}\d`, pg: String.raw`\+?[0-9][0-9 ]{7,}[0-9]`, replace: () => HIDDEN_PHONE },
];

/** The PostgreSQL patterns whose matches a pseudonymised reader's search must not look into. */
export const hiddenInLogsPatterns = hiddenPatterns.map((pattern) => pattern.pg);

export function pseudonymiseMessage(message: string): string {
  return hiddenPatterns.reduce((text, pattern) => text.replace(new RegExp(pattern.js, 'g'), pattern.replace), message);
}
