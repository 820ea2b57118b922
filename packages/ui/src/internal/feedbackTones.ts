/** The tones of the feedback components, as the spec's messages need them. */
export const FEEDBACK_TONES = ['info', 'success', 'warning', 'danger'] as const;
export type FeedbackTone = (typeof FEEDBACK_TONES)[number];
