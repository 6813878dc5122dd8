import { describe, expect, it } from 'vitest';
import { matchLine } from './rota-list-match';
import { countLines, parseRotaList } from './rota-list-parser';

const now = new Date('2026-11-25T10:00:00Z');

describe('parseRotaList: text as published', () => {
  it('reads the week header, zone headings and pharmacy lines with their phones', () => {
    const parsed = parseRotaList(
      [
        'ORDRE NATIONAL DES PHARMACIENS',
        'Pharmacies de garde du samedi 28/11/2026 au samedi 05/12/2026',
        '',
        'DOUALA – ZONE BONABERI',
        '1. PHARMACIE DU LITTORAL – 233 42 12 34',
        '- Phcie Bonabéri : 699 11 22 33 / 677 00 11 22',
        'DOUALA – ZONE AKWA',
        'PHARMACIE DU 20 MAI Tél. 233-42-00-00',
        'PHARMACIE SANS TELEPHONE',
        '233 42 55 55',
      ].join('\n'),
      { now },
    );
    expect(parsed.format).toBe('text');
    expect(parsed.lines.map((l) => [l.line, l.zone, l.name, l.phoneText])).toEqual([
      [5, 'DOUALA – ZONE BONABERI', 'PHARMACIE DU LITTORAL', '233 42 12 34'],
      [6, 'DOUALA – ZONE BONABERI', 'Phcie Bonabéri', '699 11 22 33'],
      [8, 'DOUALA – ZONE AKWA', 'PHARMACIE DU 20 MAI', '233-42-00-00'],
      [9, 'DOUALA – ZONE AKWA', 'PHARMACIE SANS TELEPHONE', null],
    ]);
    // Saturday 07:30 to the next Saturday 07:30, Africa/Douala (UTC+1).
    expect(parsed.lines[0]!.startsAt.toISOString()).toBe('2026-11-28T06:30:00.000Z');
    expect(parsed.lines[0]!.endsAt.toISOString()).toBe('2026-12-05T06:30:00.000Z');
    expect(parsed.problems).toEqual([{ line: 10, text: '233 42 55 55', code: 'no_name' }]);
  });

  it('reads "Week of 28 Nov 2026" as a week, and French month names', () => {
    for (const header of ['Week of 28 Nov 2026', 'Semaine du 28 novembre 2026', 'Garde du 28.11.2026 au 05.12.2026']) {
      const parsed = parseRotaList(`${header}\nPharmacie de la Paix 699112233`, { now });
      expect(parsed.lines[0]?.startsAt.toISOString(), header).toBe('2026-11-28T06:30:00.000Z');
      expect(parsed.lines[0]?.endsAt.toISOString(), header).toBe('2026-12-05T06:30:00.000Z');
    }
  });

  it('takes the week given when the text has none, and reports lines without dates otherwise', () => {
    expect(parseRotaList('Pharmacie A 699112233', { now, week: '2026-12-05' }).lines[0]!.startsAt.toISOString()).toBe(
      '2026-12-05T06:30:00.000Z',
    );
    expect(parseRotaList('Pharmacie A 699112233', { now }).problems).toEqual([
      { line: 1, text: 'Pharmacie A 699112233', code: 'no_dates' },
    ]);
  });

  it('refuses a week already over, too long or backwards, and impossible dates', () => {
    const codeOf = (header: string) => parseRotaList(`${header}\nPharmacie A 699112233`, { now }).problems[0]?.code;
    expect(codeOf('du 07/11/2026 au 14/11/2026')).toBe('ended');
    expect(codeOf('du 28/11/2026 au 28/12/2026')).toBe('duty_too_long');
    expect(codeOf('du 05/12/2026 au 28/11/2026')).toBe('ends_before_start');
    expect(codeOf('du 30/02/2027 au 05/03/2027')).toBe('invalid_date');
  });
});

describe('parseRotaList: CSV', () => {
  it('reads the columns by their header (any order, French names, semicolons), with times when given', () => {
    const parsed = parseRotaList(
      [
        'Nom;Téléphone;Ville/Zone;Du;Au',
        'Pharmacie du Littoral;233 42 12 34;Bonaberi;28/11/2026;05/12/2026',
        '"Pharmacie ""La Grâce""";;Akwa;2026-11-28 19:00;2026-11-30 08:00',
        ';699112233;Akwa;28/11/2026;05/12/2026',
      ].join('\n'),
      { now },
    );
    expect(parsed.format).toBe('csv');
    expect(
      parsed.lines.map((l) => [l.line, l.name, l.phoneText, l.zone, l.startsAt.toISOString(), l.endsAt.toISOString()]),
    ).toEqual([
      [2, 'Pharmacie du Littoral', '233 42 12 34', 'Bonaberi', '2026-11-28T06:30:00.000Z', '2026-12-05T06:30:00.000Z'],
      [3, 'Pharmacie "La Grâce"', null, 'Akwa', '2026-11-28T18:00:00.000Z', '2026-11-30T07:00:00.000Z'],
    ]);
    expect(parsed.problems.map((p) => [p.line, p.code])).toEqual([[4, 'no_name']]);
  });

  it('reads English headers with commas', () => {
    const parsed = parseRotaList(
      'date from,date to,town,name,phone\n28/11/2026,05/12/2026,Douala,Phcie Akwa,699112233',
      {
        now,
      },
    );
    expect(parsed.lines.map((l) => l.name)).toEqual(['Phcie Akwa']);
  });

  it('counts non-blank lines', () => {
    expect(countLines('a\n\n b \r\n\n')).toBe(2);
  });
});

describe('matchLine', () => {
  const pharmacies = [
    { id: 1, name: 'Pharmacie du Littoral', phone: '+237233421234', status: 'active' as const, subdivision: null },
    { id: 2, name: 'Pharmacie Makepe Missoke', phone: null, status: 'active' as const, subdivision: null },
    { id: 3, name: 'Pharmacie Makepe Saint-Tropez', phone: null, status: 'active' as const, subdivision: null },
    { id: 4, name: 'Pharmacie de Bonanjo', phone: '+237699000001', status: 'active' as const, subdivision: null },
  ];
  it('is sure of a misspelt or abbreviated name that only one pharmacy is alike', () => {
    expect(matchLine({ name: 'Pharmacie du Litoral', phone: null }, pharmacies)).toMatchObject({
      match: 'matched',
      candidates: [{ facilityId: 1 }],
    });
    expect(matchLine({ name: 'PHCIE BONANJO', phone: null }, pharmacies).match).toBe('matched');
  });
  it('leaves two alike pharmacies to staff, and proposes nothing when none is alike', () => {
    const makepe = matchLine({ name: 'Pharmacie Makepe', phone: null }, pharmacies);
    expect(makepe.match).toBe('unsure');
    expect(makepe.candidates.map((c) => c.facilityId).sort()).toEqual([2, 3]);
    expect(matchLine({ name: 'Pharmacie Nouvelle Aurore', phone: null }, pharmacies)).toEqual({
      match: 'unknown',
      candidates: [],
    });
  });
  it('takes a phone match as strong evidence', () => {
    expect(matchLine({ name: 'Phcie Bonandjo', phone: '+237699000001' }, pharmacies)).toMatchObject({
      match: 'matched',
      candidates: [{ facilityId: 4, isPhoneMatch: true }],
    });
    // The phone alone, the name unlike: shown first, not taken.
    expect(matchLine({ name: 'Pharmacie Étoile', phone: '+237233421234' }, pharmacies)).toMatchObject({
      match: 'unsure',
      candidates: [{ facilityId: 1, isPhoneMatch: true }],
    });
  });
});
