/**
 * The pages the demo serves itself (apps/web/demo-pages, built into the demo build only). The
 * demo institutions' help link, contacts and the classroom client's download point at them
 * (issue 16: they pointed at hosts that do not exist). Paths of the demo's own site, which the
 * contract's readers take for links (readLink).
 */
export const DEMO_PAGES = {
  /** What the demo is, its accounts, where each feature is, and whom to ask (#contact). */
  help: '/demo-pages/help.html',
  /** The classroom client and how to install it, one section per client type (#windows...). */
  classroomClient: '/demo-pages/classroom-client.html',
} as const;
