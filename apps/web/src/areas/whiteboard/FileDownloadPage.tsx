import type { ReferenceFile } from '@platform/contract';
import { InlineAlert, ReferenceFiles, Spinner, useT, useToast } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import {
  deleteReferenceFile,
  downloadReferenceFile,
  uploadReferenceFiles,
} from '../rooms/referenceFileCalls.ts';
import {
  refreshRooms,
  runningMeetIdx,
  useReferenceFiles,
  useRoomDetail,
} from '../rooms/roomQueries.ts';
import { MissingRoom } from './MissingRoom.tsx';
import { useWhiteboardData } from './useWhiteboardData.ts';
import { WhiteboardPageFrame } from './WhiteboardPageFrame.tsx';

/**
 * /wb/fileDownload (screens.md §10 "room code RCd; upload when AuF=1; delete own"): the class's
 * reference files with their downloads; the upload by the reference-file rule only when the
 * whiteboard allows it, a delete only on one's own files. The class is the room's running one
 * (meetIdx 0 when none runs, as the room detail dialog reads them).
 */
export function Component() {
  const { roomCode, allowUpload } = useWhiteboardData();
  return (
    <WhiteboardPageFrame page="fileDownload">
      {roomCode ? <ClassFiles roomCode={roomCode} allowUpload={allowUpload} /> : <MissingRoom />}
    </WhiteboardPageFrame>
  );
}

function ClassFiles({ roomCode, allowUpload }: { roomCode: string; allowUpload: boolean }) {
  const t = useT();
  const room = useRoomDetail(roomCode);
  if (room.isPending) return <Spinner label={t('app.loading')} showLabel />;
  if (room.isError) {
    return <InlineAlert tone="danger">{apiErrorMessage(room.error, t)}</InlineAlert>;
  }
  const meetIdx = room.data ? runningMeetIdx(room.data) : 0;
  return <FilesOfClass roomCode={roomCode} meetIdx={meetIdx} allowUpload={allowUpload} />;
}

function FilesOfClass({
  roomCode,
  meetIdx,
  allowUpload,
}: {
  roomCode: string;
  meetIdx: number;
  allowUpload: boolean;
}) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const files = useReferenceFiles(roomCode, meetIdx);

  const upload = async (chosen: File[]) => {
    await uploadReferenceFiles(roomCode, meetIdx, chosen);
    toast.success(t('wb.files.uploaded', { count: chosen.length }));
    await refreshRooms(queryClient);
  };

  const remove = async (file: ReferenceFile) => {
    await deleteReferenceFile(file);
    toast.success(t('wb.files.deleted', { name: file.orgFileName }));
    await refreshRooms(queryClient);
  };

  if (files.isError) {
    return <InlineAlert tone="danger">{apiErrorMessage(files.error, t)}</InlineAlert>;
  }
  return (
    <ReferenceFiles
      files={files.data ?? []}
      loading={files.isPending}
      currentUserIdx={signedIn?.user.userIdx ?? 0}
      {...(allowUpload ? { onUpload: upload } : {})}
      onDeleteFile={remove}
      onDownloadFile={(file) =>
        void downloadReferenceFile(file).catch((error: unknown) =>
          toast.error(apiErrorMessage(error, t)),
        )
      }
      errorText={(error) => apiErrorMessage(error, t)}
    />
  );
}
