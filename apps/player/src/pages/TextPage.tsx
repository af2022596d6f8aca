import { PageButton, PageHeading, PageText } from './PageParts.tsx';

/** A page of a title, a text and at most one button: the introduction and the notices. */
export function TextPage({
  title,
  text,
  button,
}: {
  title: string;
  text: string;
  button?: { label: string; onClick(): void };
}) {
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <PageText text={text} />
      {button && <PageButton label={button.label} onClick={button.onClick} />}
    </>
  );
}
