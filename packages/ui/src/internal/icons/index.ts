// Every icon, for the tests and the stories; components import the one they draw from its own file,
// so that a chunk carries only the icons its components draw.

export { AddChildIcon } from './AddChildIcon.tsx';
export { ArrowIcon } from './ArrowIcon.tsx';
export { CheckMarkIcon } from './CheckMarkIcon.tsx';
export { ChevronIcon } from './ChevronIcon.tsx';
export { CloseIcon } from './CloseIcon.tsx';
export { DoubleChevronIcon } from './DoubleChevronIcon.tsx';
export { DownloadIcon } from './DownloadIcon.tsx';
export { EyeIcon } from './EyeIcon.tsx';
export { HelpIcon } from './HelpIcon.tsx';
export { KebabIcon } from './KebabIcon.tsx';
export { LogoutIcon } from './LogoutIcon.tsx';
export { MarkIcon } from './MarkIcon.tsx';
export { MessageIcon } from './MessageIcon.tsx';
export { MinusIcon } from './MinusIcon.tsx';
export { PlusIcon } from './PlusIcon.tsx';
export { ProfileIcon } from './ProfileIcon.tsx';
export { SearchIcon } from './SearchIcon.tsx';
export { SortIcon } from './SortIcon.tsx';
export type { IconDirection, IconProps } from './Svg.tsx';
export { ToneIcon } from './ToneIcon.tsx';
