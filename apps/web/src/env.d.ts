/// <reference types="vite/client" />

/** True in `npm start` and the demo build: the mock backend runs in the browser. */
declare const __DEMO__: boolean;

interface ImportMetaEnv {
  /** The api prefix of the server's calls (foundation.md §7 `{api}`); `/boda` when unset. */
  readonly VITE_API_BASE?: string;
  /**
   * The origin of the page in which the whiteboard client frames the /wb pages, when it does so
   * (areas/whiteboard/bridge/transports.ts); unset, no parent window is ever talked to.
   */
  readonly VITE_WHITEBOARD_HOST_ORIGIN?: string;
}

interface Window {
  /** The in-browser mock server's module, in demo builds only (see main.tsx). */
  platformMocks?: typeof import('@platform/mocks/browser');
}
