import { readConfigString } from '@platform/contract';
import { HttpResponse } from 'msw';
import { ok } from '../api.ts';
import { nextIdx } from '../db/context.ts';
import { db } from '../db/index.ts';
import { companyById } from '../db/queries.ts';
import type { MockCompany, MockFile } from '../db/types.ts';
import { DEMO_PAGES } from '../demoPages.ts';
import { MOCK_ERROR } from '../errors.ts';
import { onePagePdf } from '../onePagePdf.ts';
import { implement, refuse } from '../server/router.ts';

/**
 * The client types the download page has a section for (foundation.md §7 "GET /open/app/bodaApp
 * DOWNLOAD_CLIENT (returns downloadLink)"). assumed: the page asks for one, Windows unless it
 * says otherwise. A real server answers an installer of a download host of the product; the
 * demo has no installer and no such host (issue 16), so it answers its own page about the
 * classroom client and how to install it, at the section of the client type.
 */
const CLIENT_TYPES: ReadonlySet<string> = new Set(['windows', 'mac', 'android', 'ios']);

/** The download link the mock answers for a client type. */
export function clientDownloadLink(clientType: string | undefined): string {
  const type = clientType && CLIENT_TYPES.has(clientType) ? clientType : 'windows';
  return `${DEMO_PAGES.classroomClient}#${type}`;
}

/** A one-page PDF whose text names the institution: a real file a PDF reader opens. */
export function manualPdf(title: string): string {
  // Only ASCII goes into the content stream: the standard font has no Korean glyphs.
  const text = title.replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, '') || 'Manual';
  return onePagePdf(`${text} - user manual`, 24);
}

/** The institution's manual (WEB_FILE_MANUAL names it), made once and kept in the files table. */
export function manualOf(company: MockCompany): MockFile {
  const fileName = readConfigString(company.cfg).config.fileManual;
  if (!fileName) refuse(MOCK_ERROR.fileNotFound);
  const existing = db.files.find(
    (file) => file.fileName === fileName && file.regUserIdx === -company.companyIdx,
  );
  if (existing) return existing;
  const file: MockFile = {
    fileIdx: nextIdx(db, 'fileIdx'),
    fileName,
    contentType: 'application/pdf',
    body: manualPdf(company.companyName),
    // assumed bookkeeping: the institution's own files carry its index, negated, as uploader.
    regUserIdx: -company.companyIdx,
  };
  db.files.push(file);
  return file;
}

export const downloadImplementations = [
  implement('openApp.DOWNLOAD_CLIENT', ({ fields }) => {
    if (fields.companyId !== undefined && !companyById(db, fields.companyId)) {
      refuse(MOCK_ERROR.companyNotFound);
    }
    return ok({ downloadLink: clientDownloadLink(fields.clientType) });
  }),

  implement('openAppManual.MANUAL', ({ fields }) => {
    const company = companyById(db, fields.companyId) ?? refuse(MOCK_ERROR.companyNotFound);
    const file = manualOf(company);
    return ok({ fileIdx: file.fileIdx, fileName: file.fileName });
  }),

  implement('openAppManual.DOWNLOAD_FILE', ({ fields }) => {
    const file = db.files.find((candidate) => candidate.fileIdx === fields.fileIdx);
    if (!file || file.regUserIdx >= 0 || file.contentType !== 'application/pdf') {
      refuse(MOCK_ERROR.fileNotFound);
    }
    return new HttpResponse(file.body, {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      },
    });
  }),
];
