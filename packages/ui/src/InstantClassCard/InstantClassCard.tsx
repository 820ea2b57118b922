import { LIMITS, validateRoomPassword, validateRoomTitle } from '@platform/contract';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button/index.ts';
import { type FieldErrorValue, isCompositionEnter } from '../Field/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { registerTexts, useT } from '../i18n/index.ts';
import { roomsTexts } from '../i18n/texts/rooms.ts';
import cardStyles from '../internal/card/classCard.module.css';
import { useSubmitGuard } from '../internal/useSubmitGuard.ts';
import { TextField } from '../TextField/index.ts';
import styles from './InstantClassCard.module.css';

registerTexts(roomsTexts);

/** What the instant class card starts a class with. */
export interface InstantClassValues {
  /** The title, trimmed: required, at most `LIMITS.ROOM_TITLE_MAX` (validateRoomTitle). */
  title: string;
  /** The join password, '' for none: 1 to 8 of the rule's characters (validateRoomPassword). */
  password: string;
}

export interface InstantClassCardProps {
  /**
   * Starts the class with valid values. A rejected promise keeps the card as it is, with what was
   * typed and the failure above the button (`errorText`); a resolved one empties the card.
   */
  onStart: (values: InstantClassValues) => Promise<unknown> | unknown;
  /** The words of a failed start, in the user's language (apps/web passes the server's text). */
  errorText: (error: unknown) => string;
  /** A title to start from (e.g. the one the user had typed before leaving the page). */
  defaultTitle?: string;
  /** The level of the card's title in the document outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}

/**
 * The class page's instant class card (screens.md §10, §5 "Instant room"): a title, required up to
 * 100 characters, and an optional join password, and a button that starts the class. Errors show
 * at their field, by the contract's rules, when the class is started; a failed start keeps what
 * was typed; a double press starts once (the kit's submit guard). Two fields on the landing page:
 * plain state, not the form library the dialogs use (13.7 kB gzip on every teacher's first paint).
 *
 * assumed: the password field takes what the rule allows (letters, digits and !@#$%^&*()_+-=,
 * `valid.roomPwdRule`) rather than stripping non-digits as the spec's input note says: the two
 * contradict, the rule is the server's, and a field that drops letters would make passwords the
 * rule accepts impossible to type. Other characters are refused with the rule's message.
 * assumed: the password is shown as typed, not masked: it is a code the teacher hands out.
 */
export function InstantClassCard({
  onStart,
  errorText,
  defaultTitle = '',
  headingLevel: Heading = 'h3',
  className,
}: InstantClassCardProps) {
  const t = useT();
  const headingId = useId();
  const guard = useSubmitGuard();
  const titleRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<InstantClassValues>({ title: defaultTitle, password: '' });
  const [errors, setErrors] = useState<{ title: FieldErrorValue; password: FieldErrorValue }>({
    title: null,
    password: null,
  });
  const [failure, setFailure] = useState<string | null>(null);

  const change = (field: keyof InstantClassValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: null }));
  };

  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const title = values.title.trim();
    const found = {
      title: validateRoomTitle(title),
      password: validateRoomPassword(values.password),
    };
    setErrors(found);
    if (found.title || found.password) {
      (found.title ? titleRef : passwordRef).current?.focus();
      return;
    }
    guard
      .run(() => onStart({ title, password: values.password }))
      ?.then(
        () => setValues({ title: '', password: '' }),
        (error: unknown) => setFailure(errorText(error)),
      );
  };

  const keepComposition = (event: KeyboardEvent<HTMLFormElement>) => {
    if (isCompositionEnter(event.nativeEvent, false)) event.preventDefault();
  };

  return (
    <section
      className={[cardStyles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-slot="instant-class-card"
    >
      <Heading id={headingId} className={cardStyles.heading}>
        {t('instantClass.title')}
      </Heading>
      <p className={cardStyles.lead}>{t('instantClass.description')}</p>
      <form className={styles.form} noValidate onSubmit={start} onKeyDown={keepComposition}>
        <TextField
          label={t('instantClass.roomTitle')}
          required
          maxLength={LIMITS.ROOM_TITLE_MAX}
          showCounter
          autoComplete="off"
          error={errors.title}
          ref={titleRef}
          name="title"
          value={values.title}
          onChange={change('title')}
        />
        <TextField
          label={t('instantClass.password')}
          description={t('instantClass.passwordHint')}
          maxLength={LIMITS.ROOM_PASSWORD_MAX}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          error={errors.password}
          ref={passwordRef}
          name="password"
          value={values.password}
          onChange={change('password')}
        />
        {failure && (
          <InlineAlert tone="danger" data-slot="instant-class-failure">
            {failure}
          </InlineAlert>
        )}
        <div className={cardStyles.actions}>
          <Button type="submit" loading={guard.pending} data-slot="instant-class-start">
            {t('instantClass.start')}
          </Button>
        </div>
      </form>
    </section>
  );
}
