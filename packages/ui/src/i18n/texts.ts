import { mergeCatalogs } from '@platform/contract';
import { uiCoreTexts } from './coreTexts.ts';
import { booksTexts } from './texts/books.ts';
import { cropTexts } from './texts/crop.ts';
import { datesTexts } from './texts/dates.ts';
import { frameTexts } from './texts/frame.ts';
import { groupsTexts } from './texts/groups.ts';
import { navigationTexts } from './texts/navigation.ts';
import { notesTexts } from './texts/notes.ts';
import { qrCodeTexts } from './texts/qrCode.ts';
import { richTextEditorTexts } from './texts/richTextEditor.ts';
import { roomFormsTexts } from './texts/roomForms.ts';
import { roomsTexts } from './texts/rooms.ts';
import { statsChartTexts } from './texts/statsChart.ts';
import { tableTexts } from './texts/table.ts';
import { timeSlotsTexts } from './texts/timeSlots.ts';

export { uiCoreTexts };

/** The groups registered by the components that show them (widgets, the frame, tables, dates, tabs). */
export const uiWidgetTexts = {
  booksTexts,
  notesTexts,
  groupsTexts,
  cropTexts,
  qrCodeTexts,
  frameTexts,
  tableTexts,
  datesTexts,
  navigationTexts,
  roomsTexts,
  roomFormsTexts,
  timeSlotsTexts,
  statsChartTexts,
  richTextEditorTexts,
} as const;

/** Every text of @platform/ui, one catalog per group of components (for tests and tools). */
export const uiTexts = /* @__PURE__ */ mergeCatalogs(
  uiCoreTexts,
  frameTexts,
  tableTexts,
  datesTexts,
  navigationTexts,
  cropTexts,
  qrCodeTexts,
  notesTexts,
  booksTexts,
  groupsTexts,
  roomsTexts,
  roomFormsTexts,
  timeSlotsTexts,
  statsChartTexts,
  richTextEditorTexts,
);
