export { AppHeader, type AppHeaderProps } from './AppHeader.tsx';
