import { describe, expect, it } from 'vitest';
import { defaultFourEyesRules, fourEyesRefusal, parseFourEyesRoles } from './permissions';

describe('four eyes (issue 36)', () => {
  const approver = { id: 7, role: 'manager' };

  it('refuses the proposer when the rule covers their role, and no one else', () => {
    expect(fourEyesRefusal(defaultFourEyesRules, 'facility.publish', approver, [7])).toBe('same_person');
    expect(fourEyesRefusal(defaultFourEyesRules, 'doctor.activate', approver, [null, 3, 7])).toBe('same_person');
    expect(fourEyesRefusal(defaultFourEyesRules, 'facility.publish', approver, [3])).toBeNull();
    // No known proposer: there is no first person among staff.
    expect(fourEyesRefusal(defaultFourEyesRules, 'facility.publish', approver, [null])).toBeNull();
  });

  it('lets a role the rule leaves out approve its own proposal', () => {
    const rules = { ...defaultFourEyesRules, 'facility.publish': ['admin'] as const };
    expect(fourEyesRefusal(rules, 'facility.publish', approver, [7])).toBeNull();
    expect(fourEyesRefusal(rules, 'facility.publish', { id: 7, role: 'admin' }, [7])).toBe('same_person');
  });

  it('reads the rule as written in the environment', () => {
    expect(parseFourEyesRoles('all')).toEqual(['admin', 'manager', 'support', 'developer']);
    expect(parseFourEyesRoles(' NONE ')).toEqual([]);
    expect(parseFourEyesRoles('manager, support,manager')).toEqual(['manager', 'support']);
    expect(parseFourEyesRoles('manager,doctor')).toBeNull();
    expect(parseFourEyesRoles('')).toBeNull();
  });
});
