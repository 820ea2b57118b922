export {
  type ToastApi,
  ToastProvider,
  type ToastProviderProps,
  useToast,
} from './Toast.tsx';
export { TOAST_KINDS, TOAST_STACK_LIMIT, type ToastKind } from './toastQueue.ts';
