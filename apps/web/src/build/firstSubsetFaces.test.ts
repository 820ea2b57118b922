import { describe, expect, it } from 'vitest';
import { FIRST_SUBSET_ASSET, firstSubsetFaces } from './firstSubsetFaces.ts';

const CSS = `
@font-face { font-family: 'Pretendard Variable'; src: url(./woff2-dynamic-subset/PretendardVariable.subset.0.woff2) format('woff2-variations'); unicode-range: U+f9ca; }
@font-face { font-family: 'Pretendard Variable'; src: url(./woff2-dynamic-subset/PretendardVariable.subset.90.woff2) format('woff2-variations'); unicode-range: U+ac04; }
@font-face { font-family: 'Pretendard Variable'; src: url(./woff2-dynamic-subset/PretendardVariable.subset.91.woff2) format('woff2-variations'); unicode-range: U+20-22; }
`;

describe('the first Pretendard subsets in the render-blocking CSS', () => {
  it('takes the rules of subsets 90 and 91 only, their urls relative to the stylesheet', () => {
    const faces = firstSubsetFaces('/repo/packages/ui/src/styles/global.css', CSS, '/repo/node_modules/pretendard/dist/web/variable');
    expect(faces.match(/@font-face/g)).toHaveLength(2);
    expect(faces).not.toContain('subset.0.');
    expect(faces).toContain(
      'url("../../../../node_modules/pretendard/dist/web/variable/woff2-dynamic-subset/PretendardVariable.subset.90.woff2")',
    );
    expect(faces).toContain('unicode-range: U+20-22;');
  });

  it('reads Pretendard from the installed package', () => {
    const faces = firstSubsetFaces('/somewhere/global.css');
    expect(faces.match(/@font-face/g)).toHaveLength(2);
    expect(faces).toMatch(/PretendardVariable\.subset\.91\.woff2"\)/);
  });

  it('knows the built files of those subsets by name, hash and all', () => {
    expect(FIRST_SUBSET_ASSET.test('assets/PretendardVariable.subset.91-Csm0YNoH.woff2')).toBe(true);
    expect(FIRST_SUBSET_ASSET.test('assets/PretendardVariable.subset.90-BF7RiZjm.woff2')).toBe(true);
    expect(FIRST_SUBSET_ASSET.test('assets/PretendardVariable.subset.9-Abc.woff2')).toBe(false);
    expect(FIRST_SUBSET_ASSET.test('assets/PretendardVariable.subset.89-DOzqWPpX.woff2')).toBe(false);
  });
});
