import { describe, expect, it } from 'vitest';
import { findKeyParityFaults } from '../i18n/catalog.ts';
import { errorCatalogue, internalErrorCatalogue } from './catalogue.ts';
import { errorTexts } from './texts.ts';

/**
 * Every code of foundation.md §8 and screens.md §8 with the status and class read off by hand,
 * so the catalogue's parsed values are checked against an independent source.
 */
const SPEC_CODES: [code: string, status: number, errorClass: number][] = [
  ['WB-400-401', 400, 400],
  ['WB-400-402', 400, 400],
  ['WB-400-403', 400, 400],
  ['WB-400-501', 400, 500],
  ['WB-404-102', 404, 100],
  ['WB-403-203', 403, 200],
  ['WB-403-204', 403, 200],
  ['WB-403-102', 403, 100],
  ['WB-403-105', 403, 100],
  ['WB-403-112', 403, 100],
  ['WB-400-220', 400, 200],
  ['WB-400-205', 400, 200],
  ['WB-400-025', 400, 0],
  ['WB-400-232', 400, 200],
  ['WB-400-601', 400, 600],
  ['WB-400-003', 400, 0],
  ['WB-400-014', 400, 0],
  ['WB-400-004', 400, 0],
  ['WB-400-007', 400, 0],
  ['WB-400-006', 400, 0],
  ['WB-400-212', 400, 200],
  ['WB-400-309', 400, 300],
  ['WB-400-302', 400, 300],
  ['WB-500-131', 500, 100],
];

describe('errorCatalogue (issue 3 item 8)', () => {
  it('holds exactly the codes of foundation.md §8 and screens.md §8', () => {
    expect(Object.keys(errorCatalogue).sort()).toEqual(SPEC_CODES.map(([code]) => code).sort());
  });

  it.each(SPEC_CODES)(
    '%s: status %i and class %i parsed from the code',
    (code, status, errorClass) => {
      const entry = errorCatalogue[code];
      expect(entry?.code).toBe(code);
      expect(entry?.status).toBe(status);
      expect(entry?.class).toBe(errorClass);
    },
  );

  it.each(Object.values(errorCatalogue))(
    '$code: has an English and a Korean text, also per call',
    (entry) => {
      const keys = [
        entry.textKey,
        ...Object.values(entry.contexts ?? {}).flatMap((rule) =>
          rule.textKey ? [rule.textKey] : [],
        ),
      ];
      for (const key of keys) {
        expect(errorTexts.en[key], key).toMatch(/\S/);
        expect(errorTexts.ko[key], key).toMatch(/[가-힣]/);
      }
      expect(entry.meaning.length).toBeGreaterThan(3);
    },
  );

  it.each(Object.values(internalErrorCatalogue))(
    '$code: the internal code has both texts',
    (entry) => {
      expect(errorTexts.en[entry.textKey]).toMatch(/\S/);
      expect(errorTexts.ko[entry.textKey]).toMatch(/[가-힣]/);
    },
  );

  it('lists the internal codes EC_404, WE_5001..WE_5005, NO_ERROR_CODE', () => {
    expect(Object.keys(internalErrorCatalogue)).toEqual([
      'EC_404',
      'WE_5001',
      'WE_5002',
      'WE_5003',
      'WE_5004',
      'WE_5005',
      'NO_ERROR_CODE',
    ]);
  });

  it('the error texts have the same keys in both languages (key parity)', () => {
    expect(findKeyParityFaults(errorTexts)).toEqual([]);
  });

  it('keeps its keys under error. and toast., the namespaces it owns', () => {
    for (const key of Object.keys(errorTexts.en)) expect(key).toMatch(/^(error|toast)\./);
  });
});
