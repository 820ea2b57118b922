export {
  STATUS_CHIP_TONES,
  StatusChip,
  type StatusChipProps,
  type StatusChipTone,
} from './StatusChip.tsx';
export { accountStatusTone, noteStatusTone } from './statusTones.ts';
