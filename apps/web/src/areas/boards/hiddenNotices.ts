import {
  type HiddenNotice,
  hiddenNoticeSchema,
  LOCAL_SETTING_KEY,
  parseWireDateTime,
} from '@platform/contract';

/*
 * The notices a user chose not to see again (screens.md §3 "Hidden-notice record in the browser:
 * boardIdx and endDatetime"; §4 "'do not watch again' hides it until its publish end date;
 * expired hidden entries purged on load"), kept in local storage under the contract's key
 * NOTICE_HIDE, which reset-settings clears. assumed: one list for the browser, not one per user
 * (the spec keeps no user in the record); an entry whose end cannot be read is dropped.
 */

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storage = (): Store | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

function parse(text: string | null): HiddenNotice[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry) => {
      const parsed = hiddenNoticeSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

function write(store: Store | undefined, entries: readonly HiddenNotice[]): void {
  try {
    if (entries.length === 0) store?.removeItem(LOCAL_SETTING_KEY.NOTICE_HIDE);
    else store?.setItem(LOCAL_SETTING_KEY.NOTICE_HIDE, JSON.stringify(entries));
  } catch {
    // Storage that is switched off or full keeps nothing: the popup shows again next time.
  }
}

/** Whether an entry still hides its notice at `now` (until its end, inclusive). */
const inForce = (entry: HiddenNotice, now: Date) => {
  const end = parseWireDateTime(entry.endDatetime);
  return end !== null && now <= end;
};

/**
 * The hidden notices in force at `now`; the expired ones (and any unreadable) are purged from the
 * store as they are read (§4 "expired hidden entries purged on load").
 */
export function loadHiddenNotices(now: Date, store: Store | undefined = storage()): HiddenNotice[] {
  let text: string | null = null;
  try {
    text = store?.getItem(LOCAL_SETTING_KEY.NOTICE_HIDE) ?? null;
  } catch {
    return [];
  }
  const all = parse(text);
  const kept = all.filter((entry) => inForce(entry, now));
  if (text !== null && (kept.length !== all.length || all.length === 0)) write(store, kept);
  return kept;
}

/** Hides a notice until its publish end (replacing an earlier entry of the same notice). */
export function hideNotice(
  notice: HiddenNotice,
  now: Date,
  store: Store | undefined = storage(),
): HiddenNotice[] {
  const others = loadHiddenNotices(now, store).filter(
    (entry) => entry.boardIdx !== notice.boardIdx,
  );
  const next = [...others, notice];
  write(store, next);
  return next;
}
