/** A neutral message in the player's own look, for when there is no campaign to show. */
export function NoticeScreen({ title, text, lang }: { title?: string; text: string; lang: string }) {
  return (
    <div className="gc-page" lang={lang}>
      <main className="gc-card">
        {title && <h1 className="gc-title">{title}</h1>}
        <p className="gc-text gc-muted" role="status">
          {text}
        </p>
      </main>
    </div>
  );
}
