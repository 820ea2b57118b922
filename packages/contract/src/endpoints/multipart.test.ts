import { describe, expect, it } from 'vitest';
import { endpoints } from './catalogue.ts';
import { fromFormData, JSON_PART_TYPE, toFormData } from './multipart.ts';

describe('multipart forms (foundation.md §7 "form" calls; JSON parts assumed)', () => {
  it('sends objects as JSON parts, files as files and scalars as text', async () => {
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const form = toFormData({
      board: { boardType: 1, title: 't' },
      uploadFile: file,
      flag: true,
      none: undefined,
    });
    expect((form.get('board') as Blob).type).toBe(JSON_PART_TYPE);
    expect(form.get('uploadFile')).toBeInstanceOf(Blob);
    expect(form.get('flag')).toBe('true');
    expect(form.has('none')).toBe(false);
  });

  it('repeats a list of files under one name and sends other lists as JSON', async () => {
    const files = [new Blob(['1']), new Blob(['2'])];
    const form = toFormData({ uploadFile: files, removeFileIdxList: [3, 4] });
    expect(form.getAll('uploadFile')).toHaveLength(2);
    expect(await fromFormData(form)).toMatchObject({ removeFileIdxList: [3, 4] });
  });

  it('round-trips a board save that the catalogue’s request schema accepts', async () => {
    const fields = {
      board: { boardType: 1, title: '공지', content: '<p>내용</p>' },
      uploadFile: [new Blob(['a']), new Blob(['b'])],
      removeFileIdxList: [7],
    };
    const read = await fromFormData(toFormData(fields));
    expect(read.board).toEqual(fields.board);
    expect(endpoints['board.SAVE'].request.safeParse(read).success).toBe(true);
  });

  it('round-trips the own login form, scalars read back through the wire types', async () => {
    const read = await fromFormData(
      toFormData({
        companyId: 'demo',
        username: 'teacher',
        password: 'Demo#2580',
        autoLogin: true,
      }),
    );
    expect(endpoints['openLogin.loginBoda'].request.parse(read)).toEqual({
      companyId: 'demo',
      username: 'teacher',
      password: 'Demo#2580',
      autoLogin: true,
    });
  });

  it('round-trips a meet file upload with numbered file parts', async () => {
    const read = await fromFormData(
      toFormData({ meetFile: { meetIdx: 900, fileType: 1 }, uploadFile_0: new Blob(['x']) }),
    );
    expect(endpoints['meetFile.ADD'].request.safeParse(read).success).toBe(true);
  });
});
