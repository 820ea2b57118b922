import type { WhiteboardCommand } from '@platform/contract';
import { useT, useToast } from '@platform/ui';
import { useCallback, useState } from 'react';
import { whiteboardConnection } from './bridge/connection.ts';
import { WhiteboardCommandError } from './bridge/whiteboardBridge.ts';

/**
 * The whiteboard connection of a page, and the way its buttons send a command: the toast says
 * that the whiteboard took it, or why not (refused with the client's words, or no answer).
 */
export function useWhiteboard() {
  const t = useT();
  const toast = useToast();
  const [connection] = useState(whiteboardConnection);
  const { bridge } = connection;

  const send = useCallback(
    async (command: WhiteboardCommand, sentText: string): Promise<boolean> => {
      if (!bridge) {
        toast.error(t('wb.bridge.none'));
        return false;
      }
      try {
        await bridge.send(command);
        if (sentText) toast.success(sentText);
        return true;
      } catch (error) {
        if (!(error instanceof WhiteboardCommandError)) throw error;
        toast.error(
          error.reason === 'noAnswer'
            ? t('wb.bridge.noAnswer')
            : error.clientMessage
              ? t('wb.bridge.refusedWith', { message: error.clientMessage })
              : t('wb.bridge.refused'),
        );
        return false;
      }
    },
    [bridge, t, toast],
  );

  return { connection, send };
}
