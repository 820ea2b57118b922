import { LIMITS, validateGroupName } from '@platform/contract';
import { contractResolver, FormDialog, faultOf, TextField, useT } from '@platform/ui';
import { useForm } from 'react-hook-form';
import { apiErrorMessage } from '../../../shared/apiErrors.ts';
import { DraftRestore } from '../../../shared/DraftRestore.tsx';
import { useFormDraft } from '../../../shared/formDrafts.ts';

export type GroupNameDialogMode =
  | { kind: 'add'; parentName: string | null }
  | { kind: 'rename'; groupName: string };

export interface GroupNameDialogProps {
  mode: GroupNameDialogMode;
  /** Saves the checked, trimmed name; a rejection keeps the dialog open with what was typed. */
  onSave: (groupName: string) => Promise<unknown>;
  onClose: () => void;
}

interface GroupNameForm {
  groupName: string;
}

/**
 * The group modal (screens.md §10 "group modal", §5 "Group name required min 2, pattern letters,
 * digits, Korean, . @ _ - space, input max 20 (schema mentions 32)"): adds a group (at the top or
 * under a parent) or renames one. The input stops at 20 (LIMITS.GROUP_NAME_MAX, counted in what
 * the user sees); the rules are the contract's `validateGroupName`.
 */
export function GroupNameDialog({ mode, onSave, onClose }: GroupNameDialogProps) {
  const t = useT();
  const form = useForm<GroupNameForm>({
    defaultValues: { groupName: mode.kind === 'rename' ? mode.groupName : '' },
    resolver: contractResolver(({ groupName }) => ({
      groupName: validateGroupName(groupName.trim()),
    })),
  });
  const draft = useFormDraft(
    form,
    mode.kind === 'rename'
      ? `group.rename:${mode.groupName}`
      : `group.add:${mode.parentName ?? ''}`,
  );

  const description =
    mode.kind === 'rename'
      ? t('users.group.renameWhat', { name: mode.groupName })
      : mode.parentName
        ? t('users.group.addUnder', { name: mode.parentName })
        : t('users.group.addTop');

  return (
    <FormDialog
      form={form}
      open
      onOpenChange={(open) => !open && onClose()}
      title={mode.kind === 'add' ? t('users.group.addTitle') : t('users.group.renameTitle')}
      description={description}
      cancelLabel={t('users.cancel')}
      submitLabel={mode.kind === 'add' ? t('users.group.add') : t('users.group.save')}
      onSubmit={({ groupName }) => onSave(groupName.trim())}
      errorText={(error) => apiErrorMessage(error, t)}
    >
      <DraftRestore draft={draft} />
      <TextField
        label={t('users.group.name')}
        required
        maxLength={LIMITS.GROUP_NAME_MAX}
        showCounter
        autoComplete="off"
        // The one field takes the focus (the dialog would give it to its close button).
        autoFocus
        error={faultOf(form.formState.errors.groupName)}
        {...form.register('groupName')}
      />
    </FormDialog>
  );
}
