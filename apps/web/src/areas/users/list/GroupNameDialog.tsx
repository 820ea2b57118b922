import { LIMITS, type ValidationFault, validateGroupName } from '@platform/contract';
import { Button, Dialog, DialogClose, InlineAlert, TextField, useT } from '@platform/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../shared/apiErrors.ts';

export type GroupNameDialogMode =
  | { kind: 'add'; parentName: string | null }
  | { kind: 'rename'; groupName: string };

export interface GroupNameDialogProps {
  mode: GroupNameDialogMode;
  /** Saves the checked, trimmed name; a rejection keeps the dialog open with what was typed. */
  onSave: (groupName: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The group modal (screens.md §10 "group modal", §5 "Group name required min 2, pattern letters,
 * digits, Korean, . @ _ - space, input max 20 (schema mentions 32)"): adds a group (at the top or
 * under a parent) or renames one. The input stops at 20 (LIMITS.GROUP_NAME_MAX, counted in what
 * the user sees); the rules are the contract's `validateGroupName`.
 */
export function GroupNameDialog({ mode, onSave, onClose }: GroupNameDialogProps) {
  const t = useT();
  const formId = useId();
  const [name, setName] = useState(mode.kind === 'rename' ? mode.groupName : '');
  const [fault, setFault] = useState<ValidationFault | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  // The one field takes the focus (the dialog would give it to its close button); this runs
  // after the dialog's own focus on mount, as a parent's effect follows its children's.
  useEffect(() => nameRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = name.trim();
    const problem = validateGroupName(trimmed);
    setFault(problem);
    setFailure(null);
    if (problem) return;
    setPending(true);
    try {
      await onSave(trimmed);
      onClose();
    } catch (error) {
      setFailure(apiErrorMessage(error, t));
    } finally {
      setPending(false);
    }
  };

  const title = mode.kind === 'add' ? t('users.group.addTitle') : t('users.group.renameTitle');
  const description =
    mode.kind === 'rename'
      ? t('users.group.renameWhat', { name: mode.groupName })
      : mode.parentName
        ? t('users.group.addUnder', { name: mode.parentName })
        : t('users.group.addTop');

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {t('users.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={pending}>
            {mode.kind === 'add' ? t('users.group.add') : t('users.group.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          ref={nameRef}
          label={t('users.group.name')}
          required
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (fault) setFault(null);
          }}
          maxLength={LIMITS.GROUP_NAME_MAX}
          showCounter
          error={fault}
          autoComplete="off"
        />
        {failure && <InlineAlert tone="danger">{failure}</InlineAlert>}
      </form>
    </Dialog>
  );
}
