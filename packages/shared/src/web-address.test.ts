import { describe, expect, it } from 'vitest';
import { fieldErrorFromIssue } from './field-errors';
import { adminFacilityCreateSchema, adminFacilityUpdateSchema } from './schemas/admin-facilities';
import { httpUrlSchema, nullableHttpUrlSchema } from './schemas/web-address';
import { isHttpUrl, toHttpUrl } from './web-address';

const unsafe = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  '  JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'mailto:a@example.cm',
  '//evil.example/x',
  '/relative/path',
  'www.hopital.example.cm',
  'https:evil.example',
  'https://',
  'https://exa mple.cm',
  ' https://padded.example.cm',
  'https://line\nbreak.example.cm',
];

describe('isHttpUrl and toHttpUrl', () => {
  it('take absolute http and https addresses with a host', () => {
    for (const url of ['http://a.cm', 'https://hopital.example.cm/x?y=1#z', 'HTTPS://UPPER.EXAMPLE.CM'])
      expect(isHttpUrl(url), url).toBe(true);
  });
  it('refuse script, data and other schemes, relative and scheme-less texts, and any blank or control inside', () => {
    for (const value of unsafe) {
      expect(isHttpUrl(value), JSON.stringify(value)).toBe(false);
      expect(toHttpUrl(value), JSON.stringify(value)).toBeNull();
    }
    expect(toHttpUrl(null)).toBeNull();
    expect(toHttpUrl('https://ok.example.cm')).toBe('https://ok.example.cm');
  });
});

describe('httpUrlSchema and nullableHttpUrlSchema', () => {
  const codesOf = (result: { error?: { issues: Parameters<typeof fieldErrorFromIssue>[0][] } }) =>
    (result.error?.issues ?? []).map((issue) => fieldErrorFromIssue(issue).code);

  it('answer invalid_url for anything but http(s), after trimming', () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,x', '  JavaScript:alert(1)', 'www.x.cm']) {
      expect(codesOf(httpUrlSchema.safeParse(value)), value).toEqual(['invalid_url']);
      expect(codesOf(nullableHttpUrlSchema.safeParse(value)), value).toEqual(['invalid_url']);
    }
    expect(httpUrlSchema.parse('  https://ok.example.cm  ')).toBe('https://ok.example.cm');
  });
  it('say too_long alone past the limit, and read blank or null as cleared', () => {
    expect(codesOf(nullableHttpUrlSchema.safeParse(`https://x.cm/${'a'.repeat(300)}`))).toEqual(['too_long']);
    expect(nullableHttpUrlSchema.parse('   ')).toBeNull();
    expect(nullableHttpUrlSchema.parse(null)).toBeNull();
  });
  it('guard a facility’s website on create and update, with the field’s path', () => {
    const created = adminFacilityCreateSchema.safeParse({
      name: 'X',
      facilityType: 'clinic',
      website: 'javascript:alert(1)',
    });
    expect(created.error?.issues.map(fieldErrorFromIssue)).toEqual([
      expect.objectContaining({ path: 'website', code: 'invalid_url' }),
    ]);
    const updated = adminFacilityUpdateSchema.safeParse({ version: 1, website: 'data:text/html,x' });
    expect(updated.error?.issues.map(fieldErrorFromIssue)).toEqual([
      expect.objectContaining({ path: 'website', code: 'invalid_url' }),
    ]);
    expect(adminFacilityUpdateSchema.parse({ version: 1, website: 'https://ok.example.cm' }).website).toBe(
      'https://ok.example.cm',
    );
  });
});
