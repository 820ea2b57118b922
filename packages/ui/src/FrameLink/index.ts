export { type RenderLink, type RenderLinkProps, renderAnchor } from './FrameLink.tsx';
