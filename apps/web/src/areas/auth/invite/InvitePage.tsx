import {
  AGENT_COMMAND,
  type Company,
  codeLabelKey,
  codeLabelTexts,
  DEFAULT_CONFIG_READING,
  type ErrorContext,
  isApiError,
  isEmergencyMode,
  LIMITS,
  type UserType,
} from '@platform/contract';
import {
  Button,
  ConfirmDialog,
  contractResolver,
  DisasterModeBanner,
  ErrorModal,
  faultOf,
  InviteCodeInput,
  LinkButton,
  RadioGroup,
  registerTexts,
  Select,
  Spinner,
  TextField,
  ToastProvider,
  useGuardedSubmit,
  useLocale,
  useT,
} from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type FieldError, useController, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useInstitutionLooks } from '../../../app/branding/loadInstitution.ts';
import { isInNativeClient, isNativeClientUserAgent } from '../../../app/frame/nativeClient.ts';
import { takesLoaderRead } from '../../../app/screenLoader.ts';
import { useStoredSession } from '../../../app/session/session.ts';
import { ClientLaunchDialog } from '../../../shared/agent/ClientLaunchDialog.tsx';
import { clientDownloadLink } from '../../../shared/agent/clientDownload.ts';
import { guestLaunch } from '../../../shared/agent/launchRequest.ts';
import { useClientLaunch } from '../../../shared/agent/useClientLaunch.ts';
import styles from './InvitePage.module.css';
import {
  checkMeeting,
  type GuestFields,
  type InviteLookup,
  inviteInstitutionQuery,
  joinInfo,
  lookupInvite,
  openInfo,
} from './inviteApi.ts';
import { inviteErrorDisplay } from './inviteErrors.ts';
import {
  defaultInviteUserType,
  type InviteFormValues,
  type InviteMode,
  inviteMatchesCompany,
  inviteUserTypes,
  offersCreate,
  organisationPickerActive,
  validateInviteForm,
} from './inviteRules.ts';
import { type CompanyRef, readInviteTarget } from './inviteTarget.ts';
import { OrganisationSearchDialog } from './OrganisationSearchDialog.tsx';
import { inviteTexts } from './texts.ts';

// This screen's texts arrive with its code (the first page does not carry them all).
registerTexts(codeLabelTexts);
registerTexts(inviteTexts);

/** `/invite/:companyIdx?/:inviteCode?`: the invite page (screens.md §2.2, §4, §5, §8). */
export function Component() {
  return (
    <ToastProvider>
      <InviteScreen />
    </ToastProvider>
  );
}

interface ShownError {
  code: string | null;
  context?: ErrorContext;
}

/** The form's fields; the mode is the page's (what the institution offers and the guest chose). */
type InviteFields = Omit<InviteFormValues, 'mode'>;

interface PendingJoin {
  lookup: InviteLookup;
  inviteCode: string;
  guest: GuestFields;
}

function InviteScreen() {
  const t = useT();
  const { locale } = useLocale();
  const params = useParams();
  const [search] = useSearchParams();
  const target = useMemo(
    () =>
      readInviteTarget({ companyIdx: params.companyIdx, inviteCode: params.inviteCode }, search),
    [params.companyIdx, params.inviteCode, search],
  );
  const stored = useStoredSession();
  const storedEmergency = isEmergencyMode(stored?.emergencyMode);
  const navigate = useNavigate();
  // screens.md §2.2 "A native app may show an ID-login button to choose an organisation".
  const inNativeClient =
    isInNativeClient(stored) || isNativeClientUserAgent(globalThis.navigator.userAgent);
  const [choosingIdLogin, setChoosingIdLogin] = useState(false);

  // The address's institution, until the server says it does not exist (then the picker).
  const [addressCompanyGone, setAddressCompanyGone] = useState(false);
  const addressCompany = addressCompanyGone ? null : target.company;
  const pickerActive = organisationPickerActive({
    companyInAddress: addressCompany !== null,
    emergency: storedEmergency,
  });
  // What the rules read besides the fields: kept current for the resolver.
  const rules = useRef<{ mode: InviteMode; pickerActive: boolean }>({
    mode: 'join',
    pickerActive,
  });
  const form = useForm<InviteFields>({
    defaultValues: {
      inviteCode: target.inviteCode,
      roomTitle: '',
      nickname: '',
      organisation: null,
    },
    resolver: contractResolver((fields) =>
      validateInviteForm(
        { mode: rules.current.mode, ...fields },
        { pickerActive: rules.current.pickerActive },
      ),
    ),
  });
  const { errors } = form.formState;
  // Registered in the order of the form: the first invalid field takes focus on submit.
  const organisationField = useController({ control: form.control, name: 'organisation' });
  const inviteCodeField = useController({ control: form.control, name: 'inviteCode' });
  const roomTitleField = form.register('roomTitle');
  const nicknameField = form.register('nickname');
  const organisation: Company | null = organisationField.field.value;
  const companyRef: CompanyRef | null =
    addressCompany ?? (organisation ? { companyIdx: organisation.companyIdx } : null);

  const institutionQuery = useQuery({
    // No read is made without a company (enabled); the key of the address's one is the loader's.
    ...inviteInstitutionQuery(companyRef ?? { companyIdx: 0 }, locale),
    enabled: companyRef !== null,
    ...takesLoaderRead,
  });
  const institution = institutionQuery.data;
  useInstitutionLooks(institution);
  const config = institution?.config ?? DEFAULT_CONFIG_READING;
  const emergency = storedEmergency || isEmergencyMode(institution?.config.emergencyMode);

  const [shownError, setShownError] = useState<ShownError | null>(null);
  // screens.md §8 "WB-400-205 company not found: reset selected organisation or company-not-found modal".
  const institutionError = institutionQuery.error;
  useEffect(() => {
    if (!institutionError) return;
    setShownError({
      code: isApiError(institutionError) ? institutionError.code : null,
      context: 'organisationPicker',
    });
    if (isApiError(institutionError) && institutionError.code === 'WB-400-205') {
      setAddressCompanyGone(true);
      form.setValue('organisation', null);
    }
  }, [institutionError, form]);

  const userTypes = inviteUserTypes(config.userTypeAuth);
  const [chosenType, setChosenType] = useState<UserType | null>(null);
  const userType =
    chosenType !== null && userTypes.includes(chosenType)
      ? chosenType
      : defaultInviteUserType(userTypes);
  const createOffered =
    institution !== undefined && offersCreate(userType, config.userTypeAuth, emergency);
  const [chosenMode, setChosenMode] = useState<InviteMode>('join');
  const mode: InviteMode = createOffered ? chosenMode : 'join';
  rules.current = { mode, pickerActive };

  const [searching, setSearching] = useState(false);
  const [pendingJoin, setPendingJoin] = useState<PendingJoin | null>(null);
  const launch = useClientLaunch();

  /** screens.md §8 WB-400-220: the invalid invite text at the code box, until the code changes. */
  const refuseInvite = () =>
    form.setError(
      'inviteCode',
      { type: 'server', message: 'error.invalidInvite' },
      { shouldFocus: true },
    );

  const showError = (error: unknown, context?: ErrorContext) => {
    const shown = inviteErrorDisplay(error, context);
    if (shown.kind === 'invalid-invite') refuseInvite();
    else setShownError({ code: shown.code, ...(shown.context ? { context: shown.context } : {}) });
  };

  const guestOf = (companyIdx: number, nickname: string): GuestFields => ({
    companyIdx,
    nickName: nickname.trim(),
    userType,
  });

  const startCreate = (companyIdx: number, { nickname, roomTitle }: InviteFields) => {
    const guest = guestOf(companyIdx, nickname);
    const title = roomTitle.trim();
    launch.start({
      prepare: () => openInfo(guest, title),
      launchFor: (entry) =>
        guestLaunch({
          command: AGENT_COMMAND.OPEN,
          bodaAppMsg: entry.bodaAppMsg,
          room: { ...entry.room, roomTitle: title },
          user: { userName: guest.nickName, userType: guest.userType, companyIdx },
          language: locale,
        }),
      onServerError: (error) => showError(error),
    });
  };

  const send = async (fields: InviteFields) => {
    // The institution is still loading (or failed and said so): nothing to submit to yet.
    if (companyRef !== null && !institution) return;
    const pageCompany = institution?.company ?? null;
    if (mode === 'create') {
      if (pageCompany) startCreate(pageCompany.companyIdx, fields);
      return;
    }
    const { inviteCode } = fields;
    try {
      const lookup = await lookupInvite(inviteCode);
      if (!inviteMatchesCompany(lookup.company, pageCompany)) {
        refuseInvite();
        return;
      }
      const companyIdx = pageCompany?.companyIdx ?? lookup.company?.companyIdx;
      if (!companyIdx) {
        setShownError({ code: 'WB-400-205', context: 'organisationPicker' });
        return;
      }
      setPendingJoin({ lookup, inviteCode, guest: guestOf(companyIdx, fields.nickname) });
    } catch (error) {
      showError(error, 'inviteLookup');
    }
  };
  const { submit, pending } = useGuardedSubmit(form, send);

  /** The join confirmation: the meeting check, then the join flow through the agent. */
  const confirmJoin = async () => {
    const join = pendingJoin;
    if (!join) return;
    const { lookup, guest } = join;
    if (lookup.meetIdx > 0 && lookup.roomCode) {
      try {
        await checkMeeting(lookup.roomCode, lookup.meetIdx);
      } catch (error) {
        setPendingJoin(null);
        showError(error);
        return;
      }
    }
    setPendingJoin(null);
    launch.start({
      prepare: () =>
        joinInfo(guest, {
          inviteCode: join.inviteCode,
          roomCode: lookup.roomCode,
          meetIdx: lookup.meetIdx,
        }),
      launchFor: (entry) =>
        guestLaunch({
          command: AGENT_COMMAND.JOIN,
          bodaAppMsg: entry.bodaAppMsg,
          room: {
            roomCode: lookup.roomCode,
            meetIdx: lookup.meetIdx,
            inviteCode: join.inviteCode,
            roomTitle: lookup.meetTitle,
          },
          user: {
            userName: guest.nickName,
            userType: guest.userType,
            companyIdx: guest.companyIdx,
          },
          language: locale,
        }),
      onServerError: (error) => showError(error),
    });
  };

  const organisationLabelId = useId();
  const organisationErrorId = useId();
  // The address's institution decides the whole form; a picked one only adds to it.
  const loadingInstitution = addressCompany !== null && institutionQuery.isPending;
  const openJoin = pendingJoin?.lookup.meetIdx === 0;
  const organisationFault = faultOf(errors.organisation as FieldError | undefined);
  const organisationError =
    organisationFault === undefined
      ? undefined
      : typeof organisationFault === 'string'
        ? organisationFault
        : t(organisationFault.key, organisationFault.params);
  const confirmParams = {
    meetTitle: pendingJoin?.lookup.meetTitle ?? '',
    nickname: pendingJoin?.guest.nickName ?? '',
  };

  return (
    <div className={styles.page}>
      {emergency && <DisasterModeBanner />}
      <main className={styles.card}>
        <header className={styles.header}>
          {institution && <p className={styles.institution}>{institution.company.companyName}</p>}
          <h1 className={styles.heading}>{t('invite.title')}</h1>
          <p className={styles.lead}>{t(emergency ? 'invite.emergencyLead' : 'invite.lead')}</p>
        </header>
        {loadingInstitution ? (
          <Spinner label={t('invite.loading')} showLabel />
        ) : (
          <form className={styles.form} onSubmit={submit} noValidate>
            {pickerActive && (
              <fieldset
                className={styles.organisation}
                aria-describedby={organisationError ? organisationErrorId : undefined}
                ref={(element) => {
                  if (element) {
                    organisationField.field.ref({
                      focus: () => element.querySelector<HTMLElement>('button')?.focus(),
                    });
                  }
                }}
              >
                <legend id={organisationLabelId} className={styles.organisationLabel}>
                  {t('invite.organisation.label')}
                </legend>
                <div className={styles.organisationRow}>
                  <p className={styles.organisationName}>
                    {organisation?.companyName ?? t('invite.organisation.none')}
                  </p>
                  <Button variant="secondary" size="sm" onClick={() => setSearching(true)}>
                    {t(organisation ? 'invite.organisation.change' : 'invite.organisation.search')}
                  </Button>
                </div>
                {inNativeClient && (
                  <LinkButton onClick={() => setChoosingIdLogin(true)}>
                    {t('invite.organisation.idLogin')}
                  </LinkButton>
                )}
                {organisationError && (
                  <p id={organisationErrorId} className={styles.error}>
                    {organisationError}
                  </p>
                )}
              </fieldset>
            )}
            {userTypes.length > 1 && (
              <Select
                label={t('invite.userType')}
                options={userTypes.map((type) => ({
                  value: String(type),
                  label: t(codeLabelKey('USER_TYPE', type)),
                }))}
                value={String(userType)}
                onChange={(event) => setChosenType(Number(event.target.value) as UserType)}
              />
            )}
            {createOffered && (
              <RadioGroup
                label={t('invite.mode.label')}
                orientation="horizontal"
                options={[
                  { value: 'join', label: t('invite.mode.join') },
                  { value: 'create', label: t('invite.mode.create') },
                ]}
                value={mode}
                onValueChange={(value) => setChosenMode(value === 'create' ? 'create' : 'join')}
              />
            )}
            {mode === 'join' ? (
              <InviteCodeInput
                ref={inviteCodeField.field.ref}
                required
                defaultValue={inviteCodeField.field.value}
                onCodeChange={inviteCodeField.field.onChange}
                onSubmit={() => submit()}
                error={faultOf(errors.inviteCode)}
              />
            ) : (
              <TextField
                label={t('invite.roomTitle')}
                required
                maxLength={LIMITS.ROOM_TITLE_MAX}
                showCounter
                error={faultOf(errors.roomTitle)}
                {...roomTitleField}
              />
            )}
            <TextField
              label={t('invite.nickname')}
              description={t('invite.nicknameHint')}
              required
              maxLength={LIMITS.NICKNAME_MAX}
              showCounter
              autoComplete="nickname"
              error={faultOf(errors.nickname)}
              {...nicknameField}
            />
            <div className={styles.actions}>
              {/* A picked institution still loading: the join waits for it, and says so. */}
              <Button
                type="submit"
                loading={pending || (companyRef !== null && institutionQuery.isPending)}
              >
                {t(mode === 'join' ? 'invite.submit.join' : 'invite.submit.create')}
              </Button>
              <LinkButton asChild>
                <Link to="/">{t('invite.goHome')}</Link>
              </LinkButton>
            </div>
          </form>
        )}
      </main>

      <OrganisationSearchDialog
        open={searching}
        onOpenChange={setSearching}
        onPick={(company) => {
          organisationField.field.onChange(company);
          setSearching(false);
        }}
      />
      {inNativeClient && (
        <OrganisationSearchDialog
          open={choosingIdLogin}
          onOpenChange={setChoosingIdLogin}
          titleKey="invite.organisation.idLoginTitle"
          onPick={(company) => {
            // The dialog closes at once: the sign-in page's code may take a moment to arrive,
            // and until then this page stays, which must not look as if the pick did nothing.
            setChoosingIdLogin(false);
            void navigate(`/${encodeURIComponent(company.companyId)}`);
          }}
        />
      )}
      <ConfirmDialog
        open={pendingJoin !== null}
        onOpenChange={(open) => {
          if (!open) setPendingJoin(null);
        }}
        title={t(openJoin ? 'invite.confirm.openJoinTitle' : 'invite.confirm.joinTitle')}
        message={t(
          openJoin ? 'invite.confirm.openJoinMessage' : 'invite.confirm.joinMessage',
          confirmParams,
        )}
        confirmLabel={t(openJoin ? 'invite.confirm.openJoin' : 'invite.confirm.join')}
        onConfirm={confirmJoin}
      />
      <ClientLaunchDialog
        launch={launch}
        allowsWeb={config.clientSetting.allowsWeb}
        siteUrl={config.siteUrl}
        downloadLink={() => clientDownloadLink(institution?.company.companyId)}
        onServerError={(error) => showError(error)}
      />
      <ErrorModal
        open={shownError !== null}
        onOpenChange={(open) => {
          if (!open) setShownError(null);
        }}
        code={shownError?.code ?? null}
        {...(shownError?.context ? { context: shownError.context } : {})}
      />
    </div>
  );
}
