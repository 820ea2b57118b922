export { ClassCardGrid, type ClassCardGridProps } from './ClassCardGrid.tsx';
export { RoomCard, type RoomCardProps } from './RoomCard.tsx';
export {
  isReservedRoom,
  ROOM_CARD_ACTIONS,
  type RoomCardAction,
  type RoomJoinMode,
  type RoomMenuState,
  roomJoinMode,
  roomMenuState,
} from './roomCardRules.ts';
