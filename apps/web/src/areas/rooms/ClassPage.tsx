import { canManageRoom, isApiError, ROOM_OPEN_TYPE, type Room } from '@platform/contract';
import {
  Button,
  ClassCardGrid,
  ConfirmDialog,
  EmptyState,
  ErrorModal,
  InstantClassCard,
  type InstantClassValues,
  InviteJoinCard,
  LoadMoreFooter,
  PullToRefresh,
  RoomCard,
  type RoomCardAction,
  registerTexts,
  Spinner,
  useLocale,
  useT,
  useToast,
} from '@platform/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { api } from '../../app/session/api.ts';
import { type SignedIn, useSignedIn } from '../../app/session/session.ts';
import { ClientLaunchDialog } from '../../shared/agent/ClientLaunchDialog.tsx';
import { clientDownloadLink } from '../../shared/agent/clientDownload.ts';
import { useClientLaunch } from '../../shared/agent/useClientLaunch.ts';
import { apiErrorMessage } from '../../shared/apiErrors.ts';
import { QueryState } from '../../shared/QueryState.tsx';
import styles from './ClassPage.module.css';
import { useFocusReturn } from './focusReturn.ts';
import { copyText, invitationText, inviteLinkOf } from './invitation.ts';
import { JoinDialog, type PendingJoin } from './JoinDialog.tsx';
import { type EntryTarget, entryPlan } from './roomEntry.ts';
import { refreshRooms, useMyRooms } from './roomQueries.ts';
import { roomScreenTexts } from './texts.ts';

registerTexts(roomScreenTexts);

// The heavy parts load only when opened: the QR encoder, the form with its user picker, the detail.
const RoomQrDialog = lazy(() => import('./RoomQrDialog.tsx'));
const RoomFormContainer = lazy(() => import('./RoomFormContainer.tsx'));
const RoomDetailContainer = lazy(() => import('./RoomDetailContainer.tsx'));

/** Issue 19 item 2: "The list refreshes 1 s after a close or removal". */
export const REFRESH_AFTER_CHANGE_MS = 1000;

type Opened =
  | { kind: 'none' }
  | { kind: 'register' }
  | { kind: 'modify'; room: Room }
  | { kind: 'detail'; room: Room }
  | { kind: 'qr'; room: Room }
  | { kind: 'remove'; room: Room }
  | { kind: 'close'; room: Room };

const NONE: Opened = { kind: 'none' };

/** The entry a room card's button starts: join its class, or open one. */
function cardTarget(room: Room): { target: EntryTarget; password: string | null } {
  const meet = room.meet;
  if (meet?.exist && meet.meetIdx) {
    return {
      target: {
        kind: 'join',
        roomCode: room.roomCode,
        meetIdx: meet.meetIdx,
        title: meet.meetTitle ?? room.roomTitle,
      },
      password: meet.meetPwd ? meet.meetPwd : null,
    };
  }
  return {
    target: { kind: 'open', roomCode: room.roomCode, title: room.roomTitle },
    password: null,
  };
}

/** The user as the join flow names them. */
const entryUser = (signedIn: SignedIn) => signedIn.user;

/**
 * The class page, meet/list, where every user lands (screens.md §10 "Class rooms page", §4 Room
 * and Join flow, §6): the invite-code join card; with MEET_OPEN the instant-class card and the
 * reserved-room cards, each with its join button and, with ROOM_REG, the kebab menu; the register
 * button with ROOM_REG. Without MEET_OPEN only the invite card shows (screens.md §6). On a phone
 * the list refreshes by a pull from the top.
 */
export function Component() {
  const t = useT();
  const toast = useToast();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const canOpenMeet = signedIn?.can('meetOpen') ?? false;
  const canRegister = signedIn?.can('roomRegistration') ?? false;
  const [pages, setPages] = useState(1);
  const rooms = useMyRooms(canOpenMeet, pages);
  const [opened, setOpenedState] = useState<Opened>(NONE);
  // The dialogs open from a card's menu item or title: focus goes back there when they close.
  const { remember, giveBack } = useFocusReturn();
  const setOpened = (next: Opened) => {
    if (next.kind !== 'none') remember();
    setOpenedState(next);
  };
  const [pendingJoin, setPendingJoin] = useState<PendingJoin | null>(null);
  const [inviteInvalid, setInviteInvalid] = useState(false);
  // The room whose class is being entered: its card's button shows the flow is under way.
  const [entering, setEntering] = useState<string | null>(null);
  const [shownError, setShownError] = useState<{
    code: string | null;
    context?: 'inviteLookup' | 'roomRemoval';
  } | null>(null);
  const launch = useClientLaunch();
  const close = () => {
    setOpenedState(NONE);
    giveBack();
  };
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);
  // A class opened or joined shows on its card: the server knows it once the client is up.
  const launched = launch.state.step === 'done';
  useEffect(() => {
    if (launched) void refreshRooms(queryClient);
  }, [launched, queryClient]);

  if (!signedIn) return null;

  const showError = (error: unknown, context?: 'inviteLookup' | 'roomRemoval') =>
    setShownError({ code: isApiError(error) ? error.code : null, ...(context ? { context } : {}) });

  /** Starts the join flow through the local agent for one entry. */
  const enter = (target: EntryTarget, password?: string) => {
    setEntering(target.kind === 'instant' ? null : target.roomCode);
    launch.start(
      entryPlan(
        {
          target,
          user: entryUser(signedIn),
          ...(password ? { password } : {}),
          language: locale,
        },
        (error) => showError(error),
      ),
    );
  };

  const refreshSoon = () => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => {
      void refreshRooms(queryClient);
    }, REFRESH_AFTER_CHANGE_MS);
  };

  const joinCard = (room: Room) => {
    const { target, password } = cardTarget(room);
    if (password !== null) {
      setPendingJoin({ target, password, reservedAttendee: null });
      return;
    }
    enter(target);
  };

  const joinByCode = async (code: string) => {
    setInviteInvalid(false);
    try {
      const lookup = await api.call('meet.VIEW_INVITE', { inviteCode: code });
      const found = lookup.result;
      if (!found) {
        setInviteInvalid(true);
        return;
      }
      const reserved = await reservedRoomToJoin(found.roomCode ?? null, signedIn.user.userIdx);
      setPendingJoin({
        target: found.meetIdx
          ? {
              kind: 'join',
              roomCode: found.roomCode ?? null,
              meetIdx: found.meetIdx,
              inviteCode: code,
              title: found.meetTitle ?? '',
            }
          : {
              kind: 'open',
              roomCode: found.roomCode ?? '',
              title: found.meetTitle ?? '',
            },
        password: null,
        reservedAttendee: reserved,
        confirm: true,
      });
    } catch (error) {
      if (isApiError(error) && error.code === 'WB-400-220') setInviteInvalid(true);
      else showError(error, 'inviteLookup');
    }
  };

  const confirmJoin = async (join: PendingJoin) => {
    if (join.reservedAttendee) {
      await api.call('roomUser.ADD', {
        roomCode: join.reservedAttendee.roomCode,
        userIdx: signedIn.user.userIdx,
      });
      toast.success(t('rooms.toast.attendeeAdded', { name: join.reservedAttendee.roomTitle }));
      void refreshRooms(queryClient);
    }
    setPendingJoin(null);
    enter(join.target, join.password ?? undefined);
  };

  /**
   * The instant class (screens.md §5 "Instant room"): the card checks the title and password by
   * the contract's rules; the server creates the room and its class when the agent is there
   * (openRoom OPEN_INFO), and a refusal comes back as the error modal.
   */
  const startInstant = ({ title, password }: InstantClassValues) =>
    enter({ kind: 'instant', title }, password || undefined);

  const onAction = async (action: RoomCardAction, room: Room) => {
    switch (action) {
      case 'qr':
      case 'modify':
      case 'remove':
      case 'close':
        setOpened({ kind: action, room });
        return;
      case 'copyLink':
      case 'copyInfo': {
        const link = inviteLinkOf(room, signedIn);
        if (!link) return;
        const text = action === 'copyLink' ? link : invitationText(room, link, t, locale);
        const copied = await copyText(text);
        if (copied) {
          toast.success(
            t(action === 'copyLink' ? 'rooms.toast.linkCopied' : 'rooms.toast.infoCopied'),
          );
        } else {
          toast.error(t('rooms.toast.copyFailed'));
        }
        return;
      }
    }
  };

  const removeRoom = async (room: Room) => {
    if (room.meet?.exist) {
      // The menu offers no removal while a class runs; a card older than the class is refused here.
      throw new Error(t('rooms.remove.meetOpen'));
    }
    try {
      await api.call('room.DEL', { roomCode: room.roomCode });
    } catch (error) {
      close();
      showError(error, 'roomRemoval');
      return;
    }
    toast.success(t('rooms.toast.removed', { name: room.roomTitle }));
    close();
    refreshSoon();
  };

  const closeClass = async (room: Room) => {
    const meetIdx = room.meet?.meetIdx;
    if (!meetIdx) return;
    await api.call('roomJoin.CLOSE', { roomCode: room.roomCode, meetIdx, remove: false });
    toast.success(t('rooms.toast.closed', { name: room.roomTitle }));
    close();
    refreshSoon();
  };

  const busy = launch.state.step === 'checking' || launch.state.step === 'processing';

  const cards = (
    <ClassCardGrid aria-label={t('rooms.class.title')}>
      <InviteJoinCard onJoin={joinByCode} invalid={inviteInvalid} headingLevel="h2" />
      {canOpenMeet && (
        <InstantClassCard
          onStart={startInstant}
          errorText={(error) => apiErrorMessage(error, t)}
          headingLevel="h2"
        />
      )}
    </ClassCardGrid>
  );

  return (
    <PullToRefresh onRefresh={() => refreshRooms(queryClient)} disabled={!canOpenMeet}>
      <section className={styles.page} aria-labelledby="class-title" data-slot="class-page">
        <header className={styles.header}>
          <h1 id="class-title" className={styles.title}>
            {t('rooms.class.title')}
          </h1>
          {canRegister && canOpenMeet && (
            <Button onClick={() => setOpened({ kind: 'register' })}>
              {t('rooms.class.register')}
            </Button>
          )}
        </header>
        {cards}
        {canOpenMeet && (
          <section className={styles.rooms} aria-labelledby="class-rooms-title">
            <h2 id="class-rooms-title" className={styles.subtitle}>
              {t('rooms.class.rooms')}
            </h2>
            <QueryState
              query={rooms}
              loadingLabel={t('rooms.class.loadingRooms')}
              isEmpty={(page) => page.content.length === 0}
              empty={
                <EmptyState
                  title={t('rooms.class.empty.title')}
                  description={t(
                    canRegister ? 'rooms.class.emptyCanRegister' : 'rooms.class.empty.description',
                  )}
                />
              }
            >
              {(page) => (
                <>
                  <ClassCardGrid aria-labelledby="class-rooms-title">
                    {page.content.map((room) => (
                      <RoomCard
                        key={room.roomCode}
                        room={room}
                        currentUserIdx={signedIn.user.userIdx}
                        canOpenMeet={canOpenMeet}
                        canRegister={canRegister}
                        canManage={canManageRoom(
                          signedIn.user,
                          { ownerUserIdx: room.ownerUserIdx ?? 0 },
                          signedIn.config.userTypeAuth,
                        )}
                        onJoin={joinCard}
                        onAction={(action, target) => void onAction(action, target)}
                        onOpenDetail={(target) => setOpened({ kind: 'detail', room: target })}
                        joining={busy && entering === room.roomCode}
                      />
                    ))}
                  </ClassCardGrid>
                  <LoadMoreFooter
                    loadedCount={page.content.length}
                    hasMore={page.content.length < (page.totalElements ?? 0)}
                    loading={rooms.isFetching && rooms.isPlaceholderData}
                    onLoadMore={() => setPages((shown) => shown + 1)}
                  />
                </>
              )}
            </QueryState>
          </section>
        )}

        <Suspense fallback={<Spinner label={t('rooms.class.loadingDialog')} />}>
          {opened.kind === 'qr' && <RoomQrDialog room={opened.room} onClose={close} />}
          {(opened.kind === 'register' || opened.kind === 'modify') && (
            <RoomFormContainer
              mode="service"
              room={opened.kind === 'modify' ? opened.room : null}
              onClose={close}
            />
          )}
          {opened.kind === 'detail' && <RoomDetailContainer room={opened.room} onClose={close} />}
        </Suspense>
        <ConfirmDialog
          open={opened.kind === 'remove'}
          onOpenChange={(open) => !open && close()}
          variant="destructive"
          title={
            opened.kind === 'remove' ? t('rooms.remove.title', { name: opened.room.roomTitle }) : ''
          }
          message={t('rooms.remove.body')}
          confirmLabel={t('rooms.remove.confirm')}
          onConfirm={() => (opened.kind === 'remove' ? removeRoom(opened.room) : undefined)}
          failureMessage={(error) => apiErrorMessage(error, t)}
        />
        <ConfirmDialog
          open={opened.kind === 'close'}
          onOpenChange={(open) => !open && close()}
          variant="destructive"
          title={
            opened.kind === 'close' ? t('rooms.close.title', { name: opened.room.roomTitle }) : ''
          }
          message={t('rooms.close.body')}
          confirmLabel={t('rooms.close.confirm')}
          onConfirm={() => (opened.kind === 'close' ? closeClass(opened.room) : undefined)}
          failureMessage={(error) => apiErrorMessage(error, t)}
        />
        {pendingJoin && (
          <JoinDialog
            join={pendingJoin}
            onConfirm={confirmJoin}
            onCancel={() => setPendingJoin(null)}
          />
        )}
        <ClientLaunchDialog
          launch={launch}
          allowsWeb={signedIn.config.clientSetting.allowsWeb}
          siteUrl={signedIn.config.siteUrl}
          downloadLink={() => clientDownloadLink(signedIn.companyId)}
          onServerError={(error) => showError(error)}
        />
        <ErrorModal
          open={shownError !== null}
          onOpenChange={(open) => !open && setShownError(null)}
          code={shownError?.code ?? null}
          {...(shownError?.context ? { context: shownError.context } : {})}
        />
      </section>
    </PullToRefresh>
  );
}

/**
 * screens.md §4: "Reserved-room invite join first registers the user as attendee". The room of an
 * invite, when it is a reserved room the user does not attend yet; null otherwise (and when the
 * room cannot be read: the join then goes on, and the server says what it thinks of it).
 */
async function reservedRoomToJoin(
  roomCode: string | null,
  userIdx: number,
): Promise<{ roomCode: string; roomTitle: string } | null> {
  if (!roomCode) return null;
  try {
    const room = (await api.call('room.VIEW', { roomCode })).result;
    if (!room || room.roomShowType !== ROOM_OPEN_TYPE.RESERVED) return null;
    if (room.ownerUserIdx === userIdx) return null;
    if (room.roomUserList?.some((user) => user.userIdx === userIdx)) return null;
    return { roomCode, roomTitle: room.roomTitle };
  } catch {
    return null;
  }
}
