export { InviteCodeInput, type InviteCodeInputProps } from './InviteCodeInput.tsx';
export { completeInviteCode, inviteCodeDisplay } from './inviteCodeText.ts';
