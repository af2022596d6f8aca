import { Alert } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EMERGENCY_SUPPORT, EMERGENCY_SUPPORT_HOURS, showsEmergencySupport } from './emergency-support.ts';

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Above an advent calendar's builder while the emergency desk answers (see emergency-support.ts). */
export function EmergencySupportBanner({ campaignType }: { campaignType: string }) {
  const { t } = useTranslation();
  if (!showsEmergencySupport(campaignType, EMERGENCY_SUPPORT, new Date())) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconLifebuoy size={18} />} title={t('builder.emergencySupport.title')}>
      {t('builder.emergencySupport.text', {
        phone: EMERGENCY_SUPPORT.phone,
        opens: pad(EMERGENCY_SUPPORT_HOURS.opens),
        closes: pad(EMERGENCY_SUPPORT_HOURS.closes),
        timeZone: EMERGENCY_SUPPORT.timeZone,
      })}
    </Alert>
  );
}
