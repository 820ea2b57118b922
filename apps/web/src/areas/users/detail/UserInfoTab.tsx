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
  DateText,
  InlineAlert,
  PhoneField,
  Select,
  TextField,
  useT,
} from '@platform/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { endpointQuery } from '../../../app/endpointQuery.ts';
import { api } from '../../../app/session/api.ts';
import { apiErrorMessage } from '../../../shared/apiErrors.ts';
import { NewPasswordFields } from '../../account/NewPasswordFields.tsx';
import styles from './UserDetailDialog.module.css';
import {
  groupOptions,
  type UserForm,
  type UserFormFaults,
  userFormFaults,
  userSaveRequest,
} from './userDetailRules.ts';

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

function UserInfoForm({ user, policy, defaultGroupIdx, onSaved, formId }: UserInfoTabProps) {
  const t = useT();
  const register = user === undefined;
  const [form, setForm] = useState<UserForm>(() => formOf(user, defaultGroupIdx));
  const [faults, setFaults] = useState<UserFormFaults>({});
  const [checkedUserId, setCheckedUserId] = useState<string | null>(null);
  const [idTaken, setIdTaken] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const failureId = useId();

  const groups = useQuery(endpointQuery('group.LIST', {}));

  const checkId = useMutation({
    mutationFn: (userId: string) => api.result('user.EXIST_USER_ID', { userId }),
  });

  const save = useMutation({
    mutationFn: () => api.result('user.SAVE', userSaveRequest(form, user?.userIdx)),
  });

  const edit = (field: keyof UserForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setFaults(({ [field]: _dropped, ...rest }) => rest);
    if (field === 'userId') setIdTaken(null);
  };

  const runIdCheck = async () => {
    const fault = validateUserId(form.userId);
    if (fault) {
      setFaults((current) => ({ ...current, userId: fault }));
      return;
    }
    try {
      const taken = await checkId.mutateAsync(form.userId);
      setCheckedUserId(taken ? null : form.userId);
      setIdTaken(taken ? t('userDetail.idTaken') : null);
      setFaults(({ userId: _dropped, ...rest }) => rest);
    } catch (error) {
      setIdTaken(apiErrorMessage(error, t));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Submits of dialogs opened from here bubble through the React tree: not this form's.
    if (event.target !== event.currentTarget) return;
    const found = userFormFaults(form, { register, policy, checkedUserId, saved: user });
    setFaults(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      // The first field to fix gets focus once the errors have rendered.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setConfirming(true);
  };

  const confirmSave = async () => {
    try {
      const saved = await save.mutateAsync();
      if (saved) onSaved(saved, register);
    } catch (error) {
      // The confirm closes; the form keeps every typed value and says why the server refused.
      setFailure(apiErrorMessage(error, t));
    }
  };

  const student = form.userType !== '' && hasParentPhone(Number(form.userType));
  const idConfirmed = register && checkedUserId !== null && checkedUserId === form.userId;

  return (
    <form
      ref={formRef}
      id={formId}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-describedby={failure ? failureId : undefined}
      data-slot="user-info-form"
    >
      {register ? (
        <TextField
          label={t('userDetail.userId')}
          name="userId"
          autoComplete="off"
          required
          maxLength={LIMITS.USER_ID_MAX}
          defaultValue={form.userId}
          onValueChange={edit('userId')}
          error={idTaken ?? faults.userId}
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
        name="userName"
        autoComplete="off"
        required
        maxLength={LIMITS.NAME_MAX}
        showCounter
        defaultValue={form.userName}
        onValueChange={edit('userName')}
        error={faults.userName}
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
              password: { name: 'password', onValueChange: edit('password') },
              confirm: { name: 'passwordConfirm', onValueChange: edit('passwordConfirm') },
            }}
            errors={{ password: faults.password, confirm: faults.passwordConfirm }}
          />
        </div>
      )}
      <div className={styles.pair}>
        <Select
          label={t('userDetail.userType')}
          name="userType"
          required
          placeholder={register ? true : undefined}
          value={form.userType}
          onChange={(event) => edit('userType')(event.target.value)}
          options={USER_TYPES.map((code) => ({
            value: String(code),
            label: t(codeLabelKey('USER_TYPE', code)),
          }))}
          error={faults.userType}
        />
        <Select
          label={t('userDetail.group')}
          name="groupIdx"
          value={form.groupIdx}
          onChange={(event) => edit('groupIdx')(event.target.value)}
          options={groupOptions(groups.data ?? [], t('userDetail.groupTop'))}
        />
      </div>
      <div className={styles.pair}>
        <PhoneField
          label={t('userDetail.phone')}
          name="phone"
          autoComplete="off"
          required
          defaultValue={form.phone}
          onValueChange={edit('phone')}
          error={faults.phone}
        />
        {student && (
          <PhoneField
            label={t('userDetail.parentPhone')}
            name="phone2"
            autoComplete="off"
            defaultValue={form.phone2}
            onValueChange={edit('phone2')}
            error={faults.phone2}
          />
        )}
      </div>
      <TextField
        label={t('userDetail.email')}
        name="email"
        type="email"
        autoComplete="off"
        defaultValue={form.email}
        onValueChange={edit('email')}
        error={faults.email}
      />
      {failure && (
        <InlineAlert tone="danger" id={failureId}>
          {failure}
        </InlineAlert>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(register ? 'userDetail.registerConfirmTitle' : 'userDetail.modifyConfirmTitle')}
        message={t(
          register ? 'userDetail.registerConfirmMessage' : 'userDetail.modifyConfirmMessage',
          { name: form.userName.trim(), id: form.userId },
        )}
        confirmLabel={t(register ? 'userDetail.register' : 'userDetail.modify')}
        onConfirm={confirmSave}
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
