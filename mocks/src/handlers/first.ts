import type { Implementation } from '../server/router.ts';
import { companyImplementations } from './company.ts';
import { downloadImplementations } from './downloads.ts';
import { introImplementations } from './intro.ts';
import { inviteImplementations } from './invite.ts';
import { sessionImplementations } from './session.ts';

/**
 * The open calls a page makes before anyone signs in: the institution lookup, its login info and
 * branding (and the logos they point at), sign-in, SSO, token renewal, the invite lookups, the
 * client download and the public site's setting and mails (issue 23). The demo's mock chunk holds
 * only these, so its login page waits for no other handler code (issue 18 item 5).
 */
export const firstImplementations: readonly Implementation[] = [
  ...companyImplementations,
  ...sessionImplementations,
  ...inviteImplementations,
  ...downloadImplementations,
  ...introImplementations,
];

/**
 * Every other call (the signed-in screens' calls, with their Excel, PDF, ZIP and page-image work):
 * a chunk of its own, loaded by the first call that needs it or a few seconds after the start.
 */
export async function loadLaterImplementations(): Promise<readonly Implementation[]> {
  return (await import('./later.ts')).laterImplementations;
}
