import type { CampaignStatus } from '@gc/contracts/campaigns';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_STATUS_COLORS } from './campaign-status-colors.ts';

/**
 * A badge that never shrinks below its text: Mantine's label clips (overflow hidden), which lets an
 * auto-sized table column squeeze it to "ACTI…".
 */
export const UNSHRINKING_BADGE = { root: { flexShrink: 0 }, label: { overflow: 'visible' } } as const;

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return (
    <Badge size="sm" variant="light" color={CAMPAIGN_STATUS_COLORS[status]} styles={UNSHRINKING_BADGE}>
      {t(`campaign.statuses.${status}`)}
    </Badge>
  );
}
