/** Whether a key or pointer event reports Caps Lock on; false when the browser cannot say. */
export function isCapsLockOn(event: { getModifierState?: (key: 'CapsLock') => boolean }): boolean {
  return typeof event.getModifierState === 'function' && event.getModifierState('CapsLock');
}
