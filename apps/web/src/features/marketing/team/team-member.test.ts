import { describe, expect, it } from 'vitest';
import { TEAM_PLACEHOLDER_IMAGE, normalizeTeamImage, normalizeTeamMember, normalizeTeamMembers } from './team-member';

describe('normalizeTeamMember', () => {
  it('keeps a member within the limits as it is', () => {
    const member = { name: 'Awa Ngono', role: 'Nurse', bio: 'Short bio.', image: '/images/team/awa.webp' };
    expect(normalizeTeamMember(member)).toEqual(member);
  });

  it('truncates name and role to 50 characters and the bio to 200', () => {
    const member = normalizeTeamMember({ name: 'N'.repeat(60), role: 'R'.repeat(51), bio: 'B'.repeat(250) });
    expect(member.name).toHaveLength(50);
    expect(member.role).toHaveLength(50);
    expect(member.bio).toHaveLength(200);
  });

  it('counts accented characters as one and never splits them', () => {
    const name = 'É'.repeat(49) + 'ïé';
    expect(normalizeTeamMember({ name }).name).toBe('É'.repeat(49) + 'ï');
  });

  it('turns missing or non-text fields into empty text and the placeholder image', () => {
    expect(normalizeTeamMember({ name: 42, role: null })).toEqual({
      name: '',
      role: '',
      bio: '',
      image: TEAM_PLACEHOLDER_IMAGE,
    });
  });
});

describe('normalizeTeamImage', () => {
  it('rejects paths that climb directories', () => {
    expect(normalizeTeamImage('../secret.png')).toBe(TEAM_PLACEHOLDER_IMAGE);
    expect(normalizeTeamImage('/images/../../etc/passwd')).toBe(TEAM_PLACEHOLDER_IMAGE);
    expect(normalizeTeamImage('images\\..\\x.png')).toBe(TEAM_PLACEHOLDER_IMAGE);
  });

  it('adds the leading slash when missing', () => {
    expect(normalizeTeamImage('images/team/joel.webp')).toBe('/images/team/joel.webp');
    expect(normalizeTeamImage('/images/team/joel.webp')).toBe('/images/team/joel.webp');
  });

  it('uses the placeholder for empty values and other origins', () => {
    expect(normalizeTeamImage('')).toBe(TEAM_PLACEHOLDER_IMAGE);
    expect(normalizeTeamImage(undefined)).toBe(TEAM_PLACEHOLDER_IMAGE);
    expect(normalizeTeamImage('https://example.com/a.png')).toBe(TEAM_PLACEHOLDER_IMAGE);
    expect(normalizeTeamImage('//example.com/a.png')).toBe(TEAM_PLACEHOLDER_IMAGE);
    expect(normalizeTeamImage('javascript:alert(1)')).toBe(TEAM_PLACEHOLDER_IMAGE);
  });
});

describe('normalizeTeamMembers', () => {
  it('drops members without a name and keeps the order', () => {
    expect(normalizeTeamMembers([{ name: 'A' }, { name: '  ' }, { name: 'B' }]).map((m) => m.name)).toEqual(['A', 'B']);
    expect(normalizeTeamMembers([])).toEqual([]);
  });
});
