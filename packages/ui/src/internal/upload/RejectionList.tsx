import type { FileRejection } from '@platform/contract';
import { useT } from '../../i18n/index.ts';
import { registerTexts } from '../../i18n/textRegistry.ts';
import { booksTexts } from '../../i18n/texts/books.ts';
import styles from './upload.module.css';
import { rejectionText } from './uploadFiles.ts';

// The widget's texts come with it: pages without it do not carry them.
registerTexts(booksTexts);

export interface RejectionListProps {
  rejections: readonly FileRejection[];
}

/**
 * The files the last choice could not add, each with the rule it broke. The region stays in the
 * page while empty so that a screen reader announces the lines when they appear.
 */
export function RejectionList({ rejections }: RejectionListProps) {
  const t = useT();
  return (
    <div className={styles.rejections} role="alert" data-slot="upload-rejections">
      {rejections.length > 0 && (
        <>
          <p className={styles.rejectionsTitle}>{t('upload.rejectedTitle')}</p>
          <ul className={styles.rejectionList}>
            {rejections.map((rejection, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one file name may be refused twice in one drop.
              <li key={`${rejection.fileName}-${index}`} data-rule={rejection.rule}>
                {rejectionText(rejection, t)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
