import { type ForwardRefExoticComponent, forwardRef, type RefAttributes } from 'react';
import { Button, type ButtonProps } from '../Button/index.ts';

/**
 * The props of Button's icon-only mode, made mandatory: an icon, a `label` (the accessible name,
 * since nothing visible names the button) and no children.
 */
export type IconButtonProps = Extract<ButtonProps, { label: string }>;

/**
 * A button that shows only an icon. It is Button's icon-only mode under a type that cannot forget
 * the label; styling, loading and sizes are Button's own. (Annotated so the published
 * declaration names IconButtonProps rather than Button's internal prop interfaces.)
 */
export const IconButton: ForwardRefExoticComponent<
  IconButtonProps & RefAttributes<HTMLButtonElement>
> = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(props, ref) {
  return <Button ref={ref} variant="ghost" {...props} />;
});
