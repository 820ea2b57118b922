export { DATE_TEXT_FORMS, DateText, type DateTextForm, type DateTextProps } from './DateText.tsx';
