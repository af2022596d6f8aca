import {
  type Icon,
  IconDeviceGamepad2,
  IconFileText,
  IconLayoutList,
  IconLink,
  IconMailCog,
  IconPalette,
  IconPlugConnected,
  IconTrophy,
  IconUserCheck,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { CampaignDestinationsSection } from '../integrations/CampaignDestinationsSection.tsx';
import { EmailsSection } from '../mail/EmailsSection.tsx';
import type { BuilderSection } from './builder-sections.ts';
import type { SectionProps } from './section-props.ts';
import { ContentSection } from './sections/ContentSection.tsx';
import { DesignSection } from './sections/DesignSection.tsx';
import { GameSection } from './sections/GameSection.tsx';
import { LinksSection } from './sections/LinksSection.tsx';
import { OutcomesSection } from './sections/OutcomesSection.tsx';
import { PagesSection } from './sections/PagesSection.tsx';
import { RegistrationSection } from './sections/RegistrationSection.tsx';

type SectionView = {
  Component: ComponentType<SectionProps>;
  icon: Icon;
  /**
   * The section asks its own, more specific question before changing a live campaign (the
   * registration type, §4), so the general "edit a live campaign?" confirmation is not asked on top.
   */
  asksLiveQuestion?: boolean;
};

/** What each section of the navigation shows; the Record fails to compile when a section has no view. */
export const SECTION_VIEWS: Record<BuilderSection, SectionView> = {
  pages: { Component: PagesSection, icon: IconLayoutList },
  content: { Component: ContentSection, icon: IconFileText },
  design: { Component: DesignSection, icon: IconPalette },
  registration: { Component: RegistrationSection, icon: IconUserCheck, asksLiveQuestion: true },
  links: { Component: LinksSection, icon: IconLink },
  outcomes: { Component: OutcomesSection, icon: IconTrophy },
  game: { Component: GameSection, icon: IconDeviceGamepad2 },
  emails: { Component: EmailsSection, icon: IconMailCog },
  integrations: { Component: CampaignDestinationsSection, icon: IconPlugConnected },
};
