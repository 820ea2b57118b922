import {
  codeLabelKey,
  hasParentPhone,
  LIMITS,
  type PasswordPolicy,
  TOP_GROUP_IDX,
  USER_TYPE,
  type User,
  validateUserId,
} from '@platform/contract';
import {
  Button,
  ConfirmDialog,
  contractResolver,
  DateText,
  type FaultError,
  faultOf,
  InlineAlert,
  isCompositionEnter,
  PhoneField,
  Select,
  TextField,
  useGuardedSubmit,
  useT,
} from '@platform/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { endpointQuery } from '../../../app/endpointQuery.ts';
import { api } from '../../../app/session/api.ts';
import { apiErrorMessage } from '../../../shared/apiErrors.ts';
import { DraftRestore } from '../../../shared/DraftRestore.tsx';
import { useFormDraft } from '../../../shared/formDrafts.ts';
import { NewPasswordFields } from '../../account/NewPasswordFields.tsx';
import styles from './UserDetailDialog.module.css';
import { groupOptions, type UserForm, userFormFaults, userSaveRequest } from './userDetailRules.ts';

export interface UserInfoTabProps {
  /** The saved user; absent for register. */
  user?: User | undefined;
  /** Whether the signed-in user may change it (screens.md §6: open teachers and admins). */
  editable: boolean;
  policy: PasswordPolicy;
  defaultGroupIdx?: number | undefined;
  /** After a successful save, with the saved user. */
  onSaved: (user: User, registered: boolean) => void;
  /** The form's id, for a submit button outside it (the dialog's footer). */
  formId: string;
  /** Told when a save starts and ends, for that outside button's busy state. */
  onPendingChange?: ((pending: boolean) => void) | undefined;
}

/** assumed: every user type of foundation.md §6 may be given, in the order of their codes. */
const USER_TYPES = Object.values(USER_TYPE).sort((a, b) => a - b);

function formOf(user: User | undefined, defaultGroupIdx: number | undefined): UserForm {
  return {
    userId: user?.userId ?? '',
    userName: user?.userName ?? '',
    password: '',
    passwordConfirm: '',
    phone: user?.phone ?? '',
    phone2: user?.phone2 ?? '',
    email: user?.email ?? '',
    userType: user ? String(user.userType) : '',
    groupIdx: String(user?.groupIdx ?? defaultGroupIdx ?? TOP_GROUP_IDX),
  };
}

/**
 * The information tab (screens.md §10 "detail modal"; §5 "Users and groups"): a form for those
 * who may edit, facts for those who may only view. Register and modify are confirmed; a failed
 * save keeps what was typed and shows the server code's text.
 */
export function UserInfoTab(props: UserInfoTabProps) {
  if (props.user && !props.editable) return <UserFacts user={props.user} />;
  return <UserInfoForm {...props} />;
}

function UserInfoForm({
  user,
  policy,
  defaultGroupIdx,
  onSaved,
  onPendingChange,
  formId,
}: UserInfoTabProps) {
  const t = useT();
  const register = user === undefined;
  // The ID the last duplicate check found free (the rules void it once the ID is edited).
  const [checkedUserId, setCheckedUserId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<UserForm | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failureId = useId();

  const form = useForm<UserForm>({
    defaultValues: formOf(user, defaultGroupIdx),
    resolver: contractResolver((values) =>
      userFormFaults(values, { register, policy, checkedUserId, saved: user }),
    ),
  });
  // Passwords are never kept (formDrafts drops every password field).
  const draft = useFormDraft(form, `user.${user ? `modify:${user.userIdx}` : 'register'}`);
  const { errors } = form.formState;
  const [userId, userType] = useWatch({ control: form.control, name: ['userId', 'userType'] });

  const groups = useQuery(endpointQuery('group.LIST', {}));

  const checkId = useMutation({
    mutationFn: (id: string) => api.result('user.EXIST_USER_ID', { userId: id }),
  });

  /** The duplicate check's answer lands on the ID field, with focus, as a submit's would. */
  const idError = (error: FaultError) => {
    // A fresh error: setError would keep the parameters of the one it replaces.
    form.clearErrors('userId');
    form.setError('userId', error, { shouldFocus: true });
  };

  const runIdCheck = async () => {
    const id = form.getValues('userId');
    const fault = validateUserId(id);
    if (fault) {
      idError({ type: fault.key, message: fault.key, fault });
      return;
    }
    try {
      const taken = await checkId.mutateAsync(id);
      setCheckedUserId(taken ? null : id);
      if (taken) idError({ type: 'taken', message: t('userDetail.idTaken') });
      else form.clearErrors('userId');
    } catch (error) {
      idError({ type: 'server', message: apiErrorMessage(error, t) });
    }
  };

  const save = async (values: UserForm) => {
    const saved = await api.result('user.SAVE', userSaveRequest(values, user?.userIdx));
    if (saved) onSaved(saved, register);
  };

  const { submit, saveChecked, pending } = useGuardedSubmit(form, save, {
    // Register and modify are confirmed (screens.md §5) once the values are valid.
    beforeSave: setConfirming,
    // The form keeps every typed value and says why the server refused. No code of foundation.md
    // §8 belongs to a field of this form (a taken ID on SAVE answers WB-400-212, a bad request),
    // so the refusal shows above the buttons; a taken ID is caught by the duplicate check first.
    onError: (error) => setFailure(apiErrorMessage(error, t)),
  });

  useEffect(() => {
    onPendingChange?.(pending);
  }, [pending, onPendingChange]);

  const student = userType !== '' && hasParentPhone(Number(userType));
  const idConfirmed = register && checkedUserId !== null && checkedUserId === userId;

  return (
    <form
      id={formId}
      className={styles.form}
      onSubmit={(event) => {
        setFailure(null);
        submit(event);
      }}
      // The Enter that commits a Korean syllable never submits.
      onKeyDown={(event) => {
        if (isCompositionEnter(event.nativeEvent, false)) event.preventDefault();
      }}
      noValidate
      aria-describedby={failure ? failureId : undefined}
      aria-busy={pending || undefined}
      data-slot="user-info-form"
    >
      <DraftRestore draft={draft} />
      {register ? (
        <TextField
          label={t('userDetail.userId')}
          autoComplete="off"
          required
          maxLength={LIMITS.USER_ID_MAX}
          error={faultOf(errors.userId)}
          notice={idConfirmed ? t('userDetail.idAvailable') : undefined}
          endAdornment={
            <Button
              variant="secondary"
              size="sm"
              loading={checkId.isPending}
              onClick={() => void runIdCheck()}
            >
              {t('userDetail.checkId')}
            </Button>
          }
          {...form.register('userId', {
            // Before a submit nothing re-validates as typed: an edited ID drops the check's answer.
            onChange: () => {
              if (!form.formState.isSubmitted) form.clearErrors('userId');
            },
          })}
        />
      ) : (
        <dl className={styles.facts}>
          <div>
            <dt>{t('userDetail.userId')}</dt>
            <dd>{user.userId}</dd>
          </div>
          <div>
            <dt>{t('userDetail.regDatetime')}</dt>
            <dd>
              <DateText value={user.regDatetime} />
            </dd>
          </div>
        </dl>
      )}
      <TextField
        label={t('userDetail.userName')}
        autoComplete="off"
        required
        maxLength={LIMITS.NAME_MAX}
        showCounter
        error={faultOf(errors.userName)}
        {...form.register('userName')}
      />
      {register && (
        <div className={styles.pair}>
          <NewPasswordFields
            policy={policy}
            labels={{
              password: t('userDetail.password'),
              confirm: t('userDetail.passwordConfirm'),
            }}
            inputs={{
              password: form.register('password'),
              confirm: form.register('passwordConfirm'),
            }}
            errors={{
              password: faultOf(errors.password),
              confirm: faultOf(errors.passwordConfirm),
            }}
          />
        </div>
      )}
      <div className={styles.pair}>
        <Select
          label={t('userDetail.userType')}
          required
          placeholder={register ? true : undefined}
          options={USER_TYPES.map((code) => ({
            value: String(code),
            label: t(codeLabelKey('USER_TYPE', code)),
          }))}
          error={faultOf(errors.userType)}
          {...form.register('userType')}
        />
        {/* Controlled: the groups arrive after the form, and the saved group must show then. */}
        <Controller
          control={form.control}
          name="groupIdx"
          render={({ field }) => (
            <Select
              label={t('userDetail.group')}
              options={groupOptions(groups.data ?? [], t('userDetail.groupTop'))}
              {...field}
            />
          )}
        />
      </div>
      <div className={styles.pair}>
        <PhoneField
          label={t('userDetail.phone')}
          autoComplete="off"
          required
          error={faultOf(errors.phone)}
          {...form.register('phone')}
        />
        {student && (
          <PhoneField
            label={t('userDetail.parentPhone')}
            autoComplete="off"
            error={faultOf(errors.phone2)}
            {...form.register('phone2')}
          />
        )}
      </div>
      <TextField
        label={t('userDetail.email')}
        type="email"
        autoComplete="off"
        error={faultOf(errors.email)}
        {...form.register('email')}
      />
      {failure && (
        <InlineAlert tone="danger" id={failureId}>
          {failure}
        </InlineAlert>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t(register ? 'userDetail.registerConfirmTitle' : 'userDetail.modifyConfirmTitle')}
        message={t(
          register ? 'userDetail.registerConfirmMessage' : 'userDetail.modifyConfirmMessage',
          { name: form.getValues('userName').trim(), id: form.getValues('userId') },
        )}
        confirmLabel={t(register ? 'userDetail.register' : 'userDetail.modify')}
        onConfirm={() => {
          const values = confirming;
          setConfirming(null);
          if (values) saveChecked(values);
        }}
      />
    </form>
  );
}

/** The read-only information for a viewer who may not edit (screens.md §6). */
function UserFacts({ user }: { user: User }) {
  const t = useT();
  const none = t('userDetail.none');
  const rows: [string, ReactNode][] = [
    [t('userDetail.userId'), user.userId],
    [t('userDetail.userName'), user.userName],
    [t('userDetail.userType'), t(codeLabelKey('USER_TYPE', user.userType))],
    [
      t('userDetail.status'),
      user.userStatus != null ? t(codeLabelKey('ACCOUNT_STATUS', user.userStatus)) : none,
    ],
    [t('userDetail.locked'), t(user.locked ? 'userDetail.lockedYes' : 'userDetail.lockedNo')],
    [t('userDetail.phone'), user.phone || none],
    ...(hasParentPhone(user.userType)
      ? ([[t('userDetail.parentPhone'), user.phone2 || none]] as [string, ReactNode][])
      : []),
    [t('userDetail.email'), user.email || none],
    [t('userDetail.regDatetime'), <DateText key="reg" value={user.regDatetime} />],
  ];
  return (
    <div className={styles.section}>
      <InlineAlert tone="info">{t('userDetail.readOnly')}</InlineAlert>
      <dl className={styles.facts} data-slot="user-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
