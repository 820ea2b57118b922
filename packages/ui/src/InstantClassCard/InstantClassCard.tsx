import { LIMITS, validateRoomPassword, validateRoomTitle } from '@platform/contract';
import { type KeyboardEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../Button/index.ts';
import { isCompositionEnter } from '../Field/index.ts';
import { contractResolver, faultOf, useGuardedSubmit } from '../FormDialog/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { registerTexts, useT } from '../i18n/index.ts';
import { roomsTexts } from '../i18n/texts/rooms.ts';
import cardStyles from '../internal/card/classCard.module.css';
import { TextField } from '../TextField/index.ts';
import styles from './InstantClassCard.module.css';

registerTexts(roomsTexts);

/** What the instant class card starts a class with. */
export interface InstantClassValues {
  /** The title, trimmed: required, at most LIMITS.ROOM_TITLE_MAX (validateRoomTitle). */
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

/** The contract's rules for the card's two fields (screens.md §5 "Instant room"). */
const resolver = contractResolver<InstantClassValues>((values) => ({
  title: validateRoomTitle(values.title),
  password: validateRoomPassword(values.password),
}));

/**
 * The class page's instant class card (screens.md §10, §5 "Instant room"): a title, required up to
 * 100 characters, and an optional join password, and a button that starts the class. Errors show
 * at their field as the kit's forms show them; a failed start keeps what was typed; a double
 * press starts once (the kit's submit guard).
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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InstantClassValues>({
    defaultValues: { title: defaultTitle, password: '' },
    resolver,
  });
  const { errors } = form.formState;
  const { submit, pending } = useGuardedSubmit(
    form,
    (values) => onStart({ title: values.title.trim(), password: values.password }),
    {
      onSaved: () => form.reset({ title: '', password: '' }),
      onError: (error) => setFailure(errorText(error)),
    },
  );

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
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          submit(event);
        }}
        onKeyDown={keepComposition}
      >
        <TextField
          label={t('instantClass.roomTitle')}
          required
          maxLength={LIMITS.ROOM_TITLE_MAX}
          showCounter
          autoComplete="off"
          error={faultOf(errors.title)}
          {...form.register('title')}
        />
        <TextField
          label={t('instantClass.password')}
          description={t('instantClass.passwordHint')}
          maxLength={LIMITS.ROOM_PASSWORD_MAX}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          error={faultOf(errors.password)}
          {...form.register('password')}
        />
        {failure && (
          <InlineAlert tone="danger" data-slot="instant-class-failure">
            {failure}
          </InlineAlert>
        )}
        <div className={cardStyles.actions}>
          <Button type="submit" loading={pending} data-slot="instant-class-start">
            {t('instantClass.start')}
          </Button>
        </div>
      </form>
    </section>
  );
}
