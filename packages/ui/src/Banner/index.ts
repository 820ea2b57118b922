export { Banner, type BannerProps, DisasterModeBanner } from './Banner.tsx';
