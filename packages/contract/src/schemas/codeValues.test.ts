import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  ACCOUNT_STATUS,
  BOARD_TYPE,
  BOOK_STATUS,
  BOOK_USAGE,
  ENTRY_MODE,
  LICENSE_BILLING,
  LOGIN_PROVIDER,
  MESSAGE_MODE,
  NOTE_STATUS,
  RECORD_TYPE,
  ROLE_LEVEL,
  ROOM_KIND,
  ROOM_OPEN_TYPE,
  ROOM_STATE,
  SUMMARY_STATUS,
  USER_TYPE,
} from '../codes/index.ts';
import {
  accountOwnerTypeValue,
  boardTypeValue,
  bookStatusValue,
  bookTypeValue,
  licenseTypeValue,
  messageTypeValue,
  noteStatusValue,
  recordTypeValue,
  roomOpenTypeValue,
  roomShowTypeValue,
  roomStatusValue,
  roomTypeValue,
  summaryStatusValue,
  userRoleValue,
  userStatusValue,
  userTypeValue,
} from './codeValues.ts';

const literalValues = (schema: z.ZodMiniLiteral) => [...schema._zod.values].sort();
const tableValues = (table: Record<string, number | string>) => Object.values(table).sort();

/**
 * The schemas spell the code values out (written before src/codes existed); this keeps them equal
 * to the code tables of src/codes, so a table and a schema cannot drift apart.
 */
describe('the schemas’ code values match the code tables of src/codes', () => {
  it.each([
    ['userType / USER_TYPE', userTypeValue, USER_TYPE],
    ['accountOwnerType / LOGIN_PROVIDER', accountOwnerTypeValue, LOGIN_PROVIDER],
    ['userRole / ROLE_LEVEL', userRoleValue, ROLE_LEVEL],
    ['userStatus / ACCOUNT_STATUS', userStatusValue, ACCOUNT_STATUS],
    ['boardType / BOARD_TYPE', boardTypeValue, BOARD_TYPE],
    ['bookType / BOOK_USAGE', bookTypeValue, BOOK_USAGE],
    ['bookStatus / BOOK_STATUS', bookStatusValue, BOOK_STATUS],
    ['noteStatus / NOTE_STATUS', noteStatusValue, NOTE_STATUS],
    ['roomType / ROOM_KIND', roomTypeValue, ROOM_KIND],
    ['roomStatus / ROOM_STATE', roomStatusValue, ROOM_STATE],
    ['roomShowType / ROOM_OPEN_TYPE', roomShowTypeValue, ROOM_OPEN_TYPE],
    ['roomOpenType / ENTRY_MODE', roomOpenTypeValue, ENTRY_MODE],
    ['summaryStatus / SUMMARY_STATUS', summaryStatusValue, SUMMARY_STATUS],
    ['recordType / RECORD_TYPE', recordTypeValue, RECORD_TYPE],
    ['licenseType / LICENSE_BILLING', licenseTypeValue, LICENSE_BILLING],
  ] as const)('%s', (_, schema, table) => {
    expect(literalValues(schema as unknown as z.ZodMiniLiteral)).toEqual(tableValues(table));
  });
  it('messageType / MESSAGE_MODE', () => {
    expect([...messageTypeValue.options].sort()).toEqual(tableValues(MESSAGE_MODE));
  });
});
