import {
  classesFittingGrade,
  ENQUIRY_AUTHORS,
  type EnquiryDraft,
  type EnquiryFormField,
  type EnquiryGrade,
  enquiryGradeDetails,
  enquiryGradesOffered,
  enquiryMail,
  errorTextKey,
  isApiError,
  isEnquiryOpen,
  isSendableEnquiry,
  LIMITS,
  successToastKeys,
  validateEnquiry,
} from '@platform/contract';
import {
  Button,
  Checkbox,
  DigitsField,
  InlineAlert,
  RadioGroup,
  registeredText,
  registerTexts,
  Select,
  TextArea,
  TextField,
  TimeSlotGrid,
  useT,
  useToast,
} from '@platform/ui';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../../app/session/api.ts';
import { useAction } from '../../../app/useAction.ts';
import { TEACHERS } from '../academy/teachers.ts';
import { academyTexts } from '../academy/texts.ts';
import { useIntroSetting } from '../site/introSetting.ts';
import styles from './ContactPage.module.css';
import { type ContactTextKey, contactTexts } from './texts.ts';
import { useHydrated } from './useHydrated.ts';

registerTexts(contactTexts);
// The teachers' names: the form offers the six profiles of the teachers page.
registerTexts(academyTexts);

/** `?type=PRIVATE` preselects the individual-pace tab (screens.md §2.1). */
export const INDIVIDUAL_PACE_TYPE = 'PRIVATE';

type Track = 'personal' | 'individualPace';

const EMPTY: EnquiryDraft = {
  name: '',
  phone: '',
  author: null,
  teacher: '',
  grade: null,
  gradeDetail: null,
  content: '',
  agreement: false,
  marketing: false,
  timeSlots: [],
};

const FIELD_LABEL = {
  name: 'intro.contact.name',
  phone: 'intro.contact.phone',
  author: 'intro.contact.author',
  grade: 'intro.contact.grade',
  gradeDetail: 'intro.contact.gradeDetail',
  teacher: 'intro.contact.teacher',
  content: 'intro.contact.content',
  agreement: 'intro.contact.agreement',
  timeSlots: 'intro.contact.timeSlots',
} as const satisfies Record<EnquiryFormField, ContactTextKey>;

/**
 * The teacher as the enquiry carries it: the Korean name, whatever the page's language, since
 * the academy's desk reads Korean (assumed).
 */
const teacherOnTheWire = (nameKey: string) => registeredText('ko', nameKey) ?? nameKey;

/** The academy's date (Korea), which the enquiry period is written in. */
const academyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());

/** Focuses a field after a refused submit: its control, the chosen radio, or the grid's cell. */
function focusField(container: HTMLElement | null) {
  const target =
    container?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ??
    container?.querySelector<HTMLElement>(
      'input:not([type="hidden"]), select, textarea, button[role], [tabindex="0"]',
    );
  target?.focus();
}

/**
 * /intro/contact (screens.md §2.1, §3 and §5 Enquiry; issue 23 item 4): the enquiry of the
 * one-to-one or the individual-pace class, with its weekly time slots. A refused submit keeps
 * everything, says "fill all required" and names and focuses the first field at fault; sending
 * makes one enquiry e-mail call whose recipients and sender are INTRO_SETTING's, then resets the
 * form; a failed send keeps everything typed.
 */
export function Component() {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const hydrated = useHydrated();
  const [search, setSearch] = useSearchParams();
  const setting = useIntroSetting();
  const track: Track =
    hydrated && search.get('type') === INDIVIDUAL_PACE_TYPE ? 'individualPace' : 'personal';
  const individualPace = track === 'individualPace';

  const [draft, setDraft] = useState<EnquiryDraft>(EMPTY);
  const [showFaults, setShowFaults] = useState(false);
  const faults = validateEnquiry(draft, { individualPace });
  const faultOf = (field: EnquiryFormField) =>
    showFaults ? (faults.find((fault) => fault.field === field)?.fault ?? null) : null;
  const fieldId = (field: EnquiryFormField) => `${id}-${field}`;

  const send = useAction(
    (mail: NonNullable<ReturnType<typeof enquiryMail>>) =>
      api.result('openServiceIntroMail.SEND_MAIL', mail),
    {
      onSuccess: () => {
        toast.success(t(successToastKeys.enquirySent));
        setDraft(EMPTY);
        setShowFaults(false);
      },
    },
  );

  const update = (change: Partial<EnquiryDraft>) =>
    setDraft((current) => ({ ...current, ...change }));

  const grades = enquiryGradesOffered(individualPace);
  const chooseGrade = (grade: EnquiryGrade) =>
    setDraft((current) => ({
      ...current,
      grade,
      gradeDetail:
        current.gradeDetail !== null && enquiryGradeDetails(grade).includes(current.gradeDetail)
          ? current.gradeDetail
          : null,
      timeSlots: classesFittingGrade(current.timeSlots, grade),
    }));

  const chooseTrack = (next: Track) => {
    if (next === track) return;
    const params = new URLSearchParams(search);
    if (next === 'individualPace') params.set('type', INDIVIDUAL_PACE_TYPE);
    else params.delete('type');
    setSearch(params, { replace: true, preventScrollReset: true });
    // A grade the other tab does not offer is cleared, not silently sent.
    const offered = enquiryGradesOffered(next === 'individualPace');
    if (draft.grade && !offered.includes(draft.grade)) update({ grade: null, gradeDetail: null });
  };

  const ready = setting.status === 'ready' ? setting.setting : null;
  const today = ready ? academyToday() : null;
  const open = ready && today ? isEnquiryOpen(ready, today) : false;
  const sendable = ready !== null && open && ready.mailRecipients.length > 0 && ready.mailSender;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || !sendable) return;
    if (!isSendableEnquiry(draft, { individualPace })) {
      setShowFaults(true);
      const first = faults[0];
      if (first) focusField(document.getElementById(fieldId(first.field)));
      return;
    }
    const mail = enquiryMail(draft, { individualPace, setting: ready });
    if (mail) send.mutate(mail);
  };

  const firstFault = showFaults ? faults[0] : undefined;
  const sendError = send.isError ? send.error : null;

  return (
    <article className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('intro.contact.title')}
      </h1>
      <p className={styles.lead}>{t('intro.contact.lead')}</p>

      <div className={styles.tabs} role="tablist" aria-label={t('intro.contact.tabs')}>
        {(['personal', 'individualPace'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            id={`${id}-tab-${option}`}
            aria-selected={option === track}
            aria-controls={`${id}-form`}
            tabIndex={option === track ? 0 : -1}
            className={styles.tab}
            onClick={() => chooseTrack(option)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              event.preventDefault();
              const other = option === 'personal' ? 'individualPace' : 'personal';
              chooseTrack(other);
              document.getElementById(`${id}-tab-${other}`)?.focus();
            }}
          >
            {t(`intro.contact.tab.${option}`)}
          </button>
        ))}
      </div>

      <div id={`${id}-form`} role="tabpanel" aria-labelledby={`${id}-tab-${track}`}>
        <form
          aria-labelledby={`${id}-tab-${track}`}
          className={styles.form}
          noValidate
          onSubmit={submit}
        >
          <p className={styles.note}>{t(`intro.contact.tab.${track}Note`)}</p>
          <SettingNotice setting={setting} open={open} />
          <p className={styles.note}>{t('intro.contact.required')}</p>

          {firstFault ? (
            <InlineAlert tone="danger" title={t('intro.contact.missing')}>
              {t('intro.contact.missingField', { field: t(FIELD_LABEL[firstFault.field]) })}
            </InlineAlert>
          ) : null}

          <div id={fieldId('name')}>
            <TextField
              label={t('intro.contact.name')}
              required
              autoComplete="name"
              maxLength={LIMITS.NAME_MAX}
              value={draft.name}
              onValueChange={(name) => update({ name })}
              error={faultOf('name')}
            />
          </div>
          <div id={fieldId('phone')}>
            <DigitsField
              label={t('intro.contact.phone')}
              description={t('intro.contact.phoneHint')}
              required
              autoComplete="tel"
              maxLength={LIMITS.PHONE_MAX}
              value={draft.phone}
              onValueChange={(phone) => update({ phone })}
              error={faultOf('phone')}
            />
          </div>
          <div id={fieldId('author')}>
            <RadioGroup
              label={t('intro.contact.author')}
              required
              orientation="horizontal"
              options={ENQUIRY_AUTHORS.map((author) => ({
                value: author,
                label: t(`intro.contact.author.${author}`),
              }))}
              value={draft.author ?? ''}
              onValueChange={(author) => update({ author: author as EnquiryDraft['author'] })}
              error={faultOf('author')}
            />
          </div>
          <div className={styles.pair}>
            <div id={fieldId('grade')}>
              <RadioGroup
                label={t('intro.contact.grade')}
                required
                orientation="horizontal"
                options={grades.map((grade) => ({
                  value: grade,
                  label: t(`intro.contact.grade.${grade}`),
                }))}
                value={draft.grade ?? ''}
                onValueChange={(grade) => chooseGrade(grade as EnquiryGrade)}
                error={faultOf('grade')}
              />
            </div>
            <div id={fieldId('gradeDetail')}>
              <Select
                label={t('intro.contact.gradeDetail')}
                required
                placeholder={draft.grade ? true : t('intro.contact.gradeDetail.first')}
                disabled={draft.grade === null}
                options={(draft.grade ? enquiryGradeDetails(draft.grade) : []).map((year) => ({
                  value: String(year),
                  label: t('intro.contact.gradeDetail.option', { year: String(year) }),
                }))}
                value={draft.gradeDetail === null ? '' : String(draft.gradeDetail)}
                onChange={(event) =>
                  update({ gradeDetail: event.target.value ? Number(event.target.value) : null })
                }
                error={faultOf('gradeDetail')}
              />
            </div>
          </div>
          <div id={fieldId('teacher')} className={styles.consent}>
            <Select
              label={t('intro.contact.teacher')}
              required
              placeholder
              options={TEACHERS.map((teacher) => ({
                value: teacherOnTheWire(teacher.nameKey),
                label: t(teacher.nameKey),
              }))}
              value={draft.teacher}
              onChange={(event) => update({ teacher: event.target.value })}
              error={faultOf('teacher')}
            />
            <Link className={styles.termsLink} to="/intro/academy/teacher">
              {t('intro.contact.teacherHint')}
            </Link>
          </div>
          <div id={fieldId('timeSlots')} className={styles.later}>
            <TimeSlotGrid
              label={t('intro.contact.timeSlots')}
              description={t('intro.contact.timeSlotsHint')}
              grade={draft.grade}
              value={draft.timeSlots}
              onChange={(timeSlots) => update({ timeSlots })}
              error={faultOf('timeSlots')}
            />
          </div>
          <div id={fieldId('content')}>
            <TextArea
              label={t('intro.contact.content')}
              maxLength={LIMITS.ENQUIRY_CONTENT_MAX}
              showCounter
              rows={5}
              value={draft.content}
              onValueChange={(content) => update({ content })}
              error={faultOf('content')}
            />
          </div>
          <div id={fieldId('agreement')} className={styles.consent}>
            <Checkbox
              label={t('intro.contact.agreement')}
              description={t('intro.contact.agreementHint')}
              required
              checked={draft.agreement}
              onCheckedChange={(checked) => update({ agreement: checked === true })}
              error={faultOf('agreement')}
            />
            <Link className={styles.termsLink} to="/terms/policy">
              {t('intro.contact.readPolicy')}
            </Link>
          </div>
          <div className={styles.consent}>
            <Checkbox
              label={t('intro.contact.marketing')}
              checked={draft.marketing}
              onCheckedChange={(checked) => update({ marketing: checked === true })}
            />
            <Link className={styles.termsLink} to="/terms/marketing">
              {t('intro.contact.readMarketing')}
            </Link>
          </div>

          {sendError ? (
            <InlineAlert tone="danger" title={t('intro.contact.failed')}>
              {isApiError(sendError)
                ? t(errorTextKey(sendError.code), { code: sendError.code ?? '-' })
                : t(errorTextKey(null))}
            </InlineAlert>
          ) : null}

          <Button type="submit" loading={send.isPending} disabled={!sendable}>
            {t('intro.contact.submit')}
          </Button>
        </form>
      </div>
    </article>
  );
}

function SettingNotice({
  setting,
  open,
}: {
  setting: ReturnType<typeof useIntroSetting>;
  open: boolean;
}) {
  const t = useT();
  if (setting.status === 'pending') {
    return <p className={styles.note}>{t('intro.contact.settingPending')}</p>;
  }
  if (setting.status === 'failed') {
    return <InlineAlert tone="warning">{t('intro.contact.settingFailed')}</InlineAlert>;
  }
  const { enquiryPeriod, mailRecipients, mailSender } = setting.setting;
  if (!open) {
    return (
      <InlineAlert tone="warning">
        {t('intro.contact.closed', { end: enquiryPeriod.end })}
      </InlineAlert>
    );
  }
  if (mailRecipients.length === 0 || !mailSender) {
    return <InlineAlert tone="warning">{t('intro.contact.noRecipient')}</InlineAlert>;
  }
  return (
    <p className={styles.note}>
      {enquiryPeriod.start
        ? t('intro.contact.periodFrom', { start: enquiryPeriod.start, end: enquiryPeriod.end })
        : t('intro.contact.period', { end: enquiryPeriod.end })}
    </p>
  );
}
