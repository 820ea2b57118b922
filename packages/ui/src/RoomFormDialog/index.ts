export { RoomFormDialog, type RoomFormDialogProps } from './RoomFormDialog.tsx';
export type {
  RoomBookRange,
  RoomFormBookOption,
  RoomFormMode,
  RoomFormRoom,
  RoomFormUser,
  RoomFormValues,
} from './roomFormLogic.ts';
