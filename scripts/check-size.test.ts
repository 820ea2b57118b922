import { describe, expect, it } from 'vitest';
import { chunksLoadedBy, FORBIDDEN_SOURCES } from './check-size.mjs';

describe('the login page size check', () => {
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

  it('names the mock backend and the heavy widgets as forbidden', () => {
    const forbidden = (source: string) => FORBIDDEN_SOURCES.some((p) => p.test(source));
    expect(forbidden('../../mocks/src/handlers/session.ts')).toBe(true);
    expect(forbidden('../../node_modules/react-easy-crop/index.js')).toBe(true);
    expect(forbidden('../../node_modules/react-dom/cjs/react-dom.production.js')).toBe(false);
  });
});
