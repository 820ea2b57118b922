import { describe, expect, it } from 'vitest';
import { finalSound, isKoreanParticle, particleFor, withParticle } from './particle.ts';

describe('particleFor', () => {
  it('takes 이, 을, 은, 으로, 과 after a final consonant (받침)', () => {
    expect(['이', '을', '은', '으로', '과'].map((p) => withParticle('학생', p as '이'))).toEqual([
      '학생이',
      '학생을',
      '학생은',
      '학생으로',
      '학생과',
    ]);
  });

  it('takes 가, 를, 는, 로, 와 after a vowel', () => {
    expect(['가', '를', '는', '로', '와'].map((p) => withParticle('교재', p as '가'))).toEqual([
      '교재가',
      '교재를',
      '교재는',
      '교재로',
      '교재와',
    ]);
    expect(withParticle('워크테스터', '으로')).toBe('워크테스터로');
  });

  it('takes 로 after ㄹ, and the consonant forms of the others', () => {
    expect(withParticle('서울', '으로')).toBe('서울로');
    expect(withParticle('하늘', '로')).toBe('하늘로');
    expect(withParticle('교실', '이')).toBe('교실이');
    expect(withParticle('교실', '를')).toBe('교실을');
    expect(withParticle('교실', '와')).toBe('교실과');
  });

  it('answers the same whichever form of the pair is asked for', () => {
    for (const [one, other] of [
      ['이', '가'],
      ['을', '를'],
      ['은', '는'],
      ['으로', '로'],
      ['과', '와'],
    ] as const) {
      for (const word of ['학생', '교재', '서울']) {
        expect(particleFor(word, one), `${word} ${one}`).toBe(particleFor(word, other));
      }
    }
  });

  it('reads a number as it is said: 일, 이, 삼 … and 십, 백, 천, 만', () => {
    expect(withParticle('1', '으로')).toBe('1로'); // 일
    expect(withParticle('2', '을')).toBe('2를'); // 이
    expect(withParticle('3', '으로')).toBe('3으로'); // 삼
    expect(withParticle('6', '은')).toBe('6은'); // 육
    expect(withParticle('7', '으로')).toBe('7로'); // 칠
    expect(withParticle('9', '이')).toBe('9가'); // 구
    expect(withParticle('0', '이')).toBe('0이'); // 영
    expect(withParticle('수학 10', '이')).toBe('수학 10이'); // 십
    expect(withParticle('Demo#2580', '이')).toBe('Demo#2580이'); // 팔십
    expect(withParticle('1,000', '으로')).toBe('1,000으로'); // 천
    expect(withParticle('20000', '으로')).toBe('20000으로'); // 만
    expect(withParticle('1000000000000', '이')).toBe('1000000000000가'); // 조
    expect(withParticle('v1.5', '로')).toBe('v1.5로'); // 오
  });

  it('reads past closing brackets, quotes and spaces', () => {
    expect(withParticle('수학(기초)', '을')).toBe('수학(기초)를');
    expect(withParticle('“1단원”', '이')).toBe('“1단원”이');
    expect(withParticle('교재 ', '을')).toBe('교재 를');
  });

  it('gives both forms after a Latin word, a symbol or nothing, since their sound is unknown', () => {
    expect(withParticle('admin', '으로')).toBe('admin(으)로');
    expect(withParticle('PDF', '을')).toBe('PDF을(를)');
    expect(particleFor('Tom', '가')).toBe('이(가)');
    expect(particleFor('ㅋㅋ', '는')).toBe('은(는)');
    expect(particleFor('#', '과')).toBe('과(와)');
    expect(particleFor('', '을')).toBe('을(를)');
    expect(particleFor('  ', '로')).toBe('(으)로');
  });
});

describe('finalSound', () => {
  it('tells a vowel, a final consonant, ㄹ and the unknown apart', () => {
    expect(finalSound('가')).toBe('vowel');
    expect(finalSound('각')).toBe('consonant');
    expect(finalSound('갈')).toBe('rieul');
    expect(finalSound('힣')).toBe('consonant');
    expect(finalSound('abc')).toBe('unknown');
    expect(finalSound('')).toBe('unknown');
  });
});

describe('isKoreanParticle', () => {
  it('knows the ten forms and nothing else', () => {
    expect(
      ['이', '가', '을', '를', '은', '는', '으로', '로', '과', '와'].every(isKoreanParticle),
    ).toBe(true);
    expect(isKoreanParticle('에게')).toBe(false);
    expect(isKoreanParticle('(으)로')).toBe(false);
  });
});
