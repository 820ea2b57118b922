import { LOCAL_SETTING_KEY } from '@platform/contract';

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'setItem'>;

function read(storage: ReadStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    // Storage switched off: nothing was remembered.
    return null;
  }
}

/** What the form starts with: the last user id and auto-login choice (screens.md §2.2). */
export interface LoginPreferences {
  username: string;
  autoLogin: boolean;
}

export function readLoginPreferences(
  storage: ReadStorage | undefined = globalThis.localStorage,
): LoginPreferences {
  return {
    username: read(storage, LOCAL_SETTING_KEY.PAST_USER_NAME) ?? '',
    autoLogin: read(storage, LOCAL_SETTING_KEY.AUTO_LOGIN) === '1',
  };
}

/** screens.md §2.2: "Success stores the user id and auto-login flag". */
export function rememberLoginPreferences(
  { username, autoLogin }: LoginPreferences,
  storage: WriteStorage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(LOCAL_SETTING_KEY.PAST_USER_NAME, username);
    storage?.setItem(LOCAL_SETTING_KEY.AUTO_LOGIN, autoLogin ? '1' : '0');
  } catch {
    // Storage full or switched off: the next visit starts empty, the sign-in still counts.
  }
}
