import { contractTexts, mergeCatalogs, type TextParams, translate } from '@platform/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/index.ts';
import { uiTexts } from '../i18n/texts.ts';
import { TextField } from '../TextField/index.ts';
import { isCommitEnter, isCompositionEnter } from './composition.ts';
import { errorText, fieldErrorText } from './fieldError.ts';
import { countGraphemes, truncateGraphemes } from './graphemes.ts';

describe('countGraphemes', () => {
  it('counts Korean syllables, not jamo or code units', () => {
    expect(countGraphemes('한글')).toBe(2);
    // A syllable written as conjoining jamo (NFD) is still one character on screen.
    expect(countGraphemes('한'.normalize('NFD'))).toBe(1);
  });

  it('counts an emoji with a skin tone, a family and a flag once each', () => {
    expect(countGraphemes('👍🏽')).toBe(1);
    expect(countGraphemes('👨‍👩‍👧')).toBe(1);
    expect(countGraphemes('🇰🇷')).toBe(1);
    expect('👨‍👩‍👧'.length).toBeGreaterThan(1);
  });

  it('counts nothing in an empty text', () => {
    expect(countGraphemes('')).toBe(0);
  });
});

describe('truncateGraphemes', () => {
  it('keeps at most max clusters and never splits one', () => {
    expect(truncateGraphemes('가나다라', 3)).toBe('가나다');
    expect(truncateGraphemes('ab👨‍👩‍👧c', 3)).toBe('ab👨‍👩‍👧');
    expect(truncateGraphemes('ab', 3)).toBe('ab');
  });
});

describe('composition guard', () => {
  it('treats Enter as the input method’s while composing', () => {
    expect(isCompositionEnter({ key: 'Enter' }, true)).toBe(true);
    expect(isCompositionEnter({ key: 'Enter', isComposing: true }, false)).toBe(true);
    // Safari's Enter that ends a composition arrives after compositionend with keyCode 229.
    expect(isCompositionEnter({ key: 'Enter', keyCode: 229 }, false)).toBe(true);
  });

  it('lets the Enter after compositionend submit', () => {
    expect(isCommitEnter({ key: 'Enter', keyCode: 13, isComposing: false }, false)).toBe(true);
    expect(isCommitEnter({ key: 'a' }, false)).toBe(false);
    expect(isCommitEnter({ key: 'Enter' }, true)).toBe(false);
  });
});

describe('error texts', () => {
  const catalog = mergeCatalogs(contractTexts, uiTexts);
  const t = (key: string, params?: TextParams) => translate(catalog, 'ko', key, params);

  it('turns a contract key and a fault into the user’s language', () => {
    expect(errorText('valid.required', t)).toBe('필수 입력 항목입니다.');
    expect(errorText({ key: 'valid.maxLength', params: { max: 20 } }, t)).toBe(
      '20자 이내로 입력해 주세요.',
    );
    expect(errorText('이미 쓰는 아이디입니다.', t)).toBe('이미 쓰는 아이디입니다.');
    expect(errorText(null, t)).toBeUndefined();
  });

  it('reads a react-hook-form error whose message is a key', () => {
    expect(fieldErrorText({ type: 'custom', message: 'valid.email' }, t)).toBe(
      '올바른 이메일 주소를 입력해 주세요.',
    );
    expect(fieldErrorText({ type: 'required', message: '' }, t)).toBe('필수 입력 항목입니다.');
    expect(fieldErrorText(undefined, t)).toBeUndefined();
  });
});

afterEach(cleanup);

function renderField(props: Parameters<typeof TextField>[0]) {
  return render(
    <LocaleProvider locale="ko">
      <form onSubmit={(event) => event.preventDefault()}>
        <TextField {...props} />
      </form>
    </LocaleProvider>,
  );
}

describe('TextField under composition', () => {
  it('does not cut or count mid-composition, and enforces the limit at compositionend', () => {
    const onValueChange = vi.fn();
    renderField({ label: '이름', maxLength: 3, showCounter: true, onValueChange });
    const input = screen.getByRole('textbox', { name: '이름' }) as HTMLInputElement;

    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '가나다라' } });
    expect(input.value).toBe('가나다라');
    expect(screen.getByText('0/3')).toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();

    fireEvent.compositionEnd(input);
    expect(input.value).toBe('가나다');
    expect(screen.getByText('3/3')).toBeInTheDocument();
    expect(onValueChange).toHaveBeenLastCalledWith('가나다');
  });

  it('swallows Enter while composing and passes it on after compositionend', () => {
    const onEnter = vi.fn();
    renderField({ label: '이름', onEnter });
    const input = screen.getByRole('textbox', { name: '이름' });

    fireEvent.compositionStart(input);
    const composingEnter = fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(composingEnter).toBe(false); // default prevented
    expect(onEnter).not.toHaveBeenCalled();

    act(() => {
      fireEvent.compositionEnd(input);
    });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onEnter).toHaveBeenCalledOnce();
  });
});
