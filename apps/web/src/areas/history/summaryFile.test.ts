import { describe, expect, it } from 'vitest';
import { summaryFile, summaryFileName } from './summaryFile.ts';

describe('summaryFileName', () => {
  it('names the file after the class, the word summary and the user', () => {
    expect(summaryFileName({ meetTitle: '중1 수학 기본반', summary: '요약', user: '김민준' })).toBe(
      '중1 수학 기본반_요약_김민준.txt',
    );
  });

  it('replaces what a file system refuses and leaves out an empty part', () => {
    expect(summaryFileName({ meetTitle: 'A/B: "x"?', summary: 'summary', user: '' })).toBe(
      'A_B_ _x__summary.txt',
    );
    expect(summaryFileName({ meetTitle: '', summary: '', user: '' })).toBe('summary.txt');
  });
});

describe('summaryFile', () => {
  it('is UTF-8 with a byte-order mark, so Korean opens intact in Windows tools', async () => {
    const file = summaryFile('첫 줄\n둘째 줄', {
      meetTitle: '수업',
      summary: '요약',
      user: '전체',
    });
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFF첫 줄\r\n둘째 줄',
    );
    expect(file.blob.type).toBe('text/plain;charset=utf-8');
    expect(file.fileName).toBe('수업_요약_전체.txt');
  });
});
