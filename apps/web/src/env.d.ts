/// <reference types="vite/client" />

/** True in `npm start` and the demo build: the mock backend runs in the browser. */
declare const __DEMO__: boolean;

interface ImportMetaEnv {
  /** The api prefix of the server's calls (foundation.md §7 `{api}`); `/boda` when unset. */
  readonly VITE_API_BASE?: string;
}

interface Window {
  /** The in-browser mock server's module, in demo builds only (see main.tsx). */
  platformMocks?: typeof import('@platform/mocks/browser');
}
