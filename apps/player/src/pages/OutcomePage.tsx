import { safeAssetUrl } from '../document/page-style.ts';
import type { ShownOutcome } from '../document/texts.ts';
import { PageButton, PageHeading, PageText } from './PageParts.tsx';

/** A result: the outcome's picture, title and text, and the outcome page's button. */
export function OutcomePage({
  content,
  imageAlt,
  button,
}: {
  content: ShownOutcome;
  imageAlt: string;
  button?: { label: string; onClick(): void };
}) {
  const image = safeAssetUrl(content.image);
  return (
    <>
      {image && <img className="gc-outcome-image" src={image} alt={imageAlt} />}
      <PageHeading>{content.title}</PageHeading>
      <PageText text={content.text} />
      {button && <PageButton label={button.label} onClick={button.onClick} />}
    </>
  );
}
