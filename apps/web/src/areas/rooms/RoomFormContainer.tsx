import {
  allowedRoomKinds,
  BOOK_USAGE,
  canManageRoomBooks,
  isFeatureOn,
  ROOM_OPEN_TYPE,
  type Room,
  showsTreeMode,
} from '@platform/contract';
import {
  RoomFormDialog,
  type RoomFormUser,
  type RoomFormValues,
  Spinner,
  useT,
  useToast,
} from '@platform/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { endpointQuery } from '../../app/endpointQuery.ts';
import { api } from '../../app/session/api.ts';
import { useSignedIn } from '../../app/session/session.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { usePickerData } from '../../shared/userDirectory.ts';
import { refreshRooms, useRoomTemplates, useTeachers } from './roomQueries.ts';

export interface RoomFormContainerProps {
  /** `manage` (manage/room/list: a leader is chosen) or `service` (the class page: the user leads). */
  mode: 'manage' | 'service';
  /** The room to modify; null registers a new one. */
  room: Room | null;
  onClose: () => void;
}

/**
 * "The books the room may use": the institution's class books (screens.md §7 Books "paging false
 * for room books with bookType classbook, searchType 1").
 */
const classBooksQuery = () =>
  endpointQuery('book.LIST', { paging: false, bookType: BOOK_USAGE.CLASS, searchType: 1 });

/**
 * Register or modify a room (issue 19 item 4; screens.md §5 "Rooms and attendees", §7 Rooms):
 * room ADD with its attendees, or MOD with the attendees to add and to remove; the leader through
 * the owner change; the books through add, remove and the last-read update.
 */
export default function RoomFormContainer({ mode, room, onClose }: RoomFormContainerProps) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const config = signedIn?.config;
  const funcUse = config?.funcUse ?? [];
  const { users, groups } = usePickerData(signedIn?.user.companyIdx);
  const templates = useRoomTemplates();
  const teachers = useTeachers(mode === 'manage');
  // A room's card carries no attendees' names: the detail has them, and its books.
  const detail = useQuery({
    ...endpointQuery('room.VIEW', { roomCode: room?.roomCode ?? '' }, 'result'),
    enabled: room !== null,
  });
  const booksEnabled =
    isFeatureOn(funcUse, 'ROOM_BOOKS') &&
    (room === null ||
      mode === 'manage' ||
      canManageRoomBooks(
        signedIn?.user.userIdx ?? 0,
        { ownerUserIdx: room.ownerUserIdx ?? 0 },
        funcUse,
      ));
  const books = useQuery({ ...classBooksQuery(), enabled: booksEnabled });
  const bookOptions = useMemo(
    () =>
      (books.data ?? []).map((book) => ({
        bookIdx: book.bookIdx,
        bookName: book.bookName,
        pageCount: book.pageCount ?? 1,
      })),
    [books.data],
  );

  if (!signedIn || !config) return null;
  const currentUser: RoomFormUser = {
    userIdx: signedIn.user.userIdx,
    userName: signedIn.user.userName,
    userType: signedIn.user.userType,
  };
  // The form waits for the room's attendees before it shows them as chosen.
  if (room !== null && detail.isPending) return <Spinner label={t('rooms.class.loadingDialog')} />;
  const shown = room === null ? undefined : { ...room, ...(detail.data ?? {}) };

  const save = async (values: RoomFormValues) => {
    const { ownerUserIdx, ...fields } = values.room;
    let roomCode = room?.roomCode;
    if (roomCode === undefined) {
      const reply = await api.call('room.ADD', {
        room: {
          ...fields,
          // assumed: a room registered on either page is a reserved room (screens.md §4 "reserved
          // rooms active unless HIDE or CLOSE"); instant rooms start from the instant-class card.
          roomShowType: ROOM_OPEN_TYPE.RESERVED,
          ...(mode === 'manage' && ownerUserIdx ? { ownerUserIdx } : {}),
        },
        ...(values.roomUserList.length > 0 ? { roomUserList: values.roomUserList } : {}),
      });
      roomCode = reply.result?.roomCode;
    } else {
      await api.call('room.MOD', {
        room: { ...fields, roomCode },
        ...(values.roomUserList.length > 0 ? { roomUserList: values.roomUserList } : {}),
        ...(values.delUserList.length > 0 ? { delUserList: values.delUserList } : {}),
      });
      // screens.md §7: "change owner (room{roomCode,ownerUserIdx})".
      if (values.ownerChanged && ownerUserIdx) {
        await api.call('room.MOD', { room: { roomCode, ownerUserIdx } });
      }
    }
    if (roomCode) await saveBooks(roomCode, values.books);
    toast.success(t('rooms.toast.saved', { name: values.room.roomTitle }));
    onClose();
    await refreshRooms(queryClient);
  };

  return (
    <RoomFormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      mode={mode}
      {...(shown ? { room: shown } : {})}
      templates={templates.data ?? []}
      allowedKinds={allowedRoomKinds(config)}
      teachers={(teachers.data ?? []).map((user) => ({
        userIdx: user.userIdx,
        userName: user.userName,
        ...(user.userType != null ? { userType: user.userType } : {}),
      }))}
      currentUser={currentUser}
      groups={groups.data ?? []}
      users={users.data ?? []}
      directoryLoading={users.isPending || groups.isPending}
      treeMode={showsTreeMode(funcUse)}
      booksEnabled={booksEnabled}
      books={bookOptions}
      onSubmit={save}
      errorText={(error) => apiErrorMessage(error, t)}
    />
  );
}

/** The room's books: added, removed, and every new or changed last-read range saved. */
async function saveBooks(roomCode: string, books: RoomFormValues['books']): Promise<void> {
  if (books.remove.length > 0) {
    await api.call('roomBook.DEL_MULTI', { roomCode, bookIdxList: books.remove });
  }
  if (books.add.length > 0) {
    await api.call('roomBook.ADD_MULTI', {
      roomCode,
      bookIdxList: books.add.map((book) => book.bookIdx),
    });
  }
  for (const book of [...books.add, ...books.update]) {
    await api.call('roomBook.MOD', {
      roomBook: {
        roomCode,
        bookIdx: book.bookIdx,
        lastReadStart: book.lastReadStart,
        lastReadEnd: book.lastReadEnd,
      },
    });
  }
}
