import {
  DEMO_REQUEST_INSTITUTION_MAX,
  DEMO_REQUEST_MESSAGE_MAX,
  type DemoRequest,
  type DemoRequestField,
  demoRequestMail,
  type EnquiryMail,
  LIMITS,
  type ValidationFault,
  validateDemoRequest,
} from '@platform/contract';
import { Button, DigitsField, InlineAlert, TextArea, TextField, useT } from '@platform/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { api } from '../../../app/session/api.ts';
import { useAction } from '../../../app/useAction.ts';
import { apiErrorMessage } from '../../../shared/apiErrors.ts';
import { startIntroSettingLoad, useIntroSetting } from '../site/introSetting.ts';
import styles from './AcademyPage.module.css';

const EMPTY: DemoRequest = { name: '', phone: '', institution: '', message: '' };

type Faults = Partial<Record<DemoRequestField, ValidationFault>>;

const LABEL = {
  name: 'intro.academy.demo.name',
  phone: 'intro.academy.demo.phone',
  institution: 'intro.academy.demo.institution',
  message: 'intro.academy.demo.message',
} as const satisfies Record<DemoRequestField, string>;

function faultsOf(request: DemoRequest): Faults {
  return Object.fromEntries(validateDemoRequest(request).map(({ field, fault }) => [field, fault]));
}

/**
 * The demo request of the academy page (issue 23 item 4): name, phone digits, institution and a
 * message of up to 300 characters, sent as `INTRO_DEMO_SEND_MAIL` with the mail the contract
 * builds. Its recipients and sender are INTRO_SETTING's, never the page's, so the send waits for
 * the setting and says why while it cannot. A missing field is named in the form's alert and
 * focused; a second press while sending is ignored; a sent request is confirmed and the form
 * emptied; a failed one keeps what was typed and shows the server's reason.
 */
export function DemoRequestForm({ labelledBy }: { labelledBy: string }) {
  const t = useT();
  const id = useId();
  const setting = useIntroSetting();
  const [values, setValues] = useState<DemoRequest>(EMPTY);
  const [faults, setFaults] = useState<Faults>({});
  const [missing, setMissing] = useState<DemoRequestField[]>([]);
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState(false);
  const fields = {
    name: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    institution: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };

  const send = useAction(
    (mail: EnquiryMail) => api.result('openServiceIntroDemo.INTRO_DEMO_SEND_MAIL', mail),
    {
      onSuccess: () => {
        setValues(EMPTY);
        setFaults({});
        setMissing([]);
        setChecked(false);
        setSent(true);
      },
    },
  );

  const ready = setting.status === 'ready' ? setting.setting : null;
  // The setting names no recipient or sender: nothing can be sent, whatever is typed.
  const canSend = ready !== null && demoRequestMail(EMPTY, ready) !== null;
  const reason =
    setting.status === 'pending'
      ? t('intro.academy.demo.settingPending')
      : setting.status === 'failed'
        ? t('intro.academy.demo.settingFailed')
        : canSend
          ? null
          : t('intro.academy.demo.unavailable');

  const change = (field: DemoRequestField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setSent(false);
    if (checked) {
      const found = faultsOf(next);
      setFaults(found);
      setMissing((before) => before.filter((name) => found[name]?.key === 'valid.required'));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setChecked(true);
    setSent(false);
    const found = validateDemoRequest(values);
    setFaults(Object.fromEntries(found.map(({ field, fault }) => [field, fault])));
    setMissing(found.filter(({ fault }) => fault.key === 'valid.required').map((f) => f.field));
    const first = found[0];
    if (first) {
      fields[first.field].current?.focus();
      return;
    }
    const mail = ready ? demoRequestMail(values, ready) : null;
    if (mail) send.mutate(mail);
  };

  const alertId = `${id}-alert`;
  const reasonId = `${id}-reason`;

  return (
    <form
      className={styles.form}
      aria-labelledby={labelledBy}
      aria-describedby={missing.length > 0 || send.isError ? alertId : undefined}
      noValidate
      onSubmit={submit}
      data-slot="demo-request-form"
    >
      <TextField
        ref={fields.name}
        name="name"
        label={t(LABEL.name)}
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        autoComplete="name"
        maxLength={LIMITS.NAME_MAX}
        error={faults.name}
        required
      />
      <DigitsField
        ref={fields.phone}
        name="phone"
        label={t(LABEL.phone)}
        description={t('intro.academy.demo.phoneHelp')}
        value={values.phone}
        onChange={(event) => change('phone', event.target.value)}
        autoComplete="tel"
        maxLength={LIMITS.PHONE_MAX}
        error={faults.phone}
        required
      />
      <TextField
        ref={fields.institution}
        name="institution"
        label={t(LABEL.institution)}
        value={values.institution}
        onChange={(event) => change('institution', event.target.value)}
        autoComplete="organization"
        maxLength={DEMO_REQUEST_INSTITUTION_MAX}
        error={faults.institution}
        required
      />
      <TextArea
        ref={fields.message}
        name="message"
        label={t(LABEL.message)}
        value={values.message}
        onChange={(event) => change('message', event.target.value)}
        maxLength={DEMO_REQUEST_MESSAGE_MAX}
        showCounter
        rows={4}
        error={faults.message}
      />
      {missing.length > 0 ? (
        <InlineAlert tone="danger" id={alertId}>
          {t('intro.academy.demo.missing', {
            fields: missing.map((field) => t(LABEL[field])).join(', '),
          })}
        </InlineAlert>
      ) : send.isError ? (
        <InlineAlert tone="danger" id={alertId}>
          <p className={styles.alertLine}>{t('intro.academy.demo.failed')}</p>
          <p className={styles.alertLine}>{apiErrorMessage(send.error, t)}</p>
        </InlineAlert>
      ) : null}
      {sent ? <InlineAlert tone="success">{t('intro.academy.demo.sent')}</InlineAlert> : null}
      <div className={styles.formActions}>
        <Button
          type="submit"
          loading={send.isPending}
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
        >
          {t('intro.academy.demo.submit')}
        </Button>
        {reason ? (
          <p id={reasonId} className={styles.reason} data-slot="demo-request-reason">
            {reason}
          </p>
        ) : null}
        {setting.status === 'failed' ? (
          <Button variant="secondary" onClick={() => startIntroSettingLoad()}>
            {t('intro.academy.demo.settingRetry')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
