import { contractTexts, translate, UPLOAD_RULE } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { acceptAttribute, addFiles, fileKey, moveItem, rejectionText } from './uploadFiles.ts';

const file = (name: string, size = 1000) => ({ name, size });
const t = (key: string, params?: Record<string, string | number>) =>
  key === 'upload.rejected'
    ? `${params?.name}: ${params?.message}`
    : translate(contractTexts, 'en', key, params);

describe('addFiles (foundation.md §5 shared upload rule)', () => {
  const rule = UPLOAD_RULE.shared;

  it('keeps what is attached and adds what the rule accepts', () => {
    const result = addFiles([file('a.pdf')], [file('b.hwp'), file('c.jfif')], rule);
    expect(result.files.map((f) => f.name)).toEqual(['a.pdf', 'b.hwp']);
    expect(result.added.map((f) => f.name)).toEqual(['b.hwp']);
    expect(result.rejected.map((r) => [r.fileName, r.rule])).toEqual([['c.jfif', 'type']]);
  });

  it('refuses a file one byte over 30 MB, a duplicate name and a sixth file', () => {
    const four = ['1', '2', '3', '4'].map((n) => file(`${n}.pdf`));
    const result = addFiles(
      four,
      [file('big.pdf', 31457281), file('1.pdf'), file('5.pdf'), file('6.pdf')],
      rule,
    );
    expect(result.rejected.map((r) => [r.fileName, r.rule])).toEqual([
      ['big.pdf', 'size'],
      ['1.pdf', 'duplicateName'],
      ['6.pdf', 'count'],
    ]);
    expect(result.files).toHaveLength(5);
    expect(addFiles([], [file('ok.pdf', 31457280)], rule).rejected).toEqual([]);
  });

  it('names the file and the rule in the user language', () => {
    const [rejected] = addFiles([], [file('big.pdf', 31457281)], rule).rejected;
    expect(rejected && rejectionText(rejected, t)).toBe('big.pdf: A file can be up to 30 MB.');
  });
});

describe('addFiles (screens.md §5 image upload)', () => {
  it('takes 200 images of up to 10 MB and refuses the 201st', () => {
    const rule = UPLOAD_RULE.images;
    const many = Array.from({ length: 199 }, (_, i) => file(`p${i}.png`));
    const result = addFiles(many, [file('last.jpg', 10485760), file('more.png')], rule);
    expect(result.files).toHaveLength(200);
    expect(result.rejected.map((r) => [r.fileName, r.rule])).toEqual([['more.png', 'count']]);
    expect(addFiles([], [file('big.png', 10485761)], rule).rejected[0]?.rule).toBe('size');
  });
});

describe('helpers', () => {
  it('lists the accepted extensions for the chooser, never jfif', () => {
    expect(acceptAttribute(UPLOAD_RULE.images)).toBe('.png,.jpg,.jpeg');
    expect(acceptAttribute(UPLOAD_RULE.shared)).not.toContain('jfif');
  });

  it('moves an item and clamps the target', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it('gives each file object one stable key', () => {
    const a = file('same.png');
    const b = file('same.png');
    expect(fileKey(a)).toBe(fileKey(a));
    expect(fileKey(a)).not.toBe(fileKey(b));
  });
});
