import { describe, expect, it } from 'vitest';
import {
  bearerHeader,
  DEFAULT_API_PREFIX,
  SITE_KIND,
  SITE_KIND_HEADER,
  siteKindOf,
} from './site.ts';

describe('api prefix and site kind (foundation.md §2, §6, §7)', () => {
  it('defaults the api prefix to /boda (screens.md §7 GET /boda/logMeet/excel)', () => {
    expect(DEFAULT_API_PREFIX).toBe('/boda');
  });
  it('names the site kinds MANAGE and SERVICE under an assumed header', () => {
    expect(Object.values(SITE_KIND)).toEqual(['MANAGE', 'SERVICE']);
    expect(SITE_KIND_HEADER).toBe('X-Site-Type');
  });
  it('a path containing /manage is the management site, any other the service site', () => {
    expect(siteKindOf('/demo/manage/group/list')).toBe('MANAGE');
    expect(siteKindOf('/demo/manage')).toBe('MANAGE');
    expect(siteKindOf('/demo/meet/list')).toBe('SERVICE');
    expect(siteKindOf('/managers/meet/list')).toBe('SERVICE');
  });
  it('writes the bearer header', () => {
    expect(bearerHeader('a.b.c')).toBe('Bearer a.b.c');
  });
});
