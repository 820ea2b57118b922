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
