import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  chunksLoadedBy,
  FORBIDDEN_SOURCES,
  findFaults,
  measureWidgets,
  type SizedRoute,
} from './check-size.mjs';
import {
  BUDGETS,
  enforcedBudget,
  HELD_BUDGETS,
  ON_DEMAND_WIDGETS,
  routeTable,
  screensOf,
  shortName,
} from './routeBudgets.mjs';

const webRoot = join(import.meta.dirname, '../apps/web');
const screenPages = readFileSync(join(webRoot, 'src/app/screenPages.ts'), 'utf8');
const introPages = readFileSync(join(webRoot, 'src/areas/intro/site/introPages.ts'), 'utf8');

describe('the size check', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_zod.js': { file: 'assets/zod.js', imports: ['_react.js'] },
    'src/areas/auth/login/CompanyLoginPage.tsx': {
      file: 'assets/login.js',
      imports: ['_zod.js'],
      dynamicImports: ['_demo.js'],
    },
    '_demo.js': { file: 'assets/demo.js' },
  };

  it('counts the static imports of the entry and the route modules, once each', () => {
    expect(
      chunksLoadedBy(manifest, ['index.html', 'src/areas/auth/login/CompanyLoginPage.tsx']).sort(),
    ).toEqual(['assets/index.js', 'assets/login.js', 'assets/react.js', 'assets/zod.js']);
  });

  it('leaves out what loads only on demand', () => {
    expect(chunksLoadedBy(manifest, ['index.html'])).not.toContain('assets/demo.js');
  });

  it('fails on a module the manifest does not know', () => {
    expect(() => chunksLoadedBy(manifest, ['src/missing.tsx'])).toThrow(/no src\/missing.tsx/);
  });

  it('names the mock backend and the heavy widgets as forbidden on the login page', () => {
    const forbidden = (source: string) => FORBIDDEN_SOURCES.some((p) => p.test(source));
    expect(forbidden('../../mocks/src/handlers/session.ts')).toBe(true);
    expect(forbidden('../../node_modules/react-easy-crop/index.js')).toBe(true);
    expect(forbidden('../../node_modules/react-dom/cjs/react-dom.production.js')).toBe(false);
  });
});

describe('the route table', () => {
  const routes = routeTable(screenPages, introPages);

  it('measures every built screen of screenPages.ts, and each variant of task/list', () => {
    const paths = [...screenPages.matchAll(/^ {2}'([^']+)': screen\(/gm)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(5);
    expect(screensOf(screenPages).map((screen) => screen.path)).toEqual(paths);
    for (const path of paths.filter((p) => p !== 'task/list')) {
      expect(routes.map((route) => route.name)).toContain(`/{companyId}/${path}`);
    }
    const student = routes.find((route) => route.name === '/{companyId}/task/list (student)');
    expect(student?.budget).toBe(BUDGETS.studentLanding);
  });

  it('measures every page of the public site (introPages.ts)', () => {
    const paths = [...introPages.matchAll(/path: '(\/intro\/[^']+)'/g)].map((m) => m[1]);
    expect(paths).toHaveLength(8);
    for (const path of paths) expect(routes.map((route) => route.name)).toContain(path);
  });

  it('names modules that exist, so a moved page cannot leave its route unmeasured', () => {
    for (const route of routes) {
      for (const module of route.modules)
        expect(existsSync(join(webRoot, module)), module).toBe(true);
    }
  });

  it('holds a route to a budget above its target only by name, and never below the target', () => {
    const names = routes.map((route) => route.name);
    for (const [name, held] of Object.entries(HELD_BUDGETS)) {
      expect(names, name).toContain(name);
      const route = routes.find((candidate) => candidate.name === name);
      expect(held).toBeGreaterThan(route?.budget ?? 0);
      expect(enforcedBudget(route as (typeof routes)[number])).toBe(held);
    }
    const invite = routes.find((route) => route.name === '/invite/…');
    expect(invite && enforcedBudget(invite)).toBe(BUDGETS.listScreen);
    const terms = routes.find((route) => route.name === '/terms/…');
    expect(terms?.budget).toBe(BUDGETS.publicPage);
  });
});

describe('the faults the check reports', () => {
  const row = (name: string, bytes: number, modules: [string, number][], screen = false) =>
    ({
      name,
      modules: [],
      budget: 200_000,
      screen,
      bytes,
      files: [],
      moduleBytes: new Map(modules),
    }) satisfies SizedRoute;
  const shell = row('signed-in shell', 100_000, [['/r/node_modules/react-dom/index.js', 60_000]]);

  it('names the route over its budget and the heaviest modules it adds to the shell', () => {
    const screen = row(
      '/{companyId}/x',
      210_000,
      [
        ['/r/node_modules/react-dom/index.js', 60_000],
        ['/r/node_modules/react-hook-form/dist/index.esm.mjs', 14_000],
        ['/r/apps/web/src/areas/x/XPage.tsx', 3_000],
      ],
      true,
    );
    const [fault] = findFaults([shell, screen]);
    expect(fault).toMatch(/^\/\{companyId\}\/x loads 210\.0 kB gzip .* budget of 200 kB/);
    expect(fault).toContain('react-hook-form 14.0 kB, apps/web/src/areas/x/XPage.tsx 3.0 kB');
    expect(fault).not.toContain('react-dom');
  });

  it('names a heavy widget on a first paint once, by its package', () => {
    const screen = row(
      '/{companyId}/y',
      150_000,
      [
        ['/r/node_modules/react-arborist/dist/a.js', 1_000],
        ['/r/node_modules/react-arborist/dist/b.js', 1_000],
      ],
      true,
    );
    expect(findFaults([shell, screen])).toEqual([
      '/{companyId}/y loads a heavy widget before it is opened (react-arborist)',
    ]);
  });

  it('lets the users screen open with its group tree', () => {
    const users = row(
      '/{companyId}/manage/group/list',
      150_000,
      [['/r/node_modules/react-arborist/dist/a.js', 1_000]],
      true,
    );
    expect(findFaults([shell, users])).toEqual([]);
  });

  it('shortens package and source paths for the report', () => {
    expect(shortName('/w/node_modules/@tanstack/virtual-core/dist/index.js')).toBe(
      '@tanstack/virtual-core',
    );
    expect(shortName('/w/main/packages/ui/src/DataTable/DataTable.tsx')).toBe(
      'packages/ui/src/DataTable/DataTable.tsx',
    );
  });
});

describe('the widgets loaded when opened (issue 22 item 8)', () => {
  it('weigh what the widget adds to its screens, and each screen with it', () => {
    const manifest = {
      'index.html': { file: 'index.js', isEntry: true },
      'src/stats.tsx': { file: 'stats.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'shared.js' },
      '../../packages/ui/src/StatsChart/index.ts': {
        file: 'chart.js',
        imports: ['_shared.js', '_recharts.js'],
      },
      '_recharts.js': { file: 'recharts.js' },
    };
    const gzip = (bytes: number) => ({ gzip: bytes, modules: new Map<string, number>() });
    const chunks = new Map([
      ['index.js', gzip(100)],
      ['stats.js', gzip(10)],
      ['shared.js', gzip(5)],
      ['chart.js', gzip(20)],
      ['recharts.js', gzip(120)],
    ]);
    const row = {
      name: '/{companyId}/stats',
      modules: ['src/stats.tsx'],
      budget: 1000,
      bytes: 115,
      files: ['index.js', 'stats.js', 'shared.js'],
      moduleBytes: new Map(),
    };
    const [widget] = measureWidgets(
      [
        {
          name: 'chart',
          module: '../../packages/ui/src/StatsChart/index.ts',
          budget: 150,
          screens: ['stats'],
        },
      ],
      [row],
      manifest,
      chunks,
    );
    // The shared chunk the screen loaded already is not the widget's.
    expect(widget?.files.sort()).toEqual(['chart.js', 'recharts.js']);
    expect(widget?.bytes).toBe(140);
    expect(widget?.screens).toEqual([
      expect.objectContaining({ name: '/{companyId}/stats', firstPaint: 115, total: 255 }),
    ]);
  });

  it('name screens that the route table measures', () => {
    const names = routeTable(screenPages, introPages).map((route) => route.name);
    for (const widget of ON_DEMAND_WIDGETS) {
      for (const screen of widget.screens) expect(names).toContain(`/{companyId}/${screen}`);
      expect(existsSync(join(webRoot, widget.module))).toBe(true);
    }
  });
});
