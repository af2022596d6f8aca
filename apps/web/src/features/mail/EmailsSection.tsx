import type { MailType } from '@gc/contracts/mail';
import { EDITING_ROLES, LEAD_DATA_ROLES } from '@gc/contracts/roles';
import { Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getStoredRoles } from '../../lib/session.ts';
import type { SectionProps } from '../builder/section-props.ts';
import { DeliveryLog } from './DeliveryLog.tsx';
import { EmailEditor } from './EmailEditor.tsx';
import { MailSettingsCard } from './MailSettingsCard.tsx';
import { fetchMailType, mailKey } from './mail-api.ts';

const hasAny = (roles: readonly string[], wanted: readonly string[]) => roles.some((role) => wanted.includes(role));

/**
 * The builder's E-mails section (issue 14), loaded with its first visit: the mail type and sender,
 * the e-mails per outcome and language, and the delivery log for those who may read recipients.
 */
export function EmailsSection({ campaign, document, canEdit }: SectionProps) {
  const { t } = useTranslation();
  const type = useQuery({ queryKey: [...mailKey(campaign.id), 'type'], queryFn: () => fetchMailType(campaign.id) });
  const mailType: MailType | undefined = type.data?.emailType;
  const roles = getStoredRoles();
  const outcomes = ['all', ...new Set(['win', 'lose', ...document.outcomes.map((outcome) => outcome.kind)])];
  const editor = (
    <Stack gap="md">
      <MailSettingsCard campaignId={campaign.id} mailType={mailType} canEdit={canEdit} />
      {mailType === 'NOEMAIL' && <Text size="sm">{t('mail.editor.noEmail')}</Text>}
      {mailType && mailType !== 'NOEMAIL' && (
        <EmailEditor campaign={campaign} document={document} mailType={mailType} canEdit={canEdit} />
      )}
    </Stack>
  );
  if (!hasAny(roles, LEAD_DATA_ROLES)) return editor;
  return (
    <Tabs defaultValue="emails" keepMounted={false}>
      <Tabs.List aria-label={t('mail.tabs.label')} mb="md">
        <Tabs.Tab value="emails">{t('mail.tabs.emails')}</Tabs.Tab>
        <Tabs.Tab value="log">{t('mail.tabs.log')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="emails">{editor}</Tabs.Panel>
      <Tabs.Panel value="log">
        <DeliveryLog campaign={campaign} outcomes={outcomes} canRetry={hasAny(roles, EDITING_ROLES)} />
      </Tabs.Panel>
    </Tabs>
  );
}
