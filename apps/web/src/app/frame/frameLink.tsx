import type { RenderLink } from '@platform/ui';
import { Link } from 'react-router';

/** The frame's links (logo, messages, tabs) as router links: no full page load. */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);
