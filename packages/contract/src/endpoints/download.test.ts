import { describe, expect, it } from 'vitest';
import { endpoints } from './catalogue.ts';
import {
  DEFAULT_DOWNLOAD_FILE_NAME,
  fileNameFromContentDisposition,
  twoStepDownloads,
} from './download.ts';

describe('the two-step download (foundation.md §7 File downloads)', () => {
  it.each(Object.entries(twoStepDownloads))(
    '%s: info replies JSON file info, then a GET replies the file',
    (_, steps) => {
      const info = endpoints[steps.info];
      const file = endpoints[steps.file];
      expect(info.method).toBe('GET');
      expect(info.reply).toBe('json');
      expect(
        info.response?.safeParse({ success: true, result: { fileIdx: 1, fileName: 'a.pdf' } })
          .success,
      ).toBe(true);
      expect(file.method).toBe('GET');
      expect(file.reply).toBe('file');
    },
  );
  it('covers the screens’ file types (BOARD, MANUAL, NOTE_PDF, MESSAGE, MEET_FILE) and recordings', () => {
    expect(Object.keys(twoStepDownloads).sort()).toEqual(
      ['BOARD', 'MANUAL', 'MEET_FILE', 'MESSAGE', 'NOTE_PDF', 'RECORD'].sort(),
    );
  });
  it('sends the bearer token on every second step except the manual', () => {
    for (const [kind, steps] of Object.entries(twoStepDownloads)) {
      expect(steps.bearer, kind).toBe(kind !== 'MANUAL');
    }
  });
  it('the info step takes a timestamp ("with a timestamp")', () => {
    expect(
      endpoints['board.GET_FILE'].request.parse({ fileIdx: '1', timestamp: '1700000000000' }),
    ).toEqual({
      fileIdx: 1,
      timestamp: 1700000000000,
    });
  });
});

describe('fileNameFromContentDisposition', () => {
  it('defaults to download.zip', () => {
    expect(DEFAULT_DOWNLOAD_FILE_NAME).toBe('download.zip');
    expect(fileNameFromContentDisposition(null)).toBe('download.zip');
    expect(fileNameFromContentDisposition('attachment')).toBe('download.zip');
  });
  it('reads a quoted and a bare filename', () => {
    expect(fileNameFromContentDisposition('attachment; filename="note.pdf"')).toBe('note.pdf');
    expect(fileNameFromContentDisposition('attachment; filename=report.xls')).toBe('report.xls');
  });
  it('prefers the UTF-8 filename* (Korean names)', () => {
    const header = `attachment; filename="fallback.zip"; filename*=UTF-8''${encodeURIComponent('수업 노트.zip')}`;
    expect(fileNameFromContentDisposition(header)).toBe('수업 노트.zip');
  });
  it('falls back to the plain filename when filename* is malformed', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.zip"`),
    ).toBe('ok.zip');
  });
});
