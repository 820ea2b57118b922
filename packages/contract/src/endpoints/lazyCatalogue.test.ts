import { describe, expect, it } from 'vitest';
import { type EndpointName, endpointGroups, endpoints } from './catalogue.ts';
import { ENDPOINT_GROUP_OF_PREFIX, loadEndpoint } from './lazyCatalogue.ts';

describe('the catalogue loaded one area at a time', () => {
  it('maps every call to the area that defines it', () => {
    for (const [group, entries] of Object.entries(endpointGroups)) {
      for (const name of Object.keys(entries)) {
        expect(ENDPOINT_GROUP_OF_PREFIX[name.slice(0, name.indexOf('.'))], name).toBe(group);
      }
    }
  });

  it('loads the same definition the whole catalogue holds', async () => {
    for (const name of ['openLogin.loginBoda', 'user.GET_ME', 'logNote.LIST'] as EndpointName[]) {
      expect(await loadEndpoint(name)).toBe(endpoints[name]);
    }
  });

  it('refuses a name no area holds', async () => {
    await expect(loadEndpoint('nowhere.GET' as EndpointName)).rejects.toThrow(/No area/);
  });
});
