import {
  type ApiParams,
  isFeatureOn,
  MEET_FILE_TYPE,
  type ReferenceFile,
  type Room,
} from '@platform/contract';
import { RoomDetailDialog, useT, useToast } from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/session/api.ts';
import { useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { saveFile } from '../../shared/saveFile.ts';
import {
  refreshRooms,
  useReferenceFiles,
  useRoomBooks,
  useRoomDetail,
  useRoomUsers,
} from './roomQueries.ts';

/**
 * The meet file upload: "meetFile{meetIdx,fileType} plus uploadFile_{idx}" (screens.md §7). The
 * contract types the numbered files as an index signature, which TypeScript cannot meet beside
 * the named part; the request schema checks the whole at the call.
 */
function uploadForm(
  meetFile: { meetIdx: number; fileType: number; roomCode: string },
  files: File[],
) {
  const numbered = Object.fromEntries(files.map((file, index) => [`uploadFile_${index}`, file]));
  return { meetFile, ...numbered } as unknown as ApiParams<'meetFile.ADD'>;
}

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
  const meetIdx = room.meet?.exist ? (room.meet.meetIdx ?? 0) : 0;
  const files = useReferenceFiles(room.roomCode, meetIdx);
  const shown: Room = { ...room, ...(detail.data ?? {}) };

  const upload = async (chosen: File[]) => {
    await api.call(
      'meetFile.ADD',
      uploadForm({ meetIdx, fileType: MEET_FILE_TYPE.REFERENCE, roomCode: room.roomCode }, chosen),
    );
    toast.success(t('rooms.toast.uploaded', { count: chosen.length }));
    await refreshRooms(queryClient);
  };

  const deleteFile = async (file: ReferenceFile) => {
    await api.call('meetFile.DEL', { fileIdx: file.fileIdx });
    toast.success(t('rooms.toast.fileDeleted', { name: file.orgFileName }));
    await refreshRooms(queryClient);
  };

  const download = (file: ReferenceFile) => {
    api
      .download(
        'MEET_FILE',
        { searchIdx: file.fileIdx, fileType: 'MEET_FILE' },
        { fileParams: (info) => ({ fileIdx: info.fileIdx ?? file.fileIdx }) },
      )
      .then(saveFile, (error: unknown) => toast.error(apiErrorMessage(error, t)));
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
