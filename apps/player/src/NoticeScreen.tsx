import { useEffect } from 'react';

/** A neutral message in the player's own look, for when there is no campaign to show (or not yet). */
export function NoticeScreen({
  title,
  text,
  lang,
  isBusy = false,
  action,
}: {
  title?: string;
  text: string;
  lang: string;
  /** Something is loading: the message is announced as progress. */
  isBusy?: boolean;
  /** A way out of a failure, such as retrying. */
  action?: { label: string; onClick(): void };
}) {
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <div className="gc-page" lang={lang}>
      <main className="gc-card" aria-busy={isBusy || undefined}>
        {title && <h1 className="gc-title">{title}</h1>}
        <p className="gc-text gc-muted" role={action ? 'alert' : 'status'}>
          {text}
        </p>
        {action && (
          <button className="gc-button" type="button" onClick={action.onClick}>
            {action.label}
          </button>
        )}
      </main>
    </div>
  );
}
