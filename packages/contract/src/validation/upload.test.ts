import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/index.ts';
import { validationTexts } from './messages.ts';
import {
  checkUpload,
  fileExtension,
  fileUploaderRule,
  formatFileSize,
  UPLOAD_RULE,
} from './upload.ts';

const file = (name: string, size = 1000) => ({ name, size });
const MB = 1024 * 1024;

describe('shared upload rule (foundation.md §5)', () => {
  const rule = UPLOAD_RULE.shared;
  it('has the spec limits and types', () => {
    expect(rule.maxFiles).toBe(5);
    expect(rule.maxFileBytes).toBe(31457280);
    expect(rule.extensions).toEqual([
      'png',
      'jpeg',
      'jpg',
      'gif',
      'ppt',
      'pptx',
      'doc',
      'docx',
      'xls',
      'xlsx',
      'pdf',
      'hwp',
      'hwpx',
    ]);
  });
  it('accepts every listed type, in any case', () => {
    const files = rule.extensions.map((ext) => file(`a.${ext.toUpperCase()}`));
    const { accepted, rejected } = checkUpload(files, { ...rule, maxFiles: 20 });
    expect(rejected).toEqual([]);
    expect(accepted).toHaveLength(13);
  });
  it('rejects jfif as an incorrect type', () => {
    expect(checkUpload([file('photo.jfif')], rule).rejected).toEqual([
      { fileName: 'photo.jfif', rule: 'type', fault: { key: 'valid.fileType' } },
    ]);
  });
  it('rejects another extension, naming the list', () => {
    const [rejection] = checkUpload([file('run.exe'), file('noextension')], rule).rejected;
    expect(rejection).toMatchObject({ fileName: 'run.exe', rule: 'extension' });
    expect(rejection?.fault.key).toBe('valid.fileExtension');
    expect(String(rejection?.fault.params?.list)).toContain('hwpx');
    expect(checkUpload([file('noextension')], rule).rejected[0]?.rule).toBe('extension');
  });
  it('rejects a file over 31457280 bytes, keeps one of exactly that size', () => {
    const { accepted, rejected } = checkUpload(
      [file('ok.pdf', 31457280), file('big.pdf', 31457281)],
      rule,
    );
    expect(accepted.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(rejected).toEqual([
      {
        fileName: 'big.pdf',
        rule: 'size',
        fault: { key: 'valid.fileSize', params: { max: '30 MB' } },
      },
    ]);
  });
  it('rejects files beyond 5, counting those attached', () => {
    const attached = [file('1.pdf'), file('2.pdf'), file('3.pdf')];
    const { accepted, rejected } = checkUpload(
      [file('4.pdf'), file('5.pdf'), file('6.pdf')],
      rule,
      attached,
    );
    expect(accepted.map((f) => f.name)).toEqual(['4.pdf', '5.pdf']);
    expect(rejected).toEqual([
      { fileName: '6.pdf', rule: 'count', fault: { key: 'valid.fileCount', params: { max: 5 } } },
    ]);
  });
  it('rejects duplicate names, among new and attached files, unless allowed', () => {
    const { rejected } = checkUpload([file('a.pdf'), file('a.pdf'), file('b.pdf')], rule, [
      file('b.pdf'),
    ]);
    expect(rejected.map((r) => [r.fileName, r.rule])).toEqual([
      ['a.pdf', 'duplicateName'],
      ['b.pdf', 'duplicateName'],
    ]);
    const allowed = checkUpload([file('a.pdf'), file('a.pdf')], {
      ...rule,
      allowDuplicateNames: true,
    });
    expect(allowed.accepted).toHaveLength(2);
  });
});

describe('per-screen upload rules (screens.md §5)', () => {
  it('messages take 3 attachments, boards 5', () => {
    const four = ['a', 'b', 'c', 'd'].map((n) => file(`${n}.pdf`));
    expect(checkUpload(four, UPLOAD_RULE.message).accepted).toHaveLength(3);
    expect(
      checkUpload([...four, file('e.pdf'), file('f.pdf')], UPLOAD_RULE.board).accepted,
    ).toHaveLength(5);
  });
  it('book PDFs: pdf only, 100 MB, one at a time', () => {
    const rule = UPLOAD_RULE.bookPdf;
    expect(rule.maxFileBytes).toBe(104857600);
    expect(checkUpload([file('book.jpg')], rule).rejected[0]?.rule).toBe('extension');
    expect(checkUpload([file('a.pdf', 100 * MB + 1)], rule).rejected[0]?.rule).toBe('size');
    expect(checkUpload([file('a.pdf'), file('b.pdf')], rule).rejected[0]?.rule).toBe('count');
  });
  it('the file uploader defaults to pdf, jpg, jpeg, png and checks suffixes', () => {
    const rule = fileUploaderRule({ maxSizeMb: 20, requiredSuffixes: ['_worksheet', '_answer'] });
    expect(rule.extensions).toEqual(['pdf', 'jpg', 'jpeg', 'png']);
    expect(rule.maxFileBytes).toBe(20 * MB);
    expect(checkUpload([file('unit1_answer.pdf')], rule).accepted).toHaveLength(1);
    expect(checkUpload([file('unit1.pdf')], rule).rejected).toEqual([
      {
        fileName: 'unit1.pdf',
        rule: 'suffix',
        fault: { key: 'valid.fileSuffix', params: { list: '_worksheet, _answer' } },
      },
    ]);
  });
  it('images: 200 of 10 MB each', () => {
    const rule = UPLOAD_RULE.images;
    expect(rule.maxFiles).toBe(200);
    expect(rule.maxFileBytes).toBe(10485760);
    const many = Array.from({ length: 201 }, (_, i) => file(`p${i}.png`));
    expect(checkUpload(many, rule).accepted).toHaveLength(200);
    expect(checkUpload([file('p.png', 10 * MB + 1)], rule).rejected[0]?.rule).toBe('size');
  });
  it('excel: one xls or xlsx file up to 10485760 bytes', () => {
    const rule = UPLOAD_RULE.excel;
    expect(checkUpload([file('users.xlsx', 10485760)], rule).accepted).toHaveLength(1);
    expect(checkUpload([file('users.csv')], rule).rejected[0]?.rule).toBe('extension');
    expect(checkUpload([file('a.xls'), file('b.xls')], rule).rejected[0]?.rule).toBe('count');
  });
  it('reference files add zip, up to 500 MB (assumed unit)', () => {
    const rule = UPLOAD_RULE.reference;
    expect(checkUpload([file('slides.zip', 500 * MB)], rule).accepted).toHaveLength(1);
    expect(checkUpload([file('slides.zip', 500 * MB + 1)], rule).rejected[0]?.rule).toBe('size');
    expect(checkUpload([file('x.zip')], UPLOAD_RULE.shared).rejected[0]?.rule).toBe('extension');
  });
  it('profile picture must be an image, with its own message', () => {
    expect(checkUpload([file('me.png')], UPLOAD_RULE.profileImage).accepted).toHaveLength(1);
    expect(checkUpload([file('me.pdf')], UPLOAD_RULE.profileImage).rejected[0]?.fault.key).toBe(
      'valid.profileImage',
    );
  });
});

describe('helpers', () => {
  it('fileExtension', () => {
    expect(fileExtension('a.b.PDF')).toBe('pdf');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('none')).toBe('');
  });
  it('formatFileSize', () => {
    expect(formatFileSize(31457280)).toBe('30 MB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10)).toBe('10 B');
  });
});

describe('the size limit says what it does (issue 17: "less than 100 MB" accepted exactly 100 MB)', () => {
  it.each(Object.entries(UPLOAD_RULE))(
    '%s: a file of exactly the limit passes, a byte more is refused with "up to"',
    (_name, rule) => {
      const atLimit = checkUpload([file('a.pdf', rule.maxFileBytes)], {
        ...rule,
        extensions: ['pdf'],
      });
      expect(atLimit.rejected).toEqual([]);
      const over = checkUpload([file('a.pdf', rule.maxFileBytes + 1)], {
        ...rule,
        extensions: ['pdf'],
      });
      const fault = over.rejected[0]?.fault;
      expect(fault?.key).toBe('valid.fileSize');
      const size = formatFileSize(rule.maxFileBytes);
      expect(translate(validationTexts, 'en', 'valid.fileSize', fault?.params)).toBe(
        `A file can be up to ${size}.`,
      );
      expect(translate(validationTexts, 'ko', 'valid.fileSize', fault?.params)).toBe(
        `파일 크기는 ${size} 이하여야 합니다.`,
      );
    },
  );
});
