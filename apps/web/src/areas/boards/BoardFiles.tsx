import { type BoardFile, withoutBidiControls } from '@platform/contract';
import { Button, useSubmitGuard, useT, useToast } from '@platform/ui';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import styles from './BoardPages.module.css';
import { downloadBoardFile } from './boardQueries.ts';

function FileRow({ file }: { file: BoardFile }) {
  const t = useT();
  const toast = useToast();
  const guard = useSubmitGuard();
  const name = withoutBidiControls(file.orgFileName);
  const download = async () => {
    try {
      await downloadBoardFile(file);
    } catch (error) {
      toast.error(apiErrorMessage(error, t));
    }
  };
  return (
    <li className={styles.file} data-slot="board-file">
      <span className={styles.fileName}>{name}</span>
      <Button
        size="sm"
        variant="secondary"
        loading={guard.pending}
        aria-label={t('boards.detail.download', { name })}
        onClick={() => void guard.run(download)}
      >
        {t('boards.detail.downloadButton')}
      </Button>
    </li>
  );
}

/**
 * The attachments of a post, each downloaded in two steps (foundation.md §7 File downloads); a
 * failed download says why in a toast.
 */
export function BoardFiles({
  files,
  headingId,
}: {
  files: readonly BoardFile[];
  headingId: string;
}) {
  const t = useT();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t('boards.detail.files')}
      </h3>
      {files.length > 0 ? (
        <ul className={styles.files}>
          {files.map((file) => (
            <FileRow key={file.fileIdx} file={file} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('boards.detail.noFiles')}</p>
      )}
    </section>
  );
}
