import type { CSSProperties, HTMLAttributes } from 'react';
import { useT } from '../i18n/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './Skeleton.module.css';

export const SKELETON_VARIANTS = ['text', 'block', 'circle'] as const;
export type SkeletonVariant = (typeof SKELETON_VARIANTS)[number];

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  variant?: SkeletonVariant;
  /** Lines of a `text` skeleton; the last one is shorter, as a paragraph ends. */
  lines?: number;
  /** Width of a block (any CSS length the layout needs); full width by default. */
  width?: CSSProperties['inlineSize'];
  /** Height of a block; the block-height token by default. */
  height?: CSSProperties['blockSize'];
  /** What is loading, for screen readers; 'Loading content' by default. */
  label?: string;
  /** Leaves the label out when an enclosing region already says it is loading. */
  unlabelled?: boolean;
}

/**
 * A placeholder in the shape of content that is loading. The shapes are hidden from assistive
 * technology; the container carries one hidden loading label instead.
 */
export function Skeleton({
  variant = 'text',
  lines = 3,
  width,
  height,
  label,
  unlabelled = false,
  className,
  style,
  ...rest
}: SkeletonProps) {
  const t = useT();
  const shapeStyle: CSSProperties = { inlineSize: width, blockSize: height };
  return (
    <div
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      data-slot="skeleton"
      data-variant={variant}
      style={style}
      {...rest}
    >
      <div className={styles.shapes} aria-hidden="true">
        {variant === 'text' ? (
          Array.from({ length: Math.max(1, lines) }, (_, index) => (
            // Placeholder lines have no identity but their position.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <span key={index} className={styles.line} data-slot="skeleton-line" />
          ))
        ) : (
          <span className={styles[variant]} data-slot={`skeleton-${variant}`} style={shapeStyle} />
        )}
      </div>
      {!unlabelled && <VisuallyHidden>{label ?? t('skeleton.loading')}</VisuallyHidden>}
    </div>
  );
}
