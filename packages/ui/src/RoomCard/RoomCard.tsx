import type { Room } from '@platform/contract';
import { useId, useRef, useState } from 'react';
import { Button } from '../Button/index.ts';
import { DateText } from '../DateText/index.ts';
import { registerTexts, type Translate, useT } from '../i18n/index.ts';
import { roomsTexts } from '../i18n/texts/rooms.ts';
import cardStyles from '../internal/card/classCard.module.css';
import { useLongPress } from '../internal/useLongPress.ts';
import { KebabMenu, type KebabMenuItem } from '../KebabMenu/index.ts';
import { StatusChip, type StatusChipTone } from '../StatusChip/index.ts';
import styles from './RoomCard.module.css';
import {
  type RoomCardAction,
  type RoomJoinMode,
  roomJoinMode,
  roomMenuState,
} from './roomCardRules.ts';

// The class page's texts arrive with the card.
registerTexts(roomsTexts);

export interface RoomCardProps {
  /** The room as the room list sends it (the contract's `Room`). */
  room: Room;
  /** The signed-in user's `userIdx`: the owner, or the starter of a non-reserved meet, may close it. */
  currentUserIdx: number;
  /** The user holds `MEET_OPEN` (`can(user, 'meetOpen', userTypeAuth)`): may open a meet. */
  canOpenMeet: boolean;
  /** The user holds `ROOM_REG` (`can(user, 'roomRegistration', ...)`): the kebab menu and long press. */
  canRegister: boolean;
  /**
   * The user may modify and remove this room (the contract's `canManageRoom`: its owner, or a
   * manager); without it the menu lists neither.
   */
  canManage: boolean;
  /** The join button: join the room's meet, or open one (see `roomJoinMode`). */
  onJoin: (room: Room) => void;
  /** A kebab menu item was chosen. */
  onAction: (action: RoomCardAction, room: Room) => void;
  /** The title was pressed: open the room detail dialog. */
  onOpenDetail: (room: Room) => void;
  /** A join or open of this room is under way (the agent launch): the button shows it is busy. */
  joining?: boolean;
  /** The level of the title in the document outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Today, which decides the short date form; injectable for tests. */
  now?: Date;
  className?: string;
}

const JOIN_LABEL = {
  join: 'roomCard.join',
  open: 'roomCard.open',
  preparing: 'roomCard.preparing',
} as const;

/** The state chip: a live class with its head count, else ready, hidden or closed. */
function stateChip(
  room: Room,
  mode: RoomJoinMode,
  t: Translate,
): { label: string; tone: StatusChipTone } {
  if (mode === 'hidden' || mode === 'closed') {
    // The two states' own words: the whole code-label catalogue (2 kB gzip) is not worth them on
    // the landing page.
    return {
      label: t(mode === 'hidden' ? 'roomCard.state.hidden' : 'roomCard.state.closed'),
      tone: 'neutral',
    };
  }
  if (mode === 'join') {
    return {
      label: t('roomCard.state.live', { count: room.meet?.currentUserNum ?? 0 }),
      tone: 'success',
    };
  }
  return { label: t('roomCard.state.ready'), tone: 'info' };
}

/**
 * A room of the class page (screens.md §10 "Class rooms page", §4 Room): its title (which opens
 * the room's details), leader, use period, attendee count and state, and the join button. The
 * button joins a running class, opens one when the user may (`MEET_OPEN`, or a reserved room that
 * anyone may open first), and otherwise says 'class preparing', disabled. A hidden room says
 * 'manage hidden room' and cannot be joined. With `ROOM_REG` the card has the kebab menu (QR code,
 * copy invite link, copy invitation info, modify, remove, close class), which a long press of a
 * finger on the card opens as well (screens.md §9: 500 ms).
 */
export function RoomCard({
  room,
  currentUserIdx,
  canOpenMeet,
  canRegister,
  canManage,
  onJoin,
  onAction,
  onOpenDetail,
  joining = false,
  headingLevel: Heading = 'h3',
  now,
  className,
}: RoomCardProps) {
  const t = useT();
  const titleId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const mode = roomJoinMode(room, canOpenMeet);
  const disabled = mode === 'hidden' || mode === 'closed';
  const menu = roomMenuState(room, currentUserIdx, canManage);
  const chip = stateChip(room, mode, t);
  const longPress = useLongPress(cardRef, {
    onLongPress: () => setMenuOpen(true),
    enabled: canRegister,
    ignoreSelector: '[data-slot="kebab-menu-trigger"]',
  });

  const labels: Record<RoomCardAction, string> = {
    qr: t('roomCard.action.qr'),
    copyLink: t('roomCard.action.copyLink'),
    copyInfo: t('roomCard.action.copyInfo'),
    modify: t('roomCard.action.modify'),
    remove: t('roomCard.action.remove'),
    close: t('roomCard.action.close'),
  };
  const items: KebabMenuItem[] = menu.actions.map((action) => ({
    id: action,
    label: labels[action],
    onSelect: () => onAction(action, room),
    ...(action === 'remove' || action === 'close' ? { tone: 'danger' as const } : {}),
    ...(action === 'remove' && menu.removeBlocked
      ? { disabled: true, description: t('roomCard.removeBlocked') }
      : {}),
  }));

  const leader = room.ownerUser?.userName?.trim();
  const attendees = room.roomUserList?.length;
  const hasPeriod = Boolean(room.showDatetime || room.showEndDatetime);

  return (
    <article
      ref={cardRef}
      className={[cardStyles.card, styles.card, className].filter(Boolean).join(' ')}
      data-slot="room-card"
      data-mode={mode}
      data-disabled={disabled || undefined}
      data-long-press={canRegister || undefined}
      aria-labelledby={titleId}
      {...longPress}
    >
      <div className={styles.header}>
        <Heading className={cardStyles.heading}>
          <button
            type="button"
            id={titleId}
            className={styles.title}
            data-slot="room-card-title"
            aria-haspopup="dialog"
            onClick={() => onOpenDetail(room)}
          >
            {room.roomTitle}
          </button>
        </Heading>
        {canRegister && (
          <KebabMenu
            items={items}
            label={t('roomCard.menuLabel', { title: room.roomTitle })}
            size="sm"
            open={menuOpen}
            onOpenChange={setMenuOpen}
          />
        )}
      </div>
      <StatusChip
        className={styles.state}
        label={chip.label}
        tone={chip.tone}
        data-slot="room-card-state"
      />
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('roomCard.leader')}</dt>
          <dd>{leader || t('roomCard.noLeader')}</dd>
        </div>
        {hasPeriod && (
          <div className={styles.fact}>
            <dt>{t('roomCard.period')}</dt>
            <dd className={styles.period} data-slot="room-card-period">
              <DateText value={room.showDatetime} form="date" {...(now ? { now } : {})} />
              <span>{t('roomCard.periodTo')}</span>
              <DateText value={room.showEndDatetime} form="date" {...(now ? { now } : {})} />
            </dd>
          </div>
        )}
        {attendees !== undefined && (
          <div className={styles.fact}>
            <dt>{t('roomCard.attendees')}</dt>
            <dd>{t('roomCard.attendeeCount', { count: attendees })}</dd>
          </div>
        )}
      </dl>
      {mode === 'hidden' ? (
        // assumed: the hidden card names where it is managed instead of a join button; its
        // title (details) and kebab menu (modify, to show it again) stay usable.
        <p className={styles.notice} data-slot="room-card-hidden-notice">
          {t('roomCard.hiddenNotice')}
        </p>
      ) : mode === 'closed' ? null : (
        <div className={cardStyles.actions}>
          <Button
            className={styles.join}
            variant={mode === 'join' ? 'primary' : 'secondary'}
            disabled={mode === 'preparing'}
            loading={joining}
            aria-describedby={titleId}
            data-slot="room-card-join"
            onClick={() => onJoin(room)}
          >
            {t(JOIN_LABEL[mode])}
          </Button>
        </div>
      )}
    </article>
  );
}
