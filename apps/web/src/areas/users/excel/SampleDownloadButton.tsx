import {
  Button,
  type ButtonSize,
  type ButtonVariant,
  InlineAlert,
  registerTexts,
  useT,
} from '@platform/ui';
import { api } from '../../../app/session/api.ts';
import { useAction } from '../../../app/useAction.ts';
import { saveFile } from '../../../shared/saveFile.ts';
import { userExcelScreenTexts } from './texts.ts';
import styles from './UserExcelDialog.module.css';

registerTexts(userExcelScreenTexts);

/**
 * Fetches the sample spreadsheet ("GET /user/excel SAMPLE_USER_ADD downloads the sample file",
 * foundation.md §7) and hands it to the browser's download under the name the server gives.
 */
export async function downloadUserExcelSample(): Promise<void> {
  saveFile(await api.file('userExcel.SAMPLE_USER_ADD'));
}

export interface SampleDownloadButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * The sample download of the users' list and of the Excel registration (screens.md §10 "sample
 * download"): busy while it loads, and a failure says so beside the button. A double click
 * downloads once (useAction's guard).
 */
export function SampleDownloadButton({
  variant = 'secondary',
  size = 'md',
}: SampleDownloadButtonProps) {
  const t = useT();
  const download = useAction(downloadUserExcelSample);
  return (
    <span className={styles.sample} data-slot="user-excel-sample">
      <Button
        variant={variant}
        size={size}
        loading={download.isPending}
        onClick={() => download.mutate(undefined)}
      >
        {t('userExcel.sample')}
      </Button>
      {download.isError && <InlineAlert tone="danger">{t('error.download')}</InlineAlert>}
    </span>
  );
}
