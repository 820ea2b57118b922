import type { MouseEventHandler, ReactNode } from 'react';

/** What the frame passes to a link renderer: spread it onto the router's link. */
export interface RenderLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'data-slot'?: string;
  onClick?: MouseEventHandler<HTMLElement>;
}

/**
 * Renders a link of the app frame. @platform/ui knows no router: apps/web passes one that renders
 * its router's link, e.g. `(props) => <Link to={props.href} {...props} />`.
 */
export type RenderLink = (props: RenderLinkProps) => ReactNode;

/** The renderer used when none is given: a plain anchor (a full page load). */
export const renderAnchor: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);
