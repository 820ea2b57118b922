import type { FieldFrameProps } from '../../Field/index.ts';
import { splitProps } from '../splitProps.ts';

const FRAME_KEYS: Record<keyof FieldFrameProps, true> = {
  label: true,
  description: true,
  required: true,
  error: true,
  hideLabel: true,
  id: true,
  className: true,
};

/**
 * Splits a field's props into the Field frame's (label, description, required, error, hideLabel,
 * id, className), for `<Field {...frame}>`, and the rest, which belong to the control.
 */
export const splitFieldFrame = <P extends Partial<FieldFrameProps>>(props: P) =>
  splitProps(props, FRAME_KEYS);
