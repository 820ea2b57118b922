import { describe, expect, it } from 'vitest';
import { TERMS_PAGES } from '../../../app/routes.tsx';
import { sectionKeys, TERMS_DOCUMENTS, TERMS_ORDER, termsBlocks } from './termsDocuments.ts';
import { termsTexts } from './texts.ts';

describe('the terms documents (screens.md §2.1, §9)', () => {
  it('are the route table’s terms pages, in its order', () => {
    expect(TERMS_ORDER).toEqual([...TERMS_PAGES]);
    expect(Object.keys(TERMS_DOCUMENTS).sort()).toEqual([...TERMS_PAGES].sort());
  });

  it('have every section in Korean and English, and no section beyond the count', () => {
    for (const document of TERMS_ORDER) {
      for (const locale of ['ko', 'en'] as const) {
        const texts = termsTexts[locale] as Record<string, string>;
        for (const keys of sectionKeys(document)) {
          expect(texts[keys.title], `${keys.title} ${locale}`).toBeTruthy();
          expect(texts[keys.body], `${keys.body} ${locale}`).toBeTruthy();
        }
        const next = TERMS_DOCUMENTS[document].sections + 1;
        expect(texts[`terms.${document}.${next}.title`]).toBeUndefined();
      }
    }
  });

  it('state the spec’s facts in the Korean legal text', () => {
    const ko = Object.values(termsTexts.ko).join('\n');
    for (const fact of [
      '9:00부터 18:00까지',
      '매주 토요일 0:00부터 1:00까지',
      '매월 마지막 토요일 0:00부터 4:00까지',
      '장애 시간의 3배',
      '15일(15일 포함) 이전에 가입한 기관은 가입한 달의 이용료 전액',
      '16일 이후에 가입한 기관은 절반',
      '7일 이내에 해지하고 이용 내역이 없는 기관에는 이용료 전액을 환불',
      '한 달에 한 번',
      '접속 기록: 6개월',
      '수업 녹화 영상: 수업 종료 후 1개월',
      '5년',
      '3년',
      '1년',
      '3개월',
      '문자(SMS) 발송 대행사',
      '카드 결제 대행사',
    ]) {
      expect(ko, fact).toContain(fact);
    }
  });
});

describe('a section body', () => {
  it('reads paragraphs and runs of "- " lines as lists', () => {
    expect(termsBlocks('Intro\n- one\n- two\nAfter\n\n- three')).toEqual([
      { kind: 'paragraph', text: 'Intro' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'After' },
      { kind: 'list', items: ['three'] },
    ]);
  });
});
