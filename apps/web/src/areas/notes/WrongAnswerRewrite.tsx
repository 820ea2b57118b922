import type { Note } from '@platform/contract';
import { Button, useLocale, useT, useToast } from '@platform/ui';
import type { SignedIn } from '../../app/session/session.ts';
import { ClientLaunchDialog } from '../../shared/agent/ClientLaunchDialog.tsx';
import { clientDownloadLink } from '../../shared/agent/clientDownload.ts';
import { useClientLaunch } from '../../shared/agent/useClientLaunch.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { wrongAnswerLaunch } from './wrongAnswerLaunch.ts';

export interface WrongAnswerRewriteProps {
  note: Note;
  signedIn: SignedIn;
}

/**
 * Starts wrong-answer rewriting of a completed note (screens.md §4): the client's load-note
 * command with add type 3 (screens.md §7), through the local agent's join flow (check the
 * client, process, done; the install modal when no agent answers, screens.md §8).
 */
export function WrongAnswerRewrite({ note, signedIn }: WrongAnswerRewriteProps) {
  const t = useT();
  const toast = useToast();
  const { locale } = useLocale();
  const launch = useClientLaunch();
  const { user, config } = signedIn;
  const busy = launch.state.step === 'checking' || launch.state.step === 'processing';

  return (
    <>
      <Button
        loading={busy}
        onClick={() =>
          launch.start({
            // The load-note command needs no message of the server: the note is named in full.
            prepare: () => Promise.resolve({ bodaAppMsg: null }),
            launchFor: () =>
              wrongAnswerLaunch({
                note,
                user: {
                  userIdx: user.userIdx,
                  userName: user.userName,
                  userType: user.userType,
                  companyIdx: user.companyIdx ?? 0,
                },
                language: locale,
              }),
            onServerError: (error) => toast.error(apiErrorMessage(error, t)),
          })
        }
      >
        {t('notes.rewrite')}
      </Button>
      <ClientLaunchDialog
        launch={launch}
        purpose="rewrite"
        // assumed: rewriting happens in the native client only; the web classroom loads no note.
        allowsWeb={false}
        siteUrl={config.siteUrl}
        downloadLink={() => clientDownloadLink(signedIn.companyId)}
        onServerError={(error) => toast.error(apiErrorMessage(error, t))}
      />
    </>
  );
}
