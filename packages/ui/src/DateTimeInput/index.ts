export { DateTimeInput, type DateTimeInputProps } from './DateTimeInput.tsx';
