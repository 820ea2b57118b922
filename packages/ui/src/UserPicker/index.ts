export { UserPicker, type UserPickerProps } from './UserPicker.tsx';
