/** Spec 02 §3 and §5: a team member as shown on About Us, with its limits. */
export type TeamMember = { name: string; role: string; bio: string; image: string };

export const TEAM_NAME_MAX = 50;
export const TEAM_ROLE_MAX = 50;
export const TEAM_BIO_MAX = 200;
export const TEAM_PLACEHOLDER_IMAGE = '/images/facilities/placeholder.webp';

function truncate(value: unknown, max: number): string {
  const text = typeof value === 'string' ? value.trim() : '';
  // Count characters, not UTF-16 units, so an accented or emoji character is never cut in half.
  return Array.from(text).slice(0, max).join('');
}

/**
 * The image path as served: one that climbs directories (../ or ..\), is empty, or points elsewhere
 * (a scheme or //host) gives the placeholder; a relative path gets its leading slash.
 */
export function normalizeTeamImage(image: unknown): string {
  if (typeof image !== 'string') return TEAM_PLACEHOLDER_IMAGE;
  const path = image.trim();
  if (!path || path.includes('../') || path.includes('..\\')) return TEAM_PLACEHOLDER_IMAGE;
  if (/^[a-z][a-z\d+.-]*:/i.test(path) || path.startsWith('//')) return TEAM_PLACEHOLDER_IMAGE;
  return path.startsWith('/') ? path : `/${path}`;
}

/** Name and role at most 50 characters, bio at most 200 (truncated), and a safe image path. */
export function normalizeTeamMember(member: Partial<Record<keyof TeamMember, unknown>>): TeamMember {
  return {
    name: truncate(member.name, TEAM_NAME_MAX),
    role: truncate(member.role, TEAM_ROLE_MAX),
    bio: truncate(member.bio, TEAM_BIO_MAX),
    image: normalizeTeamImage(member.image),
  };
}

/** Normalised members, without those left with no name. */
export function normalizeTeamMembers(members: readonly Partial<Record<keyof TeamMember, unknown>>[]): TeamMember[] {
  return members.map(normalizeTeamMember).filter((member) => member.name.length > 0);
}
