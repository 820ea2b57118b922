export {
  ROOM_DETAIL_TABS,
  type RoomDetailAttendeePage,
  RoomDetailDialog,
  type RoomDetailDialogProps,
  type RoomDetailTab,
} from './RoomDetailDialog.tsx';
