import { WHITEBOARD_COMMAND } from '@platform/contract';
import { Button, InlineAlert, registerTexts, ToastProvider, useT } from '@platform/ui';
import type { ReactNode } from 'react';
import { DemoClientLog } from './DemoClientLog.tsx';
import { whiteboardTexts } from './texts.ts';
import { useWhiteboard } from './useWhiteboard.ts';
import styles from './WhiteboardPage.module.css';
import type { WhiteboardPageName } from './whiteboardPages.ts';

// The pages' texts arrive with their code (the first page does not carry them all).
registerTexts(whiteboardTexts);

export interface WhiteboardPageFrameProps {
  page: WhiteboardPageName;
  children: ReactNode;
}

/**
 * What every page inside the whiteboard shares (screens.md §10 Whiteboard pages): its name, a
 * close that asks the client to close the panel, the notice when no whiteboard is connected, and
 * in the demo what the stand-in client received. No app frame: the whiteboard is the frame.
 */
export function WhiteboardPageFrame(props: WhiteboardPageFrameProps) {
  return (
    <ToastProvider>
      <FrameBody {...props} />
    </ToastProvider>
  );
}

function FrameBody({ page, children }: WhiteboardPageFrameProps) {
  const t = useT();
  const { connection, send } = useWhiteboard();
  return (
    <main className={styles.page} data-slot="whiteboard-page" data-page={page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t(`wb.page.${page}`)}</h1>
        <Button
          variant="secondary"
          size="sm"
          disabled={!connection.bridge}
          onClick={() => void send({ command: WHITEBOARD_COMMAND.CLOSE }, '')}
        >
          {t('wb.close')}
        </Button>
      </div>
      {!connection.bridge && (
        <InlineAlert tone="danger" data-slot="whiteboard-not-connected">
          {t('wb.bridge.none')}
        </InlineAlert>
      )}
      {children}
      {connection.demo && <DemoClientLog demo={connection.demo} />}
    </main>
  );
}
