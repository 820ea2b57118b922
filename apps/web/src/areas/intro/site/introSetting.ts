import { type IntroSetting, introSettingFromCfg } from '@platform/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../../app/session/api.ts';

export type IntroSettingState =
  | { status: 'pending' }
  | { status: 'ready'; setting: IntroSetting }
  | { status: 'failed' };

const PENDING: IntroSettingState = { status: 'pending' };

let state: IntroSettingState = PENDING;
let loading = false;
const listeners = new Set<() => void>();

function settle(next: IntroSettingState) {
  state = next;
  loading = false;
  for (const listener of listeners) listener();
}

/**
 * Starts the site's one INTRO_SETTING read, with the route's chunk (issue 18 item 2) or when a
 * prerendered page hydrates. The prerender runs no request: at build time there is no server, so
 * what the setting fills in (contacts, company lines, social links) is rendered after the reply.
 * A failed read is tried again by the next page that asks.
 */
export function startIntroSettingLoad(): void {
  if (typeof window === 'undefined' || loading || state.status === 'ready') return;
  loading = true;
  api
    .result('openServiceIntro.INTRO_SETTING', {})
    .then((reply) => settle({ status: 'ready', setting: introSettingFromCfg(reply?.cfg ?? '') }))
    .catch(() => settle({ status: 'failed' }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The site's setting. The server snapshot is always pending, and so is the first render of a
 * hydrating page: the prerendered HTML and the first client render agree.
 */
export function useIntroSetting(): IntroSettingState {
  useEffect(() => startIntroSettingLoad(), []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => PENDING,
  );
}

/** Stories start each from a fresh read, so that a scenario of the mock takes effect. */
export function forgetIntroSetting(): void {
  settle(PENDING);
}
