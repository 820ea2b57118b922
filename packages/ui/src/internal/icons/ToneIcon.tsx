import type { FeedbackTone } from '../feedbackTones.ts';
import { type IconProps, Svg } from './Svg.tsx';

const TONE_MARKS: Record<FeedbackTone, string> = {
  info: 'M8 7v4.5M8 4.75v.5',
  success: 'M4.75 8.25l2.25 2.25 4.25-4.75',
  warning: 'M8 5v4M8 11.25v.5',
  danger: 'M5.75 5.75l4.5 4.5m0-4.5l-4.5 4.5',
};

/**
 * A shape per tone, so that the tone never rests on colour alone (WCAG 1.4.1); the components add
 * the tone's name as hidden text for screen readers.
 */
export const ToneIcon = ({ tone, ...props }: IconProps & { tone: FeedbackTone }) => (
  <Svg data-slot="tone-icon" {...props}>
    {tone === 'warning' ? (
      <path d="M8 1.75L14.75 13.75H1.25Z" strokeWidth="1.4" />
    ) : (
      <circle cx="8" cy="8" r="6.5" strokeWidth="1.4" />
    )}
    <path d={TONE_MARKS[tone]} />
  </Svg>
);
