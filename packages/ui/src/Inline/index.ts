export {
  INLINE_ALIGNS,
  INLINE_JUSTIFIES,
  Inline,
  type InlineAlign,
  type InlineJustify,
  type InlineProps,
} from './Inline.tsx';
