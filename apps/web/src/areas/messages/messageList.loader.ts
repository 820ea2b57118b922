import { MESSAGE_MODE } from '@platform/contract';
import { mayManage, screenLoader } from '../../app/screenLoader.ts';
import { messagePageQuery } from './messageQueries.ts';

/** message/recv/list: the first page of the received box. */
export const receivedLoader = screenLoader(() => [messagePageQuery(MESSAGE_MODE.RECV, 0)]);

/** message/send/list: the first page of the sent box. */
export const sentLoader = screenLoader(() => [messagePageQuery(MESSAGE_MODE.SEND, 0)]);

/** manage/message/recv/list: the same, for users with manage access. */
export const manageReceivedLoader = screenLoader(
  () => [messagePageQuery(MESSAGE_MODE.RECV, 0)],
  mayManage,
);

/** manage/message/send/list. */
export const manageSentLoader = screenLoader(
  () => [messagePageQuery(MESSAGE_MODE.SEND, 0)],
  mayManage,
);
