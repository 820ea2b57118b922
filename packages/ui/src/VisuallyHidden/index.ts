// Radix's: hidden from sight, read by screen readers.
export { VisuallyHidden } from '@radix-ui/react-visually-hidden';
