export {
  EMBEDDABLE_WIDGETS,
  type EmbeddableWidget,
  type EmbeddedProps,
  type MountedWidget,
  type MountOptions,
  mountWidget,
} from './mountWidget.tsx';
