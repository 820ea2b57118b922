import { PDFDocument, rgb } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { startMockWorker } from '../browser.ts';
import { DEMO_PASSWORD, resetDb } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';

// In Chromium: an uploaded PDF's pages are rendered with pdf.js (Node answers a placeholder).
describe('the pages of an uploaded PDF in a browser', () => {
  let stop = () => {};
  afterAll(() => {
    stop();
    resetDb();
  });

  it('renders a page of the uploaded PDF as a PNG the width of a page image', async () => {
    const worker = await startMockWorker();
    stop = () => worker.stop();
    const signedIn = await callEndpoint<{ result: { token: { access_token: string } } }>(
      'openLogin.loginBoda',
      { fields: { companyId: 'demo', username: 'teacher', password: DEMO_PASSWORD } },
    );
    const accessToken = signedIn.body.result.token.access_token;
    const pdf = await PDFDocument.create();
    for (let i = 0; i < 3; i += 1) {
      const page = pdf.addPage([400, 600]);
      // A black page 2, white others: the rendered pixels tell the pages apart.
      if (i === 1) page.drawRectangle({ x: 0, y: 0, width: 400, height: 600, color: rgb(0, 0, 0) });
    }
    const file = new File([new Uint8Array(await pdf.save())], '렌더링.pdf', {
      type: 'application/pdf',
    });
    const added = await callEndpoint<{ result: { bookIdx: number; pageCount: number } }>(
      'book.ADD',
      { accessToken, fields: { book: { bookName: '렌더링 교재', bookType: 1 }, pageFile_0: file } },
    );
    expect(added.body.result.pageCount).toBe(3);
    const pages = await callEndpoint<{ pageList: { pageNo: number; imgUrl: string }[] }>(
      'book.VIEW_WITH_PAGE',
      { accessToken, fields: { bookIdx: added.body.result.bookIdx } },
    );
    const darkness = async (pageNo: number) => {
      const imgUrl = pages.body.pageList[pageNo - 1]?.imgUrl ?? '';
      const response = await fetch(imgUrl, { headers: { Authorization: `Bearer ${accessToken}` } });
      expect(response.headers.get('content-type')).toBe('image/png');
      const bitmap = await createImageBitmap(await response.blob());
      expect(bitmap.width).toBe(800);
      expect(bitmap.height).toBe(1200);
      const canvas = new OffscreenCanvas(1, 1);
      const context = canvas.getContext('2d');
      context?.drawImage(bitmap, 400, 600, 1, 1, 0, 0, 1, 1);
      return 255 - (context?.getImageData(0, 0, 1, 1).data[0] ?? 255);
    };
    expect(await darkness(1)).toBeLessThan(20);
    expect(await darkness(2)).toBeGreaterThan(230);
  }, 60_000);
});
