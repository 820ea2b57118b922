import { SSO_STATE } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  forgetGneState,
  GNE_STATE_STORAGE_KEY,
  gneAuthorizeUrl,
  gneEntry,
  gneStateMatches,
  homeWithErrorCode,
  homeWithResult,
  isHomeResult,
  mainPathOf,
  newSsoState,
  rememberGneState,
  SSO_STATE_VIEW,
} from './ssoFlow.ts';
import { ssoTexts } from './texts.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('/sso/gne entry (screens.md §2.2)', () => {
  it('signs in with a code, even when requireAuth is still in the address', () => {
    expect(gneEntry({ code: 'c' })).toBe('sign-in');
    expect(gneEntry({ code: 'c', requireAuth: 'true' })).toBe('sign-in');
  });
  it('authorizes only for requireAuth=true', () => {
    expect(gneEntry({ requireAuth: 'true' })).toBe('authorize');
    expect(gneEntry({ requireAuth: 'false' })).toBe('no-code');
    expect(gneEntry({ requireAuth: 'TRUE' })).toBe('no-code');
  });
  it('shows user-info-not-found with neither, and a provider refusal as such', () => {
    expect(gneEntry({})).toBe('no-code');
    expect(gneEntry({ code: '' })).toBe('no-code');
    expect(gneEntry({ error: 'access_denied', requireAuth: 'true' })).toBe('refused');
  });
});

describe('the GNE authorize address', () => {
  const endpoint = 'https://provider.example/oauth2/authorize';
  it('carries response_type=code, client_id, redirect_uri and state', () => {
    const url = new URL(
      gneAuthorizeUrl(
        endpoint,
        { clientId: 'client-1', redirectUri: 'https://app.example/sso/gne' },
        'abc',
        'https://own.example/sso/gne',
      ) ?? '',
    );
    expect(url.origin + url.pathname).toBe(endpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'https://app.example/sso/gne',
      state: 'abc',
    });
  });
  it('falls back on the own address without a configured redirect', () => {
    const url = new URL(
      gneAuthorizeUrl(endpoint, { clientId: 'c' }, 's', 'https://own/sso/gne') ?? '',
    );
    expect(url.searchParams.get('redirect_uri')).toBe('https://own/sso/gne');
  });
  it('passes on no redirect address from the server that is not http(s) (issue 17 item 2)', () => {
    for (const redirectUri of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', '//evil.test', 'r']) {
      const url = new URL(
        gneAuthorizeUrl(endpoint, { clientId: 'c', redirectUri }, 's', 'https://own/sso/gne') ?? '',
      );
      expect(url.searchParams.get('redirect_uri'), redirectUri).toBe('https://own/sso/gne');
    }
  });
  it('is null without a client id (NO_CLIENT_ID)', () => {
    expect(gneAuthorizeUrl(endpoint, {}, 's', 'x')).toBeNull();
    expect(gneAuthorizeUrl(endpoint, { clientId: '  ' }, 's', 'x')).toBeNull();
    expect(gneAuthorizeUrl(endpoint, { clientId: null, redirectUri: 'r' }, 's', 'x')).toBeNull();
  });
});

describe('the random state', () => {
  it('is 32 hex characters from getRandomValues', () => {
    const fixed = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.fill(171);
        return array;
      },
    } as Pick<Crypto, 'getRandomValues'>;
    expect(newSsoState(fixed)).toBe('ab'.repeat(16));
  });
  it('differs between calls with the real crypto', () => {
    const first = newSsoState();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newSsoState()).not.toBe(first);
  });
  it('is checked against what this tab sent, and forgotten after use', () => {
    const storage = memoryStorage();
    expect(gneStateMatches('abc', storage)).toBe(false);
    rememberGneState('abc', storage);
    expect(storage.items.get(GNE_STATE_STORAGE_KEY)).toBe('abc');
    expect(gneStateMatches('abc', storage)).toBe(true);
    expect(gneStateMatches('abd', storage)).toBe(false);
    expect(gneStateMatches(null, storage)).toBe(false);
    expect(gneStateMatches('', storage)).toBe(false);
    forgetGneState(storage);
    expect(gneStateMatches('abc', storage)).toBe(false);
  });
});

describe('where the pages send the user', () => {
  it('goes to /{companyId}/main after a sign-in', () => {
    expect(mainPathOf({ user: { companyId: 'demo' } as never })).toBe('/demo/main');
    expect(mainPathOf({ user: { companyId: 'a b' } as never })).toBe('/a%20b/main');
  });
  it('goes home with the result or the error code', () => {
    expect(homeWithResult('NO_AUTH')).toBe('/?result=NO_AUTH');
    expect(homeWithErrorCode('WB-400-004')).toBe('/?errorCode=WB-400-004');
  });
  it('knows which results the home page explains', () => {
    expect(isHomeResult('NO_AUTH')).toBe(true);
    expect(isHomeResult('LOGOUT')).toBe(true);
    expect(isHomeResult('LOGIN_REQ')).toBe(false);
    expect(isHomeResult(null)).toBe(false);
  });
});

describe('the state views', () => {
  it('cover every state of foundation.md §4 with texts in both languages', () => {
    for (const state of Object.values(SSO_STATE)) {
      const view = SSO_STATE_VIEW[state];
      for (const locale of ['en', 'ko'] as const) {
        const texts = ssoTexts[locale] as Record<string, string>;
        expect(texts[view.titleKey], `${state} ${locale}`).toBeTruthy();
        expect(texts[view.bodyKey], `${state} ${locale}`).toBeTruthy();
      }
    }
  });
  it('offers the way home on every error state and only there', () => {
    const errors = Object.values(SSO_STATE).filter(
      (state) => state !== SSO_STATE.INIT && state !== SSO_STATE.SUCCESS,
    );
    for (const state of errors) expect(SSO_STATE_VIEW[state].goHome, state).toBe(true);
    expect(SSO_STATE_VIEW.INIT.goHome).toBe(false);
    expect(SSO_STATE_VIEW.SUCCESS.goHome).toBe(false);
  });
});
