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
  DisasterModeBanner,
  ErrorModal,
  InviteCodeInput,
  LinkButton,
  RadioGroup,
  registerTexts,
  Select,
  Spinner,
  TextField,
  ToastProvider,
  useLocale,
  useT,
} from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useInstitutionLooks } from '../../../app/branding/loadInstitution.ts';
import { endpointKey } from '../../../app/endpointQuery.ts';
import { isInNativeClient, isNativeClientUserAgent } from '../../../app/frame/nativeClient.ts';
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
  joinInfo,
  loadInviteInstitution,
  lookupInvite,
  openInfo,
} from './inviteApi.ts';
import { inviteErrorDisplay } from './inviteErrors.ts';
import {
  defaultInviteUserType,
  type InviteFaults,
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
  const [organisation, setOrganisation] = useState<Company | null>(null);
  const companyRef: CompanyRef | null =
    addressCompany ?? (organisation ? { companyIdx: organisation.companyIdx } : null);

  const institutionQuery = useQuery({
    queryKey: endpointKey(
      'openCompanyLoginInfo.LOGIN_INFO',
      { ...companyRef, language: locale },
      'institution',
    ),
    queryFn: ({ signal }) => loadInviteInstitution(companyRef as CompanyRef, locale, signal),
    enabled: companyRef !== null,
    retry: false,
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
      setOrganisation(null);
    }
  }, [institutionError]);

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

  const [inviteCode, setInviteCode] = useState(target.inviteCode);
  const [roomTitle, setRoomTitle] = useState('');
  const [nickname, setNickname] = useState('');
  const [faults, setFaults] = useState<InviteFaults>({});
  const [inviteRefused, setInviteRefused] = useState(false);
  const [searching, setSearching] = useState(false);
  const [pending, setPending] = useState(false);
  const [pendingJoin, setPendingJoin] = useState<PendingJoin | null>(null);
  const launch = useClientLaunch();

  const showError = (error: unknown, context?: ErrorContext) => {
    const shown = inviteErrorDisplay(error, context);
    if (shown.kind === 'invalid-invite') setInviteRefused(true);
    else setShownError({ code: shown.code, ...(shown.context ? { context: shown.context } : {}) });
  };

  const guestOf = (companyIdx: number): GuestFields => ({
    companyIdx,
    nickName: nickname.trim(),
    userType,
  });

  const startCreate = (companyIdx: number) => {
    const guest = guestOf(companyIdx);
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

  const submit = async () => {
    const found = validateInviteForm(
      { mode, inviteCode, roomTitle, nickname, organisation },
      { pickerActive },
    );
    setFaults(found);
    setInviteRefused(false);
    if (Object.keys(found).length > 0) return;
    // The institution is still loading (or failed and said so): nothing to submit to yet.
    if (companyRef !== null && !institution) return;
    const pageCompany = institution?.company ?? null;
    if (mode === 'create') {
      if (pageCompany) startCreate(pageCompany.companyIdx);
      return;
    }
    setPending(true);
    try {
      const lookup = await lookupInvite(inviteCode);
      if (!inviteMatchesCompany(lookup.company, pageCompany)) {
        setInviteRefused(true);
        return;
      }
      const companyIdx = pageCompany?.companyIdx ?? lookup.company?.companyIdx;
      if (!companyIdx) {
        setShownError({ code: 'WB-400-205', context: 'organisationPicker' });
        return;
      }
      setPendingJoin({ lookup, inviteCode, guest: guestOf(companyIdx) });
    } catch (error) {
      showError(error, 'inviteLookup');
    } finally {
      setPending(false);
    }
  };

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const organisationLabelId = useId();
  const organisationErrorId = useId();
  // The address's institution decides the whole form; a picked one only adds to it.
  const loadingInstitution = addressCompany !== null && institutionQuery.isPending;
  const openJoin = pendingJoin?.lookup.meetIdx === 0;
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
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            {pickerActive && (
              <fieldset
                className={styles.organisation}
                aria-describedby={faults.organisation ? organisationErrorId : undefined}
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
                {faults.organisation && (
                  <p id={organisationErrorId} className={styles.error}>
                    {t(faults.organisation.key, faults.organisation.params)}
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
                required
                defaultValue={inviteCode}
                onCodeChange={(digits) => {
                  setInviteCode(digits);
                  setInviteRefused(false);
                }}
                onSubmit={() => void submit()}
                error={inviteRefused ? 'error.invalidInvite' : faults.inviteCode}
              />
            ) : (
              <TextField
                label={t('invite.roomTitle')}
                required
                maxLength={LIMITS.ROOM_TITLE_MAX}
                showCounter
                value={roomTitle}
                onChange={(event) => setRoomTitle(event.target.value)}
                error={faults.roomTitle}
              />
            )}
            <TextField
              label={t('invite.nickname')}
              description={t('invite.nicknameHint')}
              required
              maxLength={LIMITS.NICKNAME_MAX}
              showCounter
              autoComplete="nickname"
              value={nickname}
              onChange={(event) => setNickname(event.target.value)}
              error={faults.nickname}
            />
            <div className={styles.actions}>
              <Button type="submit" loading={pending}>
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
          setOrganisation(company);
          setFaults(({ organisation: _picked, ...rest }) => rest);
          setSearching(false);
        }}
      />
      {inNativeClient && (
        <OrganisationSearchDialog
          open={choosingIdLogin}
          onOpenChange={setChoosingIdLogin}
          titleKey="invite.organisation.idLoginTitle"
          onPick={(company) => navigate(`/${encodeURIComponent(company.companyId)}`)}
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
