import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { useT } from '../i18n/index.ts';
import type { FeedbackTone } from '../internal/feedbackTones.ts';
import { CloseIcon } from '../internal/icons/CloseIcon.tsx';
import { ToneIcon } from '../internal/icons/ToneIcon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './Banner.module.css';

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  tone?: FeedbackTone;
  /** An action at the end, e.g. a link to details. */
  action?: ReactNode;
  /** Shows a dismiss button; leave it out for a banner that must stay (disaster mode). */
  onDismiss?: () => void;
  children: ReactNode;
}

/**
 * A page-wide message above the content, about the whole service rather than one part of it
 * (screens.md §2.5 "Disaster mode shows a banner"). A status message: read politely, once.
 */
export function Banner({
  tone = 'info',
  action,
  onDismiss,
  children,
  className,
  ...rest
}: BannerProps) {
  const t = useT();
  return (
    <div
      role="status"
      className={[styles.banner, className].filter(Boolean).join(' ')}
      data-slot="banner"
      data-tone={tone}
      {...rest}
    >
      <ToneIcon tone={tone} className={styles.icon} />
      <p className={styles.message} data-slot="banner-message">
        <VisuallyHidden>{`${t(`tone.${tone}`)}: `}</VisuallyHidden>
        {children}
      </p>
      {action && (
        <div className={styles.action} data-slot="banner-action">
          {action}
        </div>
      )}
      {onDismiss && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onDismiss}
          label={t('banner.dismiss')}
          data-slot="banner-dismiss"
          icon={<CloseIcon />}
        />
      )}
    </div>
  );
}

/** The banner of disaster (emergency) mode, screens.md §2.5, with its text from the catalog. */
export function DisasterModeBanner(props: Omit<BannerProps, 'children' | 'tone'>) {
  const t = useT();
  return (
    <Banner tone="warning" data-slot="disaster-mode-banner" {...props}>
      {t('banner.disasterMode')}
    </Banner>
  );
}
