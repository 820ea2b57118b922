import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors/catalogue.ts';
import { errorTexts } from '../errors/texts.ts';
import { RECORD_DOWNLOAD_REFUSAL } from './recordDownload.ts';

describe('RECORD_DOWNLOAD_REFUSAL (assumed)', () => {
  it('is a permission refusal of the catalogue, with the spec text of its own', () => {
    expect(errorCatalogue[RECORD_DOWNLOAD_REFUSAL.code]?.status).toBe(403);
    expect(errorTexts.ko[RECORD_DOWNLOAD_REFUSAL.textKey]).toBe(
      '녹화 파일 다운로드 권한이 없습니다.',
    );
    expect(errorTexts.en[RECORD_DOWNLOAD_REFUSAL.textKey]).toMatch(/download recordings/);
  });
});
