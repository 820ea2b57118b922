export { TimeSlotGrid, type TimeSlotGridProps } from './TimeSlotGrid.tsx';
