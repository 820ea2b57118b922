import {
  contractTexts,
  isKoreanParticle,
  mergeCatalogs,
  type TextParams,
  translate,
} from '@platform/contract';
import { uiTexts } from '@platform/ui';
import { describe, expect, it } from 'vitest';
import { webTexts } from './webTexts.ts';

const catalog = mergeCatalogs(contractTexts, uiTexts, webTexts);
const korean = Object.entries(catalog.ko);
const ko = (key: string, params?: TextParams) => translate(catalog, 'ko', key, params);

/**
 * One word for one thing in the Korean texts: the word a text must not use, and the one it uses
 * instead. Add a row when two words for the same thing turn up.
 */
const GLOSSARY = [
  // Homework: the tabs, the deploy dialog and the lists say 과제.
  { avoid: '숙제', use: '과제' },
] as const;

/** The keys whose Korean text contains `word`. */
const keysSaying = (word: string) =>
  korean.filter(([, text]) => text.includes(word)).map(([key]) => key);

describe('the Korean glossary (issue 16: 숙제 and 과제 were mixed)', () => {
  it.each(GLOSSARY)('says $use, never $avoid', ({ avoid, use }) => {
    expect(keysSaying(avoid), `these keys say ${avoid} where the product says ${use}`).toEqual([]);
  });
});

/** "(으)로", "을(를)", "이(가)", "은(는)", "와(과)": both forms written out for the reader to choose. */
const BOTH_FORMS = /\((?:으|이|가|을|를|은|는|과|와)\)/;

/** A value followed straight by a particle, whose form the text cannot know. */
const PARTICLE_AFTER_VALUE =
  /\{\s*\w+\s*(?:,\s*(?:number|currency)\s*)?\}(?:이|가|을|를|은|는|으로|로|과|와)(?![\uac00-\ud7a3])/;

const PARTICLE_PLACEHOLDER = /\{\s*\w+\s*,\s*particle\s*,\s*([^}]*?)\s*\}/g;

describe('Korean particles (issue 16: "admin(으)로 로그인")', () => {
  it('no Korean text writes both forms of a particle', () => {
    expect(korean.filter(([, text]) => BOTH_FORMS.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('no Korean text puts a fixed particle after a value: it asks for {name, particle, 을}', () => {
    expect(
      korean.filter(([, text]) => PARTICLE_AFTER_VALUE.test(text)).map(([key]) => key),
    ).toEqual([]);
  });

  it('every particle placeholder names a particle the interpolation knows', () => {
    const unknown = korean.flatMap(([key, text]) =>
      [...text.matchAll(PARTICLE_PLACEHOLDER)]
        .filter(([, particle = '']) => !isKoreanParticle(particle))
        .map(([placeholder]) => `${key}: ${placeholder}`),
    );
    expect(unknown).toEqual([]);
  });

  // The values of these texts can be Latin words or Korean ones: each reads right with both.
  it.each([
    ['login.demoSignIn', { name: 'admin' }, 'admin 계정으로 로그인'],
    ['login.demoSignIn', { name: '관리자' }, '관리자 계정으로 로그인'],
    [
      'invite.confirm.joinMessage',
      { meetTitle: '수학 1반', nickname: '워크테스터' },
      '“수학 1반” 수업에 워크테스터 닉네임으로 참여합니다.',
    ],
    [
      'invite.confirm.joinMessage',
      { meetTitle: 'Math 1', nickname: 'Tom' },
      '“Math 1” 수업에 Tom 닉네임으로 참여합니다.',
    ],
    [
      'invite.confirm.openJoinMessage',
      { meetTitle: '수학 1반', nickname: 'Tom' },
      '“수학 1반” 수업이 아직 시작되지 않았습니다. 수업을 열고 Tom 닉네임으로 참여합니다.',
    ],
    ['textbooks.copied', { name: '사고력 수학' }, '사고력 수학 교재로 복사했습니다.'],
    ['textbooks.copied', { name: 'Math 2' }, 'Math 2 교재로 복사했습니다.'],
    [
      'bookPdf.suffixRule',
      { list: '_문제, _worksheet' },
      '파일 이름은 _문제, _worksheet 중 하나로 끝나야 합니다.',
    ],
  ] as const)('%s reads naturally with %o', (key, params, expected) => {
    expect(ko(key, params)).toBe(expected);
  });
});
