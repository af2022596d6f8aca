import type { Campaign } from '@gc/contracts/campaigns';
import { ActionIcon, Menu } from '@mantine/core';
import { type Icon, IconCalendarOff, IconCopy, IconDots, IconPlayerPause, IconTrash } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignRowAction } from './campaign-permissions.ts';

const ICONS: Record<CampaignRowAction, Icon> = {
  deactivate: IconPlayerPause,
  unschedule: IconCalendarOff,
  copy: IconCopy,
  delete: IconTrash,
};

type Props = {
  campaign: Campaign;
  actions: CampaignRowAction[];
  disabled?: boolean;
  onAction: (action: CampaignRowAction, campaign: Campaign) => void;
};

/** The "…" menu of a row; the caller decides which actions the row offers (rowActionsFor). */
export function CampaignRowMenu({ campaign, actions, disabled, onAction }: Props) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          disabled={disabled}
          aria-label={t('campaigns.rowActions', { name: campaign.name })}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => {
          const ActionIconComponent = ICONS[action];
          const isDestructive = action === 'delete';
          return (
            <Fragment key={action}>
              {isDestructive && actions.length > 1 && <Menu.Divider />}
              <Menu.Item
                color={isDestructive ? 'red.9' : undefined}
                leftSection={<ActionIconComponent size={16} />}
                onClick={() => onAction(action, campaign)}
              >
                {t(`campaigns.actions.${action}`)}
              </Menu.Item>
            </Fragment>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
