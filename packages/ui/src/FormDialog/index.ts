// The one submit guard, for a submit that is not a form (an app's call helper, a button's call).
export {
  type SubmitGuard,
  type SubmitGuardRunOptions,
  useSubmitGuard,
} from '../internal/useSubmitGuard.ts';
export {
  contractResolver,
  type FaultError,
  type FormFaults,
  faultOf,
} from './contractResolver.ts';
export { FormDialog, type FormDialogConfirm, type FormDialogProps } from './FormDialog.tsx';
export {
  type GuardedSubmit,
  type GuardedSubmitOptions,
  useGuardedSubmit,
} from './useGuardedSubmit.ts';
