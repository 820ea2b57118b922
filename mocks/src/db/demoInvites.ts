// Kept apart from the seed so that the login page's demo panel can import the code it shows
// (`@platform/mocks/demo-accounts`) without the mock server.

/**
 * The invite codes of the seed, by what the invite lookup answers for them (screens.md §8): a
 * running class of the demo institution, an open-join room (no class yet, anyone may open it:
 * meetIdx 0), a room whose class has not started (author first: WB-403-105), a closed room
 * (WB-403-112) and a running class of another institution (not the demo's: the invite page
 * answers 'invalid invite link').
 */
export const DEMO_INVITE = {
  running: '482915736',
  openJoin: '246813579',
  notStarted: '735120948',
  closed: '918273645',
  otherCompany: '551234987',
  /** Answers WB-400-220: no room has it. */
  unknown: '111222333',
} as const;

/** The code the login page's demo panel offers: the demo institution's running class. */
export const DEMO_INVITE_CODE = DEMO_INVITE.running;
