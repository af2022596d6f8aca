import type { ReactNode } from 'react';

/**
 * The building blocks every page shares. The heading takes focus (tabIndex -1) after a player moves
 * on, so a screen reader announces the new page.
 */
export function PageHeading({
  children,
  describedBy,
}: {
  children: ReactNode;
  /** The id of what the heading announces with itself when it takes focus (a game's result). */
  describedBy?: string;
}) {
  return (
    <h1 className="gc-title" tabIndex={-1} aria-describedby={describedBy}>
      {children}
    </h1>
  );
}

/** A marketer's text: line breaks as written, nothing when the text is empty. */
export function PageText({ text }: { text: string }) {
  return text ? <p className="gc-text">{text}</p> : null;
}

/** The page's main action: a real button in the campaign's primary colour. */
export function PageButton({
  label,
  onClick,
  type = 'button',
  isBusy = false,
}: {
  label: string;
  onClick?: () => void;
  type?: 'button' | 'submit';
  /** Work in progress (a form being sent): announced, and a second click does nothing. */
  isBusy?: boolean;
}) {
  return (
    <button className="gc-button" type={type} onClick={onClick} aria-busy={isBusy || undefined} disabled={isBusy}>
      {label}
    </button>
  );
}
