export { InviteJoinCard, type InviteJoinCardProps } from './InviteJoinCard.tsx';
