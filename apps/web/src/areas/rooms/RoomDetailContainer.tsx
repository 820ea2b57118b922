import { isFeatureOn, type ReferenceFile, type Room } from '@platform/contract';
import { RoomDetailDialog, useT, useToast } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import {
  deleteReferenceFile,
  downloadReferenceFile,
  uploadReferenceFiles,
} from './referenceFileCalls.ts';
import {
  refreshRooms,
  runningMeetIdx,
  useReferenceFiles,
  useRoomBooks,
  useRoomDetail,
  useRoomUsers,
} from './roomQueries.ts';

/**
 * The room detail dialog with its reads (issue 19 item 5; screens.md §10 "Room detail modal:
 * info, books, attendees"): the room, its books (with the room-books flag), its attendees 1000 a
 * page, and its reference files: upload by the contract's rule, download, delete by the uploader.
 */
export default function RoomDetailContainer({
  room,
  onClose,
}: {
  room: Room;
  onClose: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const [pageIndex, setPageIndex] = useState(0);
  const detail = useRoomDetail(room.roomCode);
  const users = useRoomUsers(room.roomCode, pageIndex);
  const booksOn = isFeatureOn(signedIn?.config.funcUse ?? [], 'ROOM_BOOKS');
  const books = useRoomBooks(room.roomCode, booksOn);
  const meetIdx = runningMeetIdx(room);
  const files = useReferenceFiles(room.roomCode, meetIdx);
  const shown: Room = { ...room, ...(detail.data ?? {}) };

  const upload = async (chosen: File[]) => {
    await uploadReferenceFiles(room.roomCode, meetIdx, chosen);
    toast.success(t('rooms.toast.uploaded', { count: chosen.length }));
    await refreshRooms(queryClient);
  };

  const deleteFile = async (file: ReferenceFile) => {
    await deleteReferenceFile(file);
    toast.success(t('rooms.toast.fileDeleted', { name: file.orgFileName }));
    await refreshRooms(queryClient);
  };

  const download = (file: ReferenceFile) => {
    downloadReferenceFile(file).catch((error: unknown) => toast.error(apiErrorMessage(error, t)));
  };

  return (
    <RoomDetailDialog
      open
      onOpenChange={(open) => !open && onClose()}
      room={shown}
      {...(booksOn ? { books: books.data ?? shown.roomBookList ?? [] } : { books: [] })}
      attendees={{
        users: users.data?.content ?? shown.roomUserList ?? [],
        pageIndex,
        totalCount: users.data?.totalElements ?? shown.roomUserList?.length ?? 0,
      }}
      attendeesLoading={users.isFetching}
      onAttendeesPage={setPageIndex}
      files={files.data ?? []}
      filesLoading={files.isPending}
      currentUserIdx={signedIn?.user.userIdx ?? 0}
      onUpload={upload}
      onDeleteFile={deleteFile}
      onDownloadFile={download}
      errorText={(error) => apiErrorMessage(error, t)}
    />
  );
}
