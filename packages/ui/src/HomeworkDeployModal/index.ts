export type { HomeworkDeployValues, HomeworkStartMode, SettingsStorage } from './deployLogic.ts';
export {
  type HomeworkDeployBook,
  HomeworkDeployModal,
  type HomeworkDeployModalProps,
} from './HomeworkDeployModal.tsx';
