import { AlertDialog, ErrorModal, useT } from '@platform/ui';
import { useSignedIn } from '../../app/session/session.ts';
import { ClientLaunchDialog } from '../../shared/agent/ClientLaunchDialog.tsx';
import { clientDownloadLink } from '../../shared/agent/clientDownload.ts';
import type { ClientLaunch } from '../../shared/agent/useClientLaunch.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';

export type StudentTaskProblem =
  | { kind: 'removed' }
  | { kind: 'submitted' }
  | { kind: 'error'; message: string };

/**
 * What a student's start of a homework may open: the classroom client's launch and install
 * dialogs, the already-removed modal and the error modal. A chunk of its own (the kit's dialogs),
 * which the list loads after its first paint: a student's landing screen paints without it.
 */
export default function StudentTaskDialogs({
  launch,
  problem,
  onProblem,
}: {
  launch: ClientLaunch;
  problem: StudentTaskProblem | null;
  onProblem: (problem: StudentTaskProblem | null) => void;
}) {
  const t = useT();
  const signedIn = useSignedIn();
  return (
    <>
      <ClientLaunchDialog
        launch={launch}
        purpose="homework"
        // assumed: homework opens only in the installed client (no web viewer is described).
        allowsWeb={false}
        siteUrl={signedIn?.config.siteUrl ?? null}
        downloadLink={() => clientDownloadLink(signedIn?.companyId)}
        onServerError={(error) => onProblem({ kind: 'error', message: apiErrorMessage(error, t) })}
      />
      <AlertDialog
        open={problem?.kind === 'removed'}
        onOpenChange={(open) => {
          if (!open) onProblem(null);
        }}
        title={t('homework.removedTitle')}
        message={t('valid.alreadyRemovedTask')}
      />
      <ErrorModal
        open={problem?.kind === 'submitted' || problem?.kind === 'error'}
        onOpenChange={(open) => {
          if (!open) onProblem(null);
        }}
        message={problem?.kind === 'error' ? problem.message : t('valid.alreadySubmitTask')}
      />
    </>
  );
}
