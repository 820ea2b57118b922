import {
  type ButtonHTMLAttributes,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import styles from './LinkButton.module.css';

export const LINK_BUTTON_TONES = ['default', 'danger'] as const;
export type LinkButtonTone = (typeof LINK_BUTTON_TONES)[number];

export interface LinkButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The button, or with `asChild` the child's element. */
  ref?: Ref<HTMLButtonElement>;
  tone?: LinkButtonTone;
  /**
   * Lends the link style to the single child instead of rendering a button, e.g. a router link or
   * an `<a href>` that really navigates: `<LinkButton asChild><Link to="..." /></LinkButton>`.
   */
  asChild?: boolean;
  children: ReactNode;
}

const joinClasses = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/**
 * Looks like a link, acts as a button: for an in-page action that sits in running text or beside
 * other links (reset settings, view all, resend). For navigation, pass the link with `asChild`.
 */
export function LinkButton({
  ref,
  tone = 'default',
  asChild = false,
  className,
  type = 'button',
  children,
  ...rest
}: LinkButtonProps) {
  const shared = {
    className: joinClasses(styles.link, className),
    'data-slot': 'link-button',
    'data-tone': tone,
  };
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, {
      ...rest,
      ...shared,
      className: joinClasses(shared.className, child.props.className),
      ref,
    } as Record<string, unknown>);
  }
  return (
    <button ref={ref} type={type} {...rest} {...shared}>
      {children}
    </button>
  );
}
