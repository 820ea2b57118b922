export { FEEDBACK_TONES, type FeedbackTone } from '../internal/feedbackTones.ts';
export { InlineAlert, type InlineAlertProps } from './InlineAlert.tsx';
