import { describe, expect, it } from 'vitest';
import { endpoints } from './catalogue.ts';
import { endpointKey, fillPath, findEndpoint, isCataloguePath, pathParamNames } from './lookup.ts';

describe('endpointKey', () => {
  it('joins method, path and command, and leaves an absent command out', () => {
    expect(endpointKey('GET', '/user', 'GET_ME')).toBe('GET /user GET_ME');
    expect(endpointKey('post', '/open/logger')).toBe('POST /open/logger');
    expect(endpointKey('POST', '/open/logger', null)).toBe('POST /open/logger');
  });
});

describe('findEndpoint', () => {
  it('finds an entry by method, path and command', () => {
    expect(findEndpoint('GET', '/user', 'GET_ME')?.name).toBe('user.GET_ME');
    expect(findEndpoint('get', '/book', 'VIEW_WITH_PAGE')?.def).toBe(
      endpoints['book.VIEW_WITH_PAGE'],
    );
  });
  it('tells calls apart that share a path (foundation.md §7 User: GET and POST on /user)', () => {
    expect(findEndpoint('POST', '/user', 'SAVE')?.name).toBe('user.SAVE');
    expect(findEndpoint('GET', '/user', 'SAVE')).toBeUndefined();
  });
  it('finds a call without a command only without one', () => {
    expect(findEndpoint('POST', '/open/login/loginBoda')?.name).toBe('openLogin.loginBoda');
    expect(findEndpoint('POST', '/open/login/loginBoda', 'LOGIN')).toBeUndefined();
    expect(findEndpoint('DELETE', '/task')?.name).toBe('task.delete');
  });
  it('prefers the exact path over a template: /message/recv EXIST_NEW vs /message/{messageType}', () => {
    expect(findEndpoint('GET', '/message/recv', 'EXIST_NEW')?.name).toBe('messageRecv.EXIST_NEW');
    const list = findEndpoint('GET', '/message/recv', 'LIST');
    expect(list?.name).toBe('messageByType.LIST');
    expect(list?.pathParams).toEqual({ messageType: 'recv' });
    expect(findEndpoint('DELETE', '/message/send', 'REMOVE_LIST')?.pathParams).toEqual({
      messageType: 'send',
    });
  });
  it('answers undefined for an unknown call', () => {
    expect(findEndpoint('GET', '/nothing', 'LIST')).toBeUndefined();
    expect(findEndpoint('GET', '/message/recv/extra', 'LIST')).toBeUndefined();
  });
});

describe('isCataloguePath', () => {
  it('knows the paths of the catalogue by method, whatever the command', () => {
    expect(isCataloguePath('GET', '/user')).toBe(true);
    expect(isCataloguePath('post', '/user')).toBe(true);
    expect(isCataloguePath('DELETE', '/task')).toBe(true);
    // A template's path, with any value for its parameter.
    expect(isCataloguePath('GET', '/message/anything')).toBe(true);
  });
  it('knows no other path or method', () => {
    expect(isCataloguePath('GET', '/nothing')).toBe(false);
    expect(isCataloguePath('GET', '/message/recv/extra')).toBe(false);
    expect(isCataloguePath('PUT', '/user')).toBe(false);
  });
});

describe('fillPath and pathParamNames', () => {
  it('fills and encodes the path parameters', () => {
    expect(fillPath('/message/{messageType}', { messageType: 'recv' })).toBe('/message/recv');
    expect(fillPath('/user')).toBe('/user');
    expect(pathParamNames('/message/{messageType}')).toEqual(['messageType']);
  });
  it('refuses a missing parameter', () => {
    expect(() => fillPath('/message/{messageType}')).toThrow(/messageType/);
  });
  it('every templated entry names its path parameters in its request schema', () => {
    for (const def of Object.values(endpoints)) {
      for (const name of pathParamNames(def.path)) {
        expect(
          'request' in def && def.request && name in (def.request as { shape: object }).shape,
        ).toBe(true);
      }
    }
  });
});
