export { SPACE_STEPS, type SpaceStep } from '../internal/layout.tsx';
export { STACK_ALIGNS, Stack, type StackAlign, type StackProps } from './Stack.tsx';
