import { useT } from '@platform/ui';
import { useSyncExternalStore } from 'react';
import type { DemoWhiteboardClient } from './bridge/demoClient.ts';
import styles from './WhiteboardPage.module.css';

/** The demo's stand-in client, made visible: each command it received, as the client gets it. */
export function DemoClientLog({ demo }: { demo: DemoWhiteboardClient }) {
  const t = useT();
  const received = useSyncExternalStore(demo.subscribe, demo.received);
  return (
    <details className={styles.demo} data-slot="whiteboard-demo-log">
      <summary>{t('wb.demo.title', { count: received.length })}</summary>
      <p className={styles.text}>{t('wb.demo.hint')}</p>
      <ol className={styles.demoList}>
        {received.map((message) => (
          <li key={message.requestId}>
            <code className={styles.code}>{JSON.stringify(message)}</code>
          </li>
        ))}
      </ol>
    </details>
  );
}
