import { type FormEvent, type MouseEvent, useId } from 'react';
import type { ChromeStrings } from '../chrome/chrome-strings.ts';
import { splitTemplate } from '../chrome/template.ts';
import { PageButton, PageHeading, PageText } from './PageParts.tsx';

export type RegisterLinks = { terms: string | null; privacy: string | null };

/**
 * The registration form as a player sees it. Sending it is the publishing issue's business; for now
 * submitting moves on to the next page. In the builder's preview nothing is required (the marketer
 * clicks through the flow) and the terms/privacy links do not leave the frame.
 */
export function RegisterPage({
  title,
  text,
  buttonLabel,
  links,
  chrome,
  isPreview,
  onSubmit,
}: {
  title: string;
  text: string;
  buttonLabel: string;
  links: RegisterLinks;
  chrome: ChromeStrings;
  isPreview: boolean;
  onSubmit(): void;
}) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
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

  return (
    <>
      <PageHeading>{title}</PageHeading>
      <PageText text={text} />
      <form className="gc-form" onSubmit={submit} noValidate={isPreview}>
        <label className="gc-field" htmlFor={`${id}-email`}>
          <span>{chrome.email}</span>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" inputMode="email" required />
        </label>
        <label className="gc-field" htmlFor={`${id}-first`}>
          <span>{chrome.firstName}</span>
          <input id={`${id}-first`} name="firstName" type="text" autoComplete="given-name" required />
        </label>
        <label className="gc-field" htmlFor={`${id}-last`}>
          <span>{chrome.lastName}</span>
          <input id={`${id}-last`} name="lastName" type="text" autoComplete="family-name" required />
        </label>
        <div className="gc-consent">
          <input id={`${id}-consent`} name="consent" type="checkbox" required />
          <label htmlFor={`${id}-consent`}>
            {splitTemplate(chrome.consent).map((part, index) =>
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed template never reorder
              'slot' in part ? link(part.slot) : <span key={index}>{part.text}</span>,
            )}
          </label>
        </div>
        <PageButton label={buttonLabel} type="submit" />
      </form>
    </>
  );
}
