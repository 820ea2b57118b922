import { describe, expect, it } from 'vitest';
import { MANAGE_SCREENS, SERVICE_SCREENS } from '../screens.ts';
import { DISASTER_MODE_SCREEN, disasterRedirect, isOpenInDisasterMode } from './disasterAccess.ts';

describe('disaster mode access', () => {
  it('leaves only the class screen open', () => {
    expect(DISASTER_MODE_SCREEN.path).toBe('meet/list');
    const open = [...SERVICE_SCREENS, ...MANAGE_SCREENS].filter(isOpenInDisasterMode);
    expect(open.map((screen) => screen.path)).toEqual(['meet/list']);
  });

  it('sends a disabled screen to the class screen in disaster mode only', () => {
    const history = SERVICE_SCREENS.find((screen) => screen.path === 'meet/listLog');
    const messages = SERVICE_SCREENS.find((screen) => screen.path === 'message/recv/list');
    expect(disasterRedirect(history, true, '/demo')).toBe('/demo/meet/list');
    expect(disasterRedirect(messages, true, '/demo')).toBe('/demo/meet/list');
    expect(disasterRedirect(history, false, '/demo')).toBeNull();
    expect(disasterRedirect(DISASTER_MODE_SCREEN, true, '/demo')).toBeNull();
    // The main route has no screen of its own: it redirects by the landing rule.
    expect(disasterRedirect(undefined, true, '/demo')).toBeNull();
  });
});
