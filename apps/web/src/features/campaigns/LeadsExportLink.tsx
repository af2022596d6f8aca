import { hasAnyRole, LEAD_DATA_ROLES } from '@gc/contracts/roles';
import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/use-session.ts';
import { useFlags } from '../flags/use-flags.ts';

import { LeadsExportPanel } from './LeadsExportPanel.tsx';

/**
 * The general leads export (issue 16), opened from the campaign list: for the view roles (leads are
 * personal data) while the company has the EXPORTS flag on (spec §6); the server refuses the others.
 */
export function LeadsExportLink() {
  const { t } = useTranslation();
  const [isOpen, { open, close }] = useDisclosure(false);
  const canSeeLeads = hasAnyRole(useSession()?.roles ?? [], LEAD_DATA_ROLES);
  const flags = useFlags();
  if (!canSeeLeads || flags?.EXPORTS !== true) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconFileExport size={16} />} onClick={open}>
        {t('campaigns.leadsExport.link')}
      </Button>
      <Modal opened={isOpen} onClose={close} title={t('campaigns.leadsExport.title')} size="lg">
        <LeadsExportPanel />
      </Modal>
    </>
  );
}
