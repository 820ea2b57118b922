import { validateInviteCode } from '@platform/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../Button/index.ts';
import type { FieldErrorValue } from '../Field/index.ts';
import {
  completeInviteCode,
  InviteCodeInput,
  inviteCodeDisplay,
} from '../InviteCodeInput/index.ts';
import { registerTexts, useT } from '../i18n/index.ts';
import { roomsTexts } from '../i18n/texts/rooms.ts';
import cardStyles from '../internal/card/classCard.module.css';
import { useSubmitGuard } from '../internal/useSubmitGuard.ts';
import styles from './InviteJoinCard.module.css';

registerTexts(roomsTexts);

export interface InviteJoinCardProps {
  /**
   * Joins with a complete code, its 9 digits ('123456789'). While a promise it returns runs, the
   * button is busy and further presses do nothing.
   */
  onJoin: (code: string) => Promise<unknown> | unknown;
  /**
   * The server refused the last code (WB-400-220): the box shows the spec's invalid invite text
   * (error.invalidInvite) until the code is changed.
   */
  invalid?: boolean;
  /** A code to start from (digits, 3-3-3 or a link). */
  defaultCode?: string;
  /** The level of the card's title in the document outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}

const digitsOf = (text: string) => inviteCodeDisplay(text).replace(/\D/g, '');

/**
 * The class page's invite join card (screens.md §10, §5 "Login and invite"): the kit's invite code
 * box (9 digits shown 3-3-3, a pasted link or invitation reduced to its code) and a join button.
 * The button and Enter join with a complete code; an empty or incomplete one is refused at the box
 * with the contract's message (valid.required, valid.inviteCode), before anything is sent.
 */
export function InviteJoinCard({
  onJoin,
  invalid = false,
  defaultCode,
  headingLevel: Heading = 'h3',
  className,
}: InviteJoinCardProps) {
  const t = useT();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const guard = useSubmitGuard();
  const [digits, setDigits] = useState(() => digitsOf(defaultCode ?? ''));
  const [sent, setSent] = useState<string | null>(null);
  const [checkError, setCheckError] = useState<FieldErrorValue>(null);

  const join = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = completeInviteCode(digits);
    if (!code) {
      setCheckError(validateInviteCode(digits) ?? 'valid.inviteCode');
      inputRef.current?.focus();
      return;
    }
    setCheckError(null);
    setSent(code);
    // A failed join is the app's to show (its error dialog); the card only frees its button.
    guard.run(() => onJoin(code))?.catch(() => undefined);
  };

  const error = checkError ?? (invalid && sent === digits ? 'error.invalidInvite' : null);

  return (
    <section
      className={[cardStyles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-slot="invite-join-card"
    >
      <Heading id={headingId} className={cardStyles.heading}>
        {t('inviteJoin.title')}
      </Heading>
      <p className={cardStyles.lead}>{t('inviteJoin.description')}</p>
      <form className={styles.form} noValidate onSubmit={join}>
        <InviteCodeInput
          ref={inputRef}
          required
          {...(defaultCode === undefined ? {} : { defaultValue: defaultCode })}
          onCodeChange={(next) => {
            setDigits(next);
            setCheckError(null);
          }}
          error={error}
        />
        <div className={cardStyles.actions}>
          <Button type="submit" loading={guard.pending} data-slot="invite-join-submit">
            {t('inviteJoin.join')}
          </Button>
        </div>
      </form>
    </section>
  );
}
