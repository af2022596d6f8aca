import { type FormEvent, type MouseEvent, useId, useRef, useState } from 'react';
import type { ChromeStrings } from '../chrome/chrome-strings.ts';
import type { PlayStrings } from '../chrome/play-strings.ts';
import { splitTemplate } from '../chrome/template.ts';
import { type FieldErrors, type FormValues, remainingErrors } from '../live/registration-payload.ts';
import { PageButton, PageHeading, PageText } from './PageParts.tsx';

export type RegisterLinks = { terms: string | null; privacy: string | null };

/**
 * The registration form as a player sees it. `onSubmit` answers the errors to show beside the fields
 * (none: the page moves on); while it works the button shows progress. In the builder's preview
 * nothing is required (the marketer clicks through the flow) and the terms/privacy links do not leave
 * the frame. Errors are announced through aria-describedby, which native validation bubbles lack.
 */
export function RegisterPage({
  title,
  text,
  buttonLabel,
  links,
  chrome,
  playChrome,
  isPreview,
  asksNewsletter,
  onSubmit,
}: {
  title: string;
  text: string;
  buttonLabel: string;
  links: RegisterLinks;
  chrome: ChromeStrings;
  playChrome: PlayStrings;
  isPreview: boolean;
  /** The campaign offers its newsletter: an optional box below the consent. */
  asksNewsletter: boolean;
  onSubmit(values: FormValues): Promise<FieldErrors> | undefined;
}) {
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isBusy, setIsBusy] = useState(false);
  // What the errors shown were given for: a field's error goes once its value is fixed.
  const refused = useRef<FormValues | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const values = formValues(event.currentTarget);
    const pending = onSubmit(values);
    if (!pending) return;
    setIsBusy(true);
    const answer = await pending;
    setIsBusy(false);
    refused.current = values;
    setErrors(answer);
    // Moving focus to the field reads its error out (aria-describedby) to screen-reader users.
    const firstInvalid = (['email', 'phone', 'consent'] as const).find((name) => answer[name]);
    if (firstInvalid) document.getElementById(`${id}-${firstInvalid}`)?.focus();
  };
  // Every keystroke and tick: the fixed field loses its error and its aria-invalid at once.
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    if (!refused.current || Object.keys(errors).length === 0) return;
    const next = remainingErrors(errors, refused.current, formValues(event.currentTarget));
    if (Object.keys(next).length !== Object.keys(errors).length) setErrors(next);
  };
  const stayInPreview = (event: MouseEvent) => {
    if (isPreview) event.preventDefault();
  };
  const link = (slot: string) => {
    const label = slot === 'terms' ? chrome.terms : chrome.privacy;
    const url = slot === 'terms' ? links.terms : links.privacy;
    if (!url) return <span key={slot}>{label}</span>;
    return (
      <a key={slot} href={url} target="_blank" rel="noopener noreferrer" onClick={stayInPreview}>
        {label}
      </a>
    );
  };
  const errorOf = (name: keyof FieldErrors) =>
    errors[name] ? (
      <span id={`${id}-${name}-error`} className="gc-field-error">
        {errors[name]}
      </span>
    ) : null;
  const describedBy = (name: keyof FieldErrors) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <>
      <PageHeading>{title}</PageHeading>
      <PageText text={text} />
      <form className="gc-form" onSubmit={submit} onChange={recheck} noValidate>
        <label className="gc-field" htmlFor={`${id}-email`}>
          <span>{chrome.email}</span>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required={!isPreview}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
          />
          {errorOf('email')}
        </label>
        <label className="gc-field" htmlFor={`${id}-first`}>
          <span>
            {chrome.firstName} <span className="gc-muted">({playChrome.optional})</span>
          </span>
          <input id={`${id}-first`} name="firstName" type="text" autoComplete="given-name" />
        </label>
        <label className="gc-field" htmlFor={`${id}-last`}>
          <span>
            {chrome.lastName} <span className="gc-muted">({playChrome.optional})</span>
          </span>
          <input id={`${id}-last`} name="lastName" type="text" autoComplete="family-name" />
        </label>
        <label className="gc-field" htmlFor={`${id}-phone`}>
          <span>
            {playChrome.phone} <span className="gc-muted">({playChrome.optional})</span>
          </span>
          <input
            id={`${id}-phone`}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone')}
          />
          {errorOf('phone')}
        </label>
        <div className="gc-consent">
          <input
            id={`${id}-consent`}
            name="consent"
            type="checkbox"
            required={!isPreview}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy('consent')}
          />
          <label htmlFor={`${id}-consent`}>
            {splitTemplate(chrome.consent).map((part, index) =>
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed template never reorder
              'slot' in part ? link(part.slot) : <span key={index}>{part.text}</span>,
            )}
          </label>
        </div>
        {errorOf('consent')}
        {asksNewsletter && (
          <div className="gc-consent">
            <input id={`${id}-newsletter`} name="newsletter" type="checkbox" />
            <label htmlFor={`${id}-newsletter`}>{chrome.newsletter}</label>
          </div>
        )}
        {errors.form && (
          <p className="gc-text gc-error" role="alert">
            {errors.form}
          </p>
        )}
        <PageButton label={isBusy ? playChrome.sending : buttonLabel} type="submit" isBusy={isBusy} />
      </form>
    </>
  );
}

function formValues(form: HTMLFormElement): FormValues {
  const data = new FormData(form);
  const field = (name: string) => String(data.get(name) ?? '');
  return {
    email: field('email'),
    firstName: field('firstName'),
    lastName: field('lastName'),
    phone: field('phone'),
    acceptsTerms: data.get('consent') !== null,
    wantsNewsletter: data.get('newsletter') !== null,
  };
}
