import { safeUrl, WEB_LINK } from '@platform/contract';
import { Button, InlineAlert, useT } from '@platform/ui';
import { openInNewTab } from '../../../app/leaveFor.ts';
import { api } from '../../../app/session/api.ts';
import { useAction } from '../../../app/useAction.ts';
import { saveFile } from '../../../shared/saveFile.ts';
import styles from './CompanyLoginPage.module.css';

export interface LoginDownloadsProps {
  companyId: string;
  /** WEB_FILE_MANUAL names a manual. */
  manual: boolean;
  /** WEB_CLIENT_SETTING allows the native app. */
  app: boolean;
}

/**
 * The manual and app download buttons (screens.md §2.2). The manual is the two-step download of
 * the catalogue without a bearer (foundation.md §7 "except for the manual"); the app asks
 * 'openApp.DOWNLOAD_CLIENT' for its downloadLink and opens it.
 */
export function LoginDownloads({ companyId, manual, app }: LoginDownloadsProps) {
  const t = useT();
  const manualDownload = useAction(() => api.download('MANUAL', { companyId }), {
    onSuccess: saveFile,
  });
  const appDownload = useAction(
    async () => {
      const reply = await api.result('openApp.DOWNLOAD_CLIENT', { companyId });
      // Neither http(s) nor a path of this site (`javascript:` from a compromised server): a
      // failed download, and no link.
      const link = safeUrl(reply?.downloadLink, WEB_LINK);
      if (!link) throw new Error('DOWNLOAD_CLIENT gave no usable downloadLink');
      return link;
    },
    // A new tab, so that the page stays; the link stays on the page too, for a blocked pop-up.
    { onSuccess: (link) => openInNewTab(link, WEB_LINK) },
  );
  const appLink = safeUrl(appDownload.data, WEB_LINK);
  if (!manual && !app) return null;
  const failed = manualDownload.isError || appDownload.isError;

  return (
    <section className={styles.downloads} aria-label={t('login.downloads')}>
      <div className={styles.downloadButtons}>
        {manual && (
          <Button
            variant="secondary"
            size="sm"
            loading={manualDownload.isPending}
            onClick={() => manualDownload.mutate(undefined)}
          >
            {t('login.manual')}
          </Button>
        )}
        {app && (
          <Button
            variant="secondary"
            size="sm"
            loading={appDownload.isPending}
            onClick={() => appDownload.mutate(undefined)}
          >
            {t('login.app')}
          </Button>
        )}
      </div>
      {appLink && (
        <a className={styles.link} href={appLink} target="_blank" rel="noopener noreferrer">
          {t('login.appLink')}
        </a>
      )}
      {failed && <InlineAlert tone="danger">{t('error.download')}</InlineAlert>}
    </section>
  );
}
