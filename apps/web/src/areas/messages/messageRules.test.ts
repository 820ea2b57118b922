import { MESSAGE_ACTION, type Message } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  canSaveDraft,
  canSend,
  composeStart,
  contentsBlank,
  prefixedTitle,
  ruleWithKept,
  saveRequest,
  withoutKept,
} from './composeRules.ts';
import { isDraft, isUnread, readCount } from './messageRules.ts';

const original: Message = {
  messageIdx: 40,
  title: '단원평가 범위',
  contents: '<p>3단원까지입니다.</p>',
  regUserIdx: 7,
  regUserName: '김선생',
  messageStatus: 2,
  receiverList: [
    { receiverIdx: 11, receiverName: '이학생', readDatetime: '2026-11-20 10:00:00' },
    { receiverIdx: 12, receiverName: '박학생', readDatetime: null },
  ],
  fileList: [{ fileIdx: 900, orgFileName: '범위.pdf' }],
};

describe('the compose popup starts from its original (screens.md §4 Messages)', () => {
  it('a reply is "RE: " to the sender alone, fixed, carrying beforeIdx and none of the files', () => {
    const start = composeStart('reply', original);
    expect(start.values.title).toBe('RE: 단원평가 범위');
    expect(start.values.receivers).toEqual([{ receiverIdx: 7, receiverName: '김선생' }]);
    expect(start.fixedReceivers).toBe(true);
    expect(start.beforeIdx).toBe(40);
    expect(start.values.contents).toBe('');
    expect(start.values.kept).toEqual([]);
    expect(start.values.removed).toEqual([900]);
  });

  it('a forward is "FW: " with the contents and files, and nobody to send to yet', () => {
    const start = composeStart('delivery', original);
    expect(start.values.title).toBe('FW: 단원평가 범위');
    expect(start.values.contents).toBe(original.contents);
    expect(start.values.receivers).toEqual([]);
    expect(start.values.kept).toEqual([{ fileIdx: 900, orgFileName: '범위.pdf' }]);
    expect(start.beforeIdx).toBe(40);
    expect(start.fixedReceivers).toBe(false);
  });

  it('a resend has the same title, contents, receivers and files', () => {
    const start = composeStart('resend', original);
    expect(start.values.title).toBe(original.title);
    expect(start.values.contents).toBe(original.contents);
    expect(start.values.receivers.map((receiver) => receiver.receiverIdx)).toEqual([11, 12]);
    expect(start.values.kept).toHaveLength(1);
    expect(start.beforeIdx).toBe(40);
  });

  it('a draft is written further under its own messageIdx, with no beforeIdx', () => {
    const start = composeStart('draft', { ...original, messageStatus: MESSAGE_ACTION.SAVE });
    expect(start.messageIdx).toBe(40);
    expect(start.beforeIdx).toBeUndefined();
  });

  it('never prefixes a title twice', () => {
    expect(prefixedTitle('RE: ', 'RE: 질문')).toBe('RE: 질문');
    expect(prefixedTitle('FW: ', 'RE: 질문')).toBe('FW: RE: 질문');
  });
});

describe('what may be sent (screens.md §5 Messages)', () => {
  const receiver = { receiverIdx: 1, receiverName: 'a' };
  it('send waits for a title that shows something and a receiver', () => {
    expect(canSend({ title: '', receivers: [receiver] })).toBe(false);
    expect(canSend({ title: ' \u200b ', receivers: [receiver] })).toBe(false);
    expect(canSend({ title: '안내', receivers: [] })).toBe(false);
    expect(canSend({ title: '안내', receivers: [receiver] })).toBe(true);
    expect(canSaveDraft({ title: '  ' })).toBe(false);
  });

  it('contents are required as text a reader sees', () => {
    expect(contentsBlank('')).toBe(true);
    expect(contentsBlank('<p></p>')).toBe(true);
    expect(contentsBlank('<p>&nbsp; </p><p><br></p>')).toBe(true);
    expect(contentsBlank('<p>안녕하세요</p>')).toBe(false);
  });

  it('the 3 attachments count the files kept from the original', () => {
    expect(ruleWithKept(0).maxFiles).toBe(3);
    expect(ruleWithKept(2).maxFiles).toBe(1);
    expect(ruleWithKept(5).maxFiles).toBe(0);
  });
});

describe('the send form of message.SAVE (foundation.md §7)', () => {
  it('carries beforeIdx, the removed files and the action', () => {
    const start = composeStart('delivery', original);
    const values = withoutKept(
      { ...start.values, receivers: [{ receiverIdx: 12, receiverName: '박학생' }] },
      900,
    );
    const file = new File(['x'], 'plan.pdf');
    expect(saveRequest(start, values, [file], MESSAGE_ACTION.SEND)).toEqual({
      message: { title: 'FW: 단원평가 범위', contents: original.contents, messageStatus: 2 },
      receiverList: [{ receiverIdx: 12 }],
      beforeIdx: 40,
      removeFileIdxList: [900],
      uploadFile: [file],
    });
  });

  it('a draft saved again names itself and leaves out what is empty', () => {
    const start = composeStart('draft', { ...original, fileList: [] });
    expect(saveRequest(start, start.values, [], MESSAGE_ACTION.SAVE)).toEqual({
      message: {
        messageIdx: 40,
        title: original.title,
        contents: original.contents,
        messageStatus: 1,
      },
      receiverList: [{ receiverIdx: 11 }, { receiverIdx: 12 }],
    });
  });
});

describe('marks of a list row', () => {
  it('reads unread from the caller’s own receiver row', () => {
    expect(isUnread(original, 12)).toBe(true);
    expect(isUnread(original, 11)).toBe(false);
    expect(isUnread({ receiverList: [{ receiverIdx: 5, readDatetime: null }] }, 99)).toBe(true);
    expect(isUnread({ receiverList: [] }, 11)).toBe(false);
  });

  it('counts the receivers who read a sent message, and knows a draft', () => {
    expect(readCount(original)).toEqual({ read: 1, total: 2 });
    expect(isDraft({ messageStatus: 1 })).toBe(true);
    expect(isDraft({ messageStatus: 'SAVE' })).toBe(true);
    expect(isDraft({ messageStatus: 2 })).toBe(false);
  });
});
