import { describe, expect, it } from 'vitest';
import {
  findKeyParityFaults,
  interpolate,
  mergeCatalogs,
  textParamNames,
  translate,
} from './catalog.ts';

describe('findKeyParityFaults', () => {
  it('names a key that exists in one language only', () => {
    const faults = findKeyParityFaults({
      en: { 'a.one': 'One', 'a.two': 'Two' },
      ko: { 'a.one': '하나', 'a.three': '셋' },
    });
    expect(faults).toEqual([
      { key: 'a.three', missingIn: 'en' },
      { key: 'a.two', missingIn: 'ko' },
    ]);
  });
  it('counts an empty text as missing', () => {
    expect(findKeyParityFaults({ en: { k: 'K' }, ko: { k: ' ' } })).toEqual([
      { key: 'k', missingIn: 'ko' },
    ]);
  });
  it('passes a catalog with the same keys in both', () => {
    expect(findKeyParityFaults({ en: { k: 'K' }, ko: { k: '케이' } })).toEqual([]);
  });
});

describe('translate', () => {
  const catalog = {
    en: { hi: 'Hello {name}', only: 'English only' },
    ko: { hi: '{name}님 안녕하세요' },
  };
  it('fills placeholders in the wanted language', () => {
    expect(translate(catalog, 'ko', 'hi', { name: '민지' })).toBe('민지님 안녕하세요');
  });
  it('falls back to English, then to the key', () => {
    expect(translate(catalog, 'ko', 'only')).toBe('English only');
    expect(translate(catalog, 'ko', 'missing.key')).toBe('missing.key');
  });
});

describe('mergeCatalogs', () => {
  it('refuses a key defined by two packages', () => {
    expect(() =>
      mergeCatalogs({ en: { k: 'a' }, ko: { k: 'a' } }, { en: { k: 'b' }, ko: { k: 'b' } }),
    ).toThrow(/defined twice: k/);
  });
});

describe('interpolate', () => {
  const users = '{count, plural, one {# user} other {# users}}';

  it('fills plain placeholders as given, as before', () => {
    expect(interpolate('Hello {name}, {n}', 'en', { name: 'Minji', n: 1234 })).toBe(
      'Hello Minji, 1234',
    );
    expect(interpolate('Hello {name}', 'en')).toBe('Hello {name}');
  });

  it('picks the English one or other form', () => {
    expect(interpolate(users, 'en', { count: 1 })).toBe('1 user');
    expect(interpolate(users, 'en', { count: 0 })).toBe('0 users');
    expect(interpolate(users, 'en', { count: 2 })).toBe('2 users');
    expect(interpolate(users, 'en', { count: '1' })).toBe('1 user');
    expect(interpolate(users, 'en', { count: 1.5 })).toBe('1.5 users');
  });

  it('prefers an exact branch to the category', () => {
    const text = '{count, plural, =0 {No users} one {# user} other {# users}}';
    expect(interpolate(text, 'en', { count: 0 })).toBe('No users');
    expect(interpolate(text, 'en', { count: 1 })).toBe('1 user');
  });

  it('uses other for every Korean count', () => {
    const text = '{count, plural, one {한 명 #} other {#명}}';
    expect(interpolate(text, 'ko', { count: 1 })).toBe('1명');
    expect(interpolate(text, 'ko', { count: 12345 })).toBe('12,345명');
  });

  it('writes numbers with thousands separators in both locales', () => {
    expect(interpolate('{n, number} rows', 'en', { n: 1234567 })).toBe('1,234,567 rows');
    expect(interpolate('{n, number}개', 'ko', { n: 1234567 })).toBe('1,234,567개');
    expect(interpolate(users, 'en', { count: 1000 })).toBe('1,000 users');
    expect(interpolate('{ n , number }', 'en', { n: '2500' })).toBe('2,500');
  });

  it('writes won', () => {
    expect(interpolate('Price: {amount, currency}', 'en', { amount: 12000 })).toBe(
      'Price: ₩12,000',
    );
    expect(interpolate('단가 {amount, currency}', 'ko', { amount: '1500000' })).toBe(
      '단가 ₩1,500,000',
    );
  });

  it('shows a param that is no number as given', () => {
    expect(interpolate('Up to {max, number}', 'en', { max: '10 MB' })).toBe('Up to 10 MB');
    expect(interpolate(users, 'en', { count: 'many' })).toBe('many users');
  });

  it('leaves an unknown placeholder visible', () => {
    expect(interpolate('Hi {name}, {missing}', 'en', { name: 'A' })).toBe('Hi A, {missing}');
    expect(interpolate('{n, number} and {a, currency}', 'en', {})).toBe(
      '{n, number} and {a, currency}',
    );
    expect(interpolate(`${users}.`, 'en', { other: 1 })).toBe(`${users}.`);
    expect(interpolate('{x, date} {x}', 'en', { x: 'y' })).toBe('{x, date} y');
  });

  it('fills placeholders, even one named other, inside plural branches', () => {
    const text =
      '{count, plural, one {# file of {other} ({size})} other {# files of {other} ({size})}}!';
    expect(interpolate(text, 'en', { count: 1, other: 'Minji', size: '2 MB' })).toBe(
      '1 file of Minji (2 MB)!',
    );
    expect(interpolate(text, 'en', { count: 3, other: 'Minji', size: '2 MB' })).toBe(
      '3 files of Minji (2 MB)!',
    );
    expect(interpolate(text, 'en', { count: 3 })).toBe('3 files of {other} ({size})!');
  });

  it('nests plurals, # being the innermost count', () => {
    const text =
      '{users, plural, one {# user} other {# users}} and {groups, plural, one {# group} other {# groups in {users, plural, one {one place} other {# places}}}}';
    expect(interpolate(text, 'en', { users: 1, groups: 2 })).toBe(
      '1 user and 2 groups in one place',
    );
    expect(interpolate(text, 'en', { users: 1200, groups: 1 })).toBe('1,200 users and 1 group');
  });

  it('puts the Korean particle that fits after a value', () => {
    const join = '{nickname, particle, 으로} 참여합니다.';
    expect(interpolate(join, 'ko', { nickname: '워크테스터' })).toBe('워크테스터로 참여합니다.');
    expect(interpolate(join, 'ko', { nickname: '김민준' })).toBe('김민준으로 참여합니다.');
    expect(interpolate(join, 'ko', { nickname: '하늘' })).toBe('하늘로 참여합니다.');
    // Either form of a pair asks for the pair.
    expect(interpolate('{a, particle, 를} {b, particle, 을}', 'ko', { a: '교재', b: '과제' })).toBe(
      '교재를 과제를',
    );
    expect(interpolate('{ n , particle , 이 }', 'ko', { n: 3 })).toBe('3이');
  });

  it('fills particles inside plural branches and names their params', () => {
    const text = '{count, plural, other {{name, particle, 와} #명}}';
    expect(interpolate(text, 'ko', { count: 2, name: '민지' })).toBe('민지와 2명');
    expect(textParamNames(text)).toEqual(['count', 'name']);
  });

  it('leaves a particle placeholder without its param, or with no particle we know, visible', () => {
    expect(interpolate('{name, particle, 을} 삭제', 'ko', {})).toBe('{name, particle, 을} 삭제');
    expect(interpolate('{name, particle, 에게}', 'ko', { name: '민지' })).toBe(
      '{name, particle, 에게}',
    );
    expect(interpolate('{name, particle}', 'ko', { name: '민지' })).toBe('{name, particle}');
  });

  it('keeps braces that open no placeholder', () => {
    expect(interpolate('a { b } {c d} {e, plural, one {x}', 'en', { c: 1, e: 1 })).toBe(
      'a { b } {c d} {e, plural, one {x}',
    );
    expect(interpolate('# {n}', 'en', { n: 1 })).toBe('# 1');
  });
});

describe('translate with plural texts', () => {
  const catalog = {
    en: { deleted: '{count, plural, one {# user was} other {# users were}} deleted.' },
    ko: { deleted: '사용자 {count, number}명을 삭제했습니다.' },
  };
  it('fills an English fallback with English plural forms', () => {
    const partial = { en: { files: '{n, plural, one {# file} other {# files}}' }, ko: {} };
    expect(translate(partial, 'ko', 'files', { n: 1 })).toBe('1 file');
  });
  it('formats in the locale it translates to', () => {
    expect(translate(catalog, 'en', 'deleted', { count: 1 })).toBe('1 user was deleted.');
    expect(translate(catalog, 'en', 'deleted', { count: 2048 })).toBe('2,048 users were deleted.');
    expect(translate(catalog, 'ko', 'deleted', { count: 2048 })).toBe(
      '사용자 2,048명을 삭제했습니다.',
    );
  });
});

describe('textParamNames', () => {
  it('names plain, formatted and plural params, and those of the branches', () => {
    expect(
      textParamNames(
        '{name}: {n, number}, {amount, currency}, {count, plural, one {# of {max}} other {# of {max} in {where}}}',
      ),
    ).toEqual(['amount', 'count', 'max', 'n', 'name', 'where']);
    expect(textParamNames('{count, number}명')).toEqual(['count']);
    expect(textParamNames('No params, {x, date}, { }')).toEqual([]);
  });
});

describe('a name inside a sentence', () => {
  it('cannot turn the rest of the sentence around with a bidirectional override', () => {
    const text = interpolate('{name}: not allowed', 'en', { name: 'invoice\u202efdp.exe' });
    expect(text).toBe('invoicefdp.exe: not allowed');
  });
});
