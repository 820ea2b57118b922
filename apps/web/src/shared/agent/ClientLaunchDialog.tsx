import { LIMITS, URL_SCHEMES, WEB_LINK } from '@platform/contract';
import {
  Button,
  Dialog,
  ErrorModal,
  registerTexts,
  Spinner,
  useSubmitGuard,
  useT,
  useToast,
} from '@platform/ui';
import { useEffect, useState } from 'react';
import { leaveFor } from '../../app/leaveFor.ts';
import styles from './ClientLaunchDialog.module.css';
import { webEntryUrl } from './launchRequest.ts';
import { clientLaunchTexts } from './texts.ts';
import type { ClientLaunch } from './useClientLaunch.ts';

// This screen's texts arrive with its code (the first page does not carry them all).
registerTexts(clientLaunchTexts);

export interface ClientLaunchDialogProps {
  launch: ClientLaunch;
  /** The client setting allows the web ("open on web when allowed", screens.md §4). */
  allowsWeb: boolean;
  /** The institution's web-site base url (WEB_SITE_URL), where the web entry lives (assumed). */
  siteUrl: string | null;
  /** Gets the installer's address ('openApp.DOWNLOAD_CLIENT' downloadLink); rejects on failure. */
  downloadLink: () => Promise<string>;
  onServerError: (error: unknown) => void;
  /** What the client opens, which the dialog names: a class (the join flow), a homework, or a
   * completed note for wrong-answer rewriting. */
  purpose?: LaunchPurpose;
}

export type LaunchPurpose = 'class' | 'homework' | 'rewrite';

/** The texts that name what opens; the steps' texts are the same for every purpose. */
const PURPOSE_TEXTS = {
  class: {
    title: 'invite.client.title',
    done: 'invite.client.done',
    notInstalled: 'invite.client.notInstalled',
    retry: 'invite.client.joinIfInstalled',
  },
  homework: {
    title: 'clientLaunch.homework.title',
    done: 'clientLaunch.homework.done',
    notInstalled: 'clientLaunch.notInstalledOpen',
    retry: 'clientLaunch.openIfInstalled',
  },
  rewrite: {
    title: 'clientLaunch.rewrite.title',
    done: 'clientLaunch.rewrite.done',
    notInstalled: 'clientLaunch.notInstalledOpen',
    retry: 'clientLaunch.openIfInstalled',
  },
} as const satisfies Record<LaunchPurpose, Record<string, string>>;

/**
 * The client install/launch modal (screens.md §2.2, §4 "Join flow", §8 "Client errors"): the
 * steps of the join while they run, and the install choices when no agent answers (install, join
 * if installed, open on web when allowed). "Already running" is an error toast, any other launch
 * failure the default client error.
 */
export function ClientLaunchDialog({
  launch,
  allowsWeb,
  siteUrl,
  downloadLink,
  onServerError,
  purpose = 'class',
}: ClientLaunchDialogProps) {
  const t = useT();
  const texts = PURPOSE_TEXTS[purpose];
  const toast = useToast();
  const { state, stop, retry, prepareForWeb } = launch;
  const [runError, setRunError] = useState(false);
  const [busy, setBusy] = useState<'download' | 'web' | null>(null);
  // One install or web entry at a time, however fast a button is pressed twice.
  const { run: guarded } = useSubmitGuard();

  useEffect(() => {
    if (state.problem === 'alreadyRunning') toast.error(t('error.clientAlreadyRunning'));
    if (state.problem === 'other') setRunError(true);
  }, [state.problem, toast, t]);

  const install = () =>
    guarded(async () => {
      setBusy('download');
      try {
        // Neither http(s) nor a path of this site (`javascript:`): a failed download.
        if (!leaveFor(await downloadLink(), WEB_LINK)) {
          throw new Error('DOWNLOAD_CLIENT gave no usable link');
        }
      } catch {
        toast.error(t('error.download'));
      } finally {
        setBusy(null);
      }
    });

  const openOnWeb = () =>
    guarded(async () => {
      setBusy('web');
      try {
        const url = webEntryUrl(siteUrl, (await prepareForWeb())?.bodaAppMsg);
        if (!leaveFor(url, { allow: URL_SCHEMES.WEB })) toast.error(t('error.clientRunError'));
      } catch (error) {
        stop();
        onServerError(error);
      } finally {
        setBusy(null);
      }
    });

  const offersWeb = allowsWeb && Boolean(siteUrl);
  const installing = state.step === 'install';
  const open = state.step !== 'idle';

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) stop();
        }}
        title={installing ? t('invite.client.installTitle') : t(texts.title)}
        footer={
          installing ? (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={stop}>
                {t('invite.client.cancel')}
              </Button>
              {offersWeb && (
                <Button
                  variant="secondary"
                  loading={busy === 'web'}
                  onClick={() => void openOnWeb()}
                >
                  {t('invite.client.openOnWeb')}
                </Button>
              )}
              <Button variant="secondary" onClick={retry}>
                {t(texts.retry)}
              </Button>
              <Button loading={busy === 'download'} onClick={() => void install()}>
                {t('invite.client.install')}
              </Button>
            </div>
          ) : state.step === 'done' ? (
            <Button onClick={stop}>{t('invite.client.close')}</Button>
          ) : null
        }
      >
        <div className={styles.body} data-step={state.step}>
          {state.step === 'checking' && <Spinner label={t('invite.client.checking')} showLabel />}
          {state.step === 'processing' && (
            <Spinner
              label={t('invite.client.processing', { seconds: LIMITS.JOIN_PROCESSING_MS / 1000 })}
              showLabel
            />
          )}
          {state.step === 'done' && (
            <p role="status" className={styles.message}>
              {t(texts.done)}
            </p>
          )}
          {installing && (
            <p role="status" className={styles.message}>
              {t(texts.notInstalled)}
            </p>
          )}
        </div>
      </Dialog>
      <ErrorModal open={runError} onOpenChange={setRunError} message={t('error.clientRunError')} />
    </>
  );
}
