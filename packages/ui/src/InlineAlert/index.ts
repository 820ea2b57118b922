export { InlineAlert, type InlineAlertProps } from './InlineAlert.tsx';
export { FEEDBACK_TONES, type FeedbackTone } from './ToneIcon.tsx';
