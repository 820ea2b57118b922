import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { usePortalContainer } from '../theme/index.ts';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  /** The hint. Keep it short, and never the only place of information a user needs. */
  content: ReactNode;
  /** One focusable element (a button, a link); it gets `aria-describedby` while the hint shows. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Milliseconds of hover before it shows; keyboard focus shows it at once. */
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A short hint for a control, on Radix: it shows on hover and on keyboard focus, Escape hides it,
 * and the control is described by it (`aria-describedby`). A hint supplements a visible label or
 * an accessible name, it never replaces one: touch users never see it.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration = 300,
  open,
  defaultOpen,
  onOpenChange,
}: TooltipProps) {
  const container = usePortalContainer();
  return (
    // A provider per tooltip lets a widget carry its tooltips without the app adding one; an
    // app-level TooltipProvider still sets the shared delays for the tooltips that sit under it.
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal container={container}>
          <RadixTooltip.Content
            side={side}
            align={align}
            // Radix positions in pixels, so these two cannot read a token: space.1 and space.2.
            sideOffset={4}
            collisionPadding={8}
            className={styles.content}
            data-slot="tooltip-content"
          >
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

/** Shares the open delay among tooltips, so that moving from one to the next shows it at once. */
export const TooltipProvider = RadixTooltip.Provider;
