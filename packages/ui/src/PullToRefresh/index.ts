export {
  PULL_TO_REFRESH_MAX_PX,
  PULL_TO_REFRESH_PAUSE_MS,
  PULL_TO_REFRESH_THRESHOLD_PX,
  PullToRefresh,
  type PullToRefreshProps,
} from './PullToRefresh.tsx';
