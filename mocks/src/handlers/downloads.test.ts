import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../db/index.ts';
import { callEndpoint } from '../server/callEndpoint.ts';
import { useMockServer } from '../testing/setup.ts';
import { CLIENT_DOWNLOAD_HOST } from './downloads.ts';

useMockServer();

describe('the open downloads (foundation.md §7 Open calls)', () => {
  it('answers the client installer link, per client type', async () => {
    const reply = await callEndpoint('openApp.DOWNLOAD_CLIENT', {
      fields: { companyId: DEMO_COMPANY_ID },
    });
    expect(reply.body).toMatchObject({ success: true });
    expect((reply.body as { result: { downloadLink: string } }).result.downloadLink).toBe(
      `${CLIENT_DOWNLOAD_HOST}/BodaClassroomSetup.exe`,
    );
  });

  it('hands out the institution manual as a real PDF in two steps', async () => {
    const info = await callEndpoint('openAppManual.MANUAL', {
      fields: { companyId: DEMO_COMPANY_ID },
    });
    const { fileIdx, fileName } = (info.body as { result: { fileIdx: number; fileName: string } })
      .result;
    expect(fileName).toBe('boda-manual.pdf');
    const file = await callEndpoint<string>('openAppManual.DOWNLOAD_FILE', {
      fields: { fileIdx },
    });
    expect(file.contentType).toBe('application/pdf');
    expect(file.body.startsWith('%PDF-1.4')).toBe(true);
    expect(file.body).toContain('/Count 1');
  });

  it('refuses an unknown institution', async () => {
    const reply = await callEndpoint('openAppManual.MANUAL', { fields: { companyId: 'nowhere' } });
    expect(reply.body).toMatchObject({ success: false, errorCode: 'WB-400-205' });
  });
});
