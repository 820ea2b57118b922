// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints/catalogue.ts';
import { fromFormData } from '../endpoints/multipart.ts';
import { buildRequest } from './request.ts';

const target = { baseUrl: 'http://api.test', apiPrefix: '/boda', siteKind: 'SERVICE' as const };

describe('buildRequest (foundation.md §7)', () => {
  it('writes a list as a comma list and leaves out empty values in a query', () => {
    const { url, init } = buildRequest(
      endpoints['user.LIST'],
      { page: 0, userStatus: [1, 2], searchKeyword: undefined, order: null },
      target,
    );
    expect(url).toBe('http://api.test/boda/user?command=LIST&page=0&userStatus=1%2C2');
    expect(init.body).toBeUndefined();
    expect(init.headers.Authorization).toBeUndefined();
  });

  it('sends a DELETE with the command in a JSON body', async () => {
    const { url, init } = buildRequest(
      endpoints['user.REMOVE_MULTI'],
      { userIdxList: [3, 4] },
      { ...target, accessToken: 'A1' },
    );
    expect(url).toBe('http://api.test/boda/user');
    expect(init.method).toBe('DELETE');
    expect(init.headers.Authorization).toBe('Bearer A1');
    expect(JSON.parse(init.body as string)).toEqual({
      command: 'REMOVE_MULTI',
      userIdxList: [3, 4],
    });
  });

  it('sends a form with its JSON part and several files under one name', async () => {
    const files = [new File(['a'], 'a.txt'), new File(['b'], 'b.txt')];
    const { init } = buildRequest(
      endpoints['board.SAVE'],
      { board: { boardType: 1, title: '공지' }, uploadFile: files, removeFileIdxList: [9] },
      target,
    );
    expect(init.headers['Content-Type']).toBeUndefined();
    const fields = await fromFormData(init.body as FormData);
    expect(fields.command).toBe('SAVE');
    expect(fields.board).toEqual({ boardType: 1, title: '공지' });
    expect(fields.removeFileIdxList).toEqual([9]);
    expect((fields.uploadFile as File[]).map((file) => file.name)).toEqual(['a.txt', 'b.txt']);
  });
});
