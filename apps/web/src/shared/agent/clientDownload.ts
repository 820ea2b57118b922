import { api } from '../../app/session/api.ts';

/** The installer's address ('openApp.DOWNLOAD_CLIENT' downloadLink). */
export async function clientDownloadLink(companyId: string | undefined): Promise<string> {
  const reply = await api.result('openApp.DOWNLOAD_CLIENT', companyId ? { companyId } : {});
  if (!reply?.downloadLink) throw new Error('no download link');
  return reply.downloadLink;
}
