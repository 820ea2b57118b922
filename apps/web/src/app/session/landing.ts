import { landingRoute } from '@platform/contract';
import type { SignedIn } from './session.ts';

/**
 * A phone, for the landing redirect (foundation.md §2 "a student on a mobile device"). assumed:
 * a touch-first device whose screen is at most the mobile breakpoint wide (576 px, foundation.md
 * §9), or a user agent that says it is a phone.
 */
export function isMobileDevice(win: Pick<Window, 'matchMedia' | 'navigator'> = window): boolean {
  const phoneAgent = /Android.+Mobile|iPhone|iPod|Windows Phone|Mobile Safari/i.test(
    win.navigator.userAgent,
  );
  const smallTouch =
    typeof win.matchMedia === 'function' &&
    win.matchMedia('(pointer: coarse) and (max-width: 576px)').matches;
  return phoneAgent || smallTouch;
}

/** The path a signed-in user lands on: /{companyId}/meet/list, or task/list for some students. */
export function landingPath(signedIn: SignedIn, mobile = isMobileDevice()): string {
  const route = landingRoute({
    userType: signedIn.user.userType,
    isMobile: mobile,
    funcUse: signedIn.config.funcUse,
    roomCategory3: signedIn.config.roomCategory3,
    emergencyMode: signedIn.emergencyMode,
  });
  return `/${encodeURIComponent(signedIn.companyId)}/${route}`;
}
