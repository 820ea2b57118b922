/** The tones of the feedback components, as the spec's messages need them. */
export const FEEDBACK_TONES = ['info', 'success', 'warning', 'danger'] as const;
export type FeedbackTone = (typeof FEEDBACK_TONES)[number];

const PATHS: Record<FeedbackTone, string> = {
  info: 'M8 7v4.5M8 4.75v.5',
  success: 'M4.75 8.25l2.25 2.25 4.25-4.75',
  warning: 'M8 5v4M8 11.25v.5',
  danger: 'M5.75 5.75l4.5 4.5m0-4.5l-4.5 4.5',
};

/**
 * A decorative icon per tone, so that the tone never rests on colour alone (WCAG 1.4.1); the
 * components add the tone's name as hidden text for screen readers.
 */
export function ToneIcon({ tone, className }: { tone: FeedbackTone; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      data-slot="tone-icon"
    >
      {tone === 'warning' ? (
        <path d="M8 1.75L14.75 13.75H1.25Z" fill="none" stroke="currentColor" strokeWidth="1.4" />
      ) : (
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      )}
      <path d={PATHS[tone]} fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
