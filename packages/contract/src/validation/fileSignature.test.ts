import { describe, expect, it } from 'vitest';
import {
  checkUploadContents,
  contentTypeOf,
  EXTENSION_SIGNATURE,
  matchesSignature,
  signatureFamilyOf,
  signatureOf,
  signatureRejection,
} from './fileSignature.ts';
import { UPLOAD_REFUSAL_CODE, UPLOAD_RULE } from './upload.ts';

const bytes = (...list: number[]) => new Uint8Array(list);
const text = (value: string) => new TextEncoder().encode(value);
const fileOf = (name: string, head: Uint8Array, size = 1000) => {
  const body = new Uint8Array(Math.max(size, head.length));
  body.set(head);
  return new File([body], name);
};

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const GIF = text('GIF89a');
const PDF = text('%PDF-1.7');
const OLE2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04);
const HTML = text('<!doctype html><script>alert(1)</script>');
const EXE = bytes(0x4d, 0x5a, 0x90, 0x00);

describe('file signatures (issue 17 item 3: a file is judged by its bytes, not its name)', () => {
  it('knows every extension any upload rule allows', () => {
    const allowed = new Set(Object.values(UPLOAD_RULE).flatMap((rule) => [...rule.extensions]));
    expect([...allowed].filter((extension) => !(extension in EXTENSION_SIGNATURE))).toEqual([]);
  });

  it('checks images and PDF exactly', () => {
    expect(matchesSignature('png', PNG)).toBe(true);
    expect(matchesSignature('png', PNG.slice(0, 4))).toBe(false);
    expect(matchesSignature('jpg', JPEG)).toBe(true);
    expect(matchesSignature('jpeg', JPEG)).toBe(true);
    expect(matchesSignature('gif', GIF)).toBe(true);
    expect(matchesSignature('gif', text('GIF88a'))).toBe(false);
    expect(matchesSignature('pdf', PDF)).toBe(true);
    expect(matchesSignature('pdf', text(' %PDF-1.7'))).toBe(false);
    // A picture of another kind is not what the name says either.
    expect(matchesSignature('png', JPEG)).toBe(false);
  });

  it('checks the office formats by family: OLE2 for doc, xls, ppt, hwp; ZIP for the x formats and zip', () => {
    for (const extension of ['doc', 'xls', 'ppt', 'hwp']) {
      expect(matchesSignature(extension, OLE2), extension).toBe(true);
      expect(matchesSignature(extension, ZIP), extension).toBe(false);
    }
    for (const extension of ['docx', 'xlsx', 'pptx', 'hwpx', 'zip']) {
      expect(matchesSignature(extension, ZIP), extension).toBe(true);
      expect(matchesSignature(extension, OLE2), extension).toBe(false);
    }
    expect(matchesSignature('XLSX', ZIP)).toBe(true);
  });

  it('refuses an HTML page or a program named as a picture, and an unknown extension', () => {
    expect(matchesSignature('png', HTML)).toBe(false);
    expect(matchesSignature('png', EXE)).toBe(false);
    expect(matchesSignature('exe', EXE)).toBe(false);
    expect(signatureFamilyOf(HTML)).toBe(null);
    expect(signatureFamilyOf(OLE2)).toBe('ole2');
    expect(signatureRejection('profile_image.png', HTML)).toEqual({
      fileName: 'profile_image.png',
      rule: 'signature',
      fault: { key: 'valid.fileSignature', params: { extension: 'png' } },
    });
    expect(signatureRejection('profile_image.png', PNG)).toBe(null);
  });

  it('gives the checked type to serve, and the signature bytes of an extension', () => {
    expect(contentTypeOf('me.PNG')).toBe('image/png');
    expect(contentTypeOf('a.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('a.hwp')).toBe('application/x-hwp');
    expect(contentTypeOf('page.html')).toBe('application/octet-stream');
    for (const extension of Object.keys(EXTENSION_SIGNATURE)) {
      expect(matchesSignature(extension, signatureOf(extension)), extension).toBe(true);
    }
  });

  it('is refused with WB-400-403 on the server, like an extension that is not allowed', () => {
    expect(UPLOAD_REFUSAL_CODE.signature).toBe('WB-400-403');
    expect(UPLOAD_REFUSAL_CODE.extension).toBe('WB-400-403');
    expect(UPLOAD_REFUSAL_CODE.count).toBe('WB-400-401');
    expect(UPLOAD_REFUSAL_CODE.size).toBe('WB-400-402');
  });
});

describe('checkUploadContents', () => {
  const rule = UPLOAD_RULE.shared;

  it('refuses the disguised files by signature and judges the rest as checkUpload does, in order', async () => {
    const { accepted, rejected } = await checkUploadContents(
      [
        fileOf('photo.png', HTML),
        fileOf('a.pdf', PDF),
        fileOf('run.exe', EXE),
        fileOf('a.pdf', PDF),
        fileOf('big.docx', ZIP, rule.maxFileBytes + 1),
        fileOf('notes.pdf', text('plain text')),
      ],
      rule,
    );
    expect(accepted.map((file) => file.name)).toEqual(['a.pdf']);
    expect(rejected.map(({ fileName, rule: broken }) => [fileName, broken])).toEqual([
      ['photo.png', 'signature'],
      ['run.exe', 'extension'],
      ['a.pdf', 'duplicateName'],
      ['big.docx', 'size'],
      ['notes.pdf', 'signature'],
    ]);
  });

  it('does not let a disguised file take a place in the count', async () => {
    const { accepted, rejected } = await checkUploadContents(
      [fileOf('x.png', HTML), fileOf('y.png', PNG)],
      { ...rule, maxFiles: 1 },
    );
    expect(accepted.map((file) => file.name)).toEqual(['y.png']);
    expect(rejected.map((rejection) => rejection.rule)).toEqual(['signature']);
  });

  it('counts and compares names with the files already attached', async () => {
    const attached = [{ name: 'a.pdf', size: 10 }];
    const { rejected } = await checkUploadContents(
      [fileOf('a.pdf', PDF), fileOf('b.pdf', PDF)],
      { ...rule, maxFiles: 2 },
      attached,
    );
    expect(rejected.map((rejection) => rejection.rule)).toEqual(['duplicateName']);
  });
});
