import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useSignedIn } from '../app/session/session.ts';

/**
 * What a user was typing when the session ended under them (issue 17 item 9: a refresh failed
 * during a save, and the open form was lost with the page). The open forms register here; when
 * the session ends, their values (never a password) are kept in this tab's session storage, and
 * the same form offers them back once the same user has signed in again. Another user's sign-in
 * and reset-settings forget them. assumed: the storage key and its shape.
 */
export const FORM_DRAFTS_KEY = 'platform.formDrafts';

/** Whose drafts: the user of the session that ended. */
export interface DraftOwner {
  companyId: string;
  userIdx?: number | null | undefined;
  userId?: string | null | undefined;
}

interface StoredDrafts {
  owner: string;
  drafts: Record<string, FieldValues>;
}

/** The values of an open form worth keeping: null while it holds only what it opened with. */
type ValuesSource = () => FieldValues | null;

const open = new Map<string, ValuesSource>();

const ownerKey = (owner: DraftOwner) =>
  `${owner.companyId}\u0000${owner.userIdx ?? ''}\u0000${owner.userId ?? ''}`;

/** A field that holds a password, by its name: never written anywhere. */
const SECRET_FIELD = /pass(word)?|pwd/i;

/** Typed values only: no password, no file, nothing that does not survive JSON. */
function keepable(values: FieldValues): FieldValues {
  const kept: FieldValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (SECRET_FIELD.test(name)) continue;
    if (typeof Blob !== 'undefined' && value instanceof Blob) continue;
    if (
      Array.isArray(value) &&
      value.some((item) => typeof Blob !== 'undefined' && item instanceof Blob)
    ) {
      continue;
    }
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const inner = keepable(value as FieldValues);
      if (Object.keys(inner).length > 0) kept[name] = inner;
      continue;
    }
    kept[name] = value;
  }
  return kept;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function read(): StoredDrafts | null {
  const text = storage()?.getItem(FORM_DRAFTS_KEY);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as StoredDrafts;
    return typeof parsed?.owner === 'string' && parsed.drafts ? parsed : null;
  } catch {
    return null;
  }
}

function write(stored: StoredDrafts | null): void {
  const target = storage();
  if (!target) return;
  if (!stored || Object.keys(stored.drafts).length === 0) target.removeItem(FORM_DRAFTS_KEY);
  else target.setItem(FORM_DRAFTS_KEY, JSON.stringify(stored));
}

/**
 * The session ended: keeps what the open forms hold, for `owner`. Returns how many forms had
 * something worth keeping (the login page says so).
 */
export function keepOpenDrafts(owner: DraftOwner | null | undefined): number {
  if (!owner) return 0;
  const drafts: Record<string, FieldValues> = {};
  for (const [id, source] of open) {
    const values = source();
    if (values) drafts[id] = values;
  }
  const count = Object.keys(drafts).length;
  if (count > 0) {
    const previous = read();
    const same = previous?.owner === ownerKey(owner);
    write({ owner: ownerKey(owner), drafts: { ...(same ? previous.drafts : {}), ...drafts } });
  }
  return count;
}

/** A sign-in: the drafts of anyone else go (a shared computer keeps no one's text for another). */
export function forgetDraftsOfOthers(owner: DraftOwner): void {
  const stored = read();
  if (stored && stored.owner !== ownerKey(owner)) write(null);
}

/** Reset-settings: every draft goes. */
export function forgetAllDrafts(): void {
  write(null);
}

/** The draft kept for form `id`, when it belongs to `owner`. */
export function draftFor(id: string, owner: DraftOwner | null | undefined): FieldValues | null {
  const stored = read();
  if (!owner || !stored || stored.owner !== ownerKey(owner)) return null;
  return stored.drafts[id] ?? null;
}

function forgetDraft(id: string): void {
  const stored = read();
  if (!stored) return;
  const { [id]: _gone, ...rest } = stored.drafts;
  write({ ...stored, drafts: rest });
}

export interface FormDraft<V extends FieldValues> {
  /** What was typed before the session ended, offered until restored or discarded. */
  offered: Partial<V> | null;
  restore(): void;
  discard(): void;
}

/**
 * Registers an open form under `id` (name the record too: `memo:12`), so that a session end keeps
 * what it holds, and offers back what an earlier session end kept for the signed-in user.
 */
export function useFormDraft<V extends FieldValues>(
  form: UseFormReturn<V>,
  id: string,
  options: { onRestored?: () => void } = {},
): FormDraft<V> {
  const signedIn = useSignedIn();
  const owner = signedIn ? { ...signedIn.user, companyId: signedIn.companyId } : null;
  const [offered, setOffered] = useState(() => draftFor(id, owner) as Partial<V> | null);
  const formRef = useRef(form);
  formRef.current = form;

  useEffect(() => {
    open.set(id, () => {
      const current = formRef.current;
      const values = keepable(current.getValues());
      const opened = keepable(current.formState.defaultValues ?? {});
      return JSON.stringify(values) === JSON.stringify(opened) ? null : values;
    });
    return () => {
      open.delete(id);
    };
  }, [id]);

  return {
    offered,
    restore: () => {
      if (!offered) return;
      const values = { ...form.getValues(), ...offered } as V;
      form.reset(values, { keepDefaultValues: true });
      forgetDraft(id);
      setOffered(null);
      options.onRestored?.();
    },
    discard: () => {
      forgetDraft(id);
      setOffered(null);
    },
  };
}
