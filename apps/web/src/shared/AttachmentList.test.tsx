import { LocaleProvider } from '@platform/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AttachmentList } from './AttachmentList.tsx';

afterEach(cleanup);

const inKorean = (node: React.ReactNode) =>
  render(<LocaleProvider locale="ko">{node}</LocaleProvider>);

describe('AttachmentList', () => {
  it('messageFileNameBidiControls: a name sent with bidi controls shows without them', () => {
    // U+202E turns "txt.exe" into what reads as "exe.txt"; the message popup showed it as sent.
    inKorean(
      <AttachmentList
        files={[{ fileIdx: 7, orgFileName: 'report\u202Etxt.exe' }]}
        headingId="files"
        download={vi.fn()}
      />,
    );
    expect(screen.getByText('reporttxt.exe')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'reporttxt.exe 내려받기' })).toBeTruthy();
  });

  it('downloads once for a double click, and names the file that failed', async () => {
    let fail: (error: Error) => void = () => {};
    const download = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    inKorean(
      <AttachmentList
        files={[{ fileIdx: 1, orgFileName: '시험범위.pdf' }]}
        headingId="files"
        download={download}
      />,
    );
    const button = screen.getByRole('button', { name: '시험범위.pdf 내려받기' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(download).toHaveBeenCalledTimes(1);
    await act(async () => fail(new Error('network')));
    expect(screen.getByText(/^시험범위\.pdf: 파일을 내려받지 못했습니다\./)).toBeTruthy();
  });

  it('says there are none only when asked to', () => {
    const { rerender } = inKorean(
      <AttachmentList files={[]} headingId="files" download={vi.fn()} />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    rerender(
      <LocaleProvider locale="ko">
        <AttachmentList files={[]} headingId="files" showEmpty download={vi.fn()} />
      </LocaleProvider>,
    );
    expect(screen.getByText('첨부 파일이 없습니다.')).toBeTruthy();
  });
});
