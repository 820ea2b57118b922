import { describe, expect, it } from 'vitest';
import { BOARD_TYPE, MESSAGE_ACTION, MESSAGE_MODE } from './messages.ts';

describe('message and board code tables (foundation.md §9)', () => {
  it('message action', () => {
    expect(MESSAGE_ACTION).toEqual({ DELETE: 0, SAVE: 1, SEND: 2 });
  });
  it('message modes, wire text', () => {
    expect(MESSAGE_MODE).toEqual({
      SEND: 'send',
      RECV: 'recv',
      RESEND: 'resend',
      REPLY: 'reply',
      DELIVERY: 'delivery',
    });
  });
  it('board types', () => {
    expect(BOARD_TYPE).toEqual({ NOTICE: 1, INQUIRY: 2, BOARD: 3 });
  });
});
