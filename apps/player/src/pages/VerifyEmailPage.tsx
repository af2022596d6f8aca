import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { verifyStringsFor } from '../chrome/verify-strings.ts';
import type { EmailVerification } from '../live/email-verification.ts';
import { PageButton, PageHeading } from './PageParts.tsx';

/**
 * Asks for the one-time code sent to the registration's e-mail (a campaign's requiresEmailVerification),
 * in place of the game until the code is right. The field's error is tied to it (aria-describedby,
 * aria-invalid) and takes focus; the answer to "send a new code" is announced politely. Loaded lazily,
 * with its words, by the campaigns that ask for a code only.
 */
export default function VerifyEmailPage({
  language,
  sending,
  verification,
  shouldFocusHeading,
}: {
  language: string;
  /** As CampaignView's: this page arrives after it was first shown (lazily), so it focuses its own heading. */
  shouldFocusHeading: boolean;
  /** The button's label while the code is being checked. */
  sending: string;
  verification: EmailVerification;
}) {
  const strings = verifyStringsFor(language);
  const { changeEmail } = verification;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ message: string; isError: boolean } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isAsking, setIsAsking] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    setNotice(null);
    if (!/^\d{6}$/.test(code)) {
      setError(strings.codeFormat);
      input.current?.focus();
      return;
    }
    setIsBusy(true);
    const answer = await verification.verify(code);
    setIsBusy(false);
    if (answer.status === 'verified') return;
    if (answer.status === 'failed') setError(answer.message);
    else if (answer.triesLeft > 0) setError(strings.codeWrong.replace('{tries}', String(answer.triesLeft)));
    else setError(strings.codeUsedUp);
    input.current?.focus();
  };

  const askForNewCode = async () => {
    if (isAsking) return;
    setIsAsking(true);
    const answer = await verification.newCode();
    setIsAsking(false);
    if (answer.status === 'sent') setNotice({ message: strings.newCodeSent, isError: false });
    else if (answer.status === 'wait') setNotice({ message: strings.newCodeWait, isError: true });
    else setNotice({ message: answer.message, isError: true });
  };

  // Once, when the page appears: the player moved on to it, or a play was refused for want of the code.
  const focusOnArrival = useRef(shouldFocusHeading);
  useEffect(() => {
    if (focusOnArrival.current) root.current?.querySelector<HTMLElement>('h1')?.focus();
  }, []);

  const errorId = `${id}-code-error`;
  return (
    <div ref={root} className="gc-verify">
      <PageHeading>{strings.title}</PageHeading>
      <p className="gc-text">{strings.text}</p>
      <form className="gc-form" onSubmit={submit} noValidate>
        <label className="gc-field" htmlFor={`${id}-code`}>
          <span>{strings.codeLabel}</span>
          <input
            ref={input}
            id={`${id}-code`}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onInput={() => setError(null)}
          />
          {error && (
            <span id={errorId} className="gc-field-error" role="alert">
              {error}
            </span>
          )}
        </label>
        <PageButton label={isBusy ? sending : strings.confirm} type="submit" isBusy={isBusy} />
      </form>
      <div className="gc-verify-actions">
        <button
          className="gc-button gc-button-secondary"
          type="button"
          onClick={askForNewCode}
          aria-busy={isAsking || undefined}
        >
          {strings.newCode}
        </button>
        {changeEmail && (
          <button className="gc-button gc-button-secondary" type="button" onClick={changeEmail}>
            {strings.changeEmail}
          </button>
        )}
      </div>
      <p className={notice?.isError ? 'gc-text gc-error' : 'gc-text gc-muted'} role="status">
        {notice?.message ?? ''}
      </p>
    </div>
  );
}
