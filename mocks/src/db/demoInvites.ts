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

/**
 * What the login page's demo panel hands the whiteboard pages (/wb/*, issue 24 item 8): the token
 * the native client would exchange for a session (the teacher's, DEMO_SSO.SIGN_IN_APP) and the
 * room of the demo's regular class, which has attendees, books with a last-read range and
 * reference files of two uploaders. The room code is fixed so that the links stay valid.
 */
export const DEMO_WHITEBOARD = {
  token: 'demo-app-token',
  roomCode: 'RCDEMO0001',
} as const;
