import { PageButton, PageHeading, PageText } from './PageParts.tsx';

/** A page of a title, a text and at most one button: the introduction and the notices. */
export function TextPage({
  title,
  text,
  button,
}: {
  title: string;
  text: string;
  /** isBusy: the page is not ready for it yet (the served first page, before the player runs). */
  button?: { label: string; onClick(): void; isBusy?: boolean };
}) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <PageText text={text} />
      {button && <PageButton label={button.label} onClick={button.onClick} isBusy={button.isBusy} />}
    </>
  );
}
