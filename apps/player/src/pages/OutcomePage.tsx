import type { ReactNode } from 'react';
import { safeAssetUrl } from '../document/page-style.ts';
import type { ShownOutcome } from '../document/texts.ts';
import { PageButton, PageHeading, PageText } from './PageParts.tsx';

/** A result: the outcome's picture, title and text, what the play won (if anything), and the button. */
export function OutcomePage({
  content,
  imageAlt,
  button,
  children,
}: {
  content: ShownOutcome;
  imageAlt: string;
  button?: { label: string; onClick(): void };
  /** The prize of a real win (the published page); the preview has none. */
  children?: ReactNode;
}) {
  const image = safeAssetUrl(content.image);
  return (
    <>
      {image && <img className="gc-outcome-image" src={image} alt={imageAlt} />}
      <PageHeading>{content.title}</PageHeading>
      <PageText text={content.text} />
      {children}
      {button && <PageButton label={button.label} onClick={button.onClick} />}
    </>
  );
}
