import { type IconProps, Svg } from './Svg.tsx';

/** Show a password; `crossed` once it is shown (the button then hides it). */
export const EyeIcon = ({ crossed = false, ...props }: IconProps & { crossed?: boolean }) => (
  <Svg viewBox="0 0 20 20" {...props}>
    <path d="M1.5 10s3-6 8.5-6 8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6z" />
    <circle cx="10" cy="10" r="2.5" />
    {crossed && <path d="M3 17L17 3" />}
  </Svg>
);
