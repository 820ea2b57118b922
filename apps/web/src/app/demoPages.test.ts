// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { readConfigString } from '@platform/contract';
import { createDb, DEMO_PAGES } from '@platform/mocks';
import { describe, expect, it } from 'vitest';
import { DEMO_PAGE_FILES } from '../../vite.config.ts';

const fileOf = (link: string) => new URL(`../..${link.replace(/[?#].*$/, '')}`, import.meta.url);
const idsOf = (html: string) => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

/**
 * issue 16: the demo's help link, chat link and client download led to hosts that do not exist.
 * The mock now points them at pages the demo serves itself (apps/web/demo-pages).
 */
describe("the demo's own pages", () => {
  it('exist for every page the mock points at, and the demo build carries each of them', () => {
    for (const page of Object.values(DEMO_PAGES)) {
      expect(existsSync(fileOf(page)), page).toBe(true);
      expect(DEMO_PAGE_FILES).toContain(page.slice(1));
    }
  });

  it('have the section every link of the mock points at', () => {
    const links = [
      ...createDb().companies.flatMap((company) => {
        const { config } = readConfigString(company.cfg);
        return [config.helpSite, config.contacts.chatUrl];
      }),
      ...['windows', 'mac', 'android', 'ios'].map(
        (type) => `${DEMO_PAGES.classroomClient}#${type}`,
      ),
    ];
    for (const link of links) {
      expect(link).toMatch(/^\/demo-pages\//);
      const anchor = link?.split('#')[1];
      const html = readFileSync(fileOf(link ?? ''), 'utf8');
      if (anchor) expect(idsOf(html).has(anchor), link ?? '').toBe(true);
    }
  });

  it('lead nowhere outside the demo', () => {
    for (const page of Object.values(DEMO_PAGES)) {
      const html = readFileSync(fileOf(page), 'utf8');
      expect(html, page).not.toMatch(/(href|src)="(https?:)?\/\//);
    }
  });
});
