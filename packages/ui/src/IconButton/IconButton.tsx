import { Button, type ButtonProps } from '../Button/index.ts';

/**
 * The props of Button's icon-only mode, made mandatory: an icon, a `label` (the accessible name,
 * since nothing visible names the button) and no children.
 */
export type IconButtonProps = Extract<ButtonProps, { label: string }>;

/**
 * A button that shows only an icon. It is Button's icon-only mode under a type that cannot forget
 * the label; styling, loading, sizes and the ref are Button's own.
 */
export function IconButton(props: IconButtonProps) {
  return <Button variant="ghost" {...props} />;
}
