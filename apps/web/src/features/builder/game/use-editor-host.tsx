import { hasAnyRole, PRIZE_ROLES } from '@gc/contracts/roles';
import type {
  CustomAttributesFieldProps,
  EditorHost,
  ImageFieldProps,
  NewPrizeButtonProps,
} from '@gc/games/editor-types';
import { Anchor, Divider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyDates } from '../../../app/use-company-dates.ts';
import { useSession } from '../../../lib/use-session.ts';
import { AssetChooser } from '../assets/AssetChooser.tsx';
import { CustomAttributesForm } from '../sections/CustomAttributesForm.tsx';
import { useCustomAttributeSchema } from '../sections/custom-attribute-schema.ts';
import { NewPrizeButton } from './NewPrizeButton.tsx';
import { usePrizePools } from './use-prize-pools.ts';

function PrizeManagementLink({ children }: { children: ReactNode }) {
  return (
    <Anchor component={Link} to="/prize-management" size="xs">
      {children}
    </Anchor>
  );
}

/** The builder's widgets and data lent to a game's Editor (packages/games never imports the app). */
export function useEditorHost(campaignId: string): EditorHost {
  const prizePools = usePrizePools();
  const canManagePrizes = hasAnyRole(useSession()?.roles ?? [], PRIZE_ROLES);
  const { timeZone } = useCompanyDates();
  const customAttributes = useCustomAttributeSchema(campaignId);
  const { t } = useTranslation();
  return useMemo(
    () => ({
      renderImageField: (props: ImageFieldProps) => (
        <AssetChooser {...props} category="image" campaignId={campaignId} />
      ),
      prizePools,
      PrizeManagementLink,
      renderNewPrizeButton: (props: NewPrizeButtonProps) => (canManagePrizes ? <NewPrizeButton {...props} /> : null),
      timeZone,
      // The same form as the campaign's own outcomes; nothing for a company without custom attributes.
      renderCustomAttributes: (props: CustomAttributesFieldProps) =>
        customAttributes.status === 'ready' ? (
          <>
            <Divider label={t('assets.customAttributes.title')} labelPosition="left" />
            <CustomAttributesForm
              schema={customAttributes.schema}
              value={props.value}
              onChange={props.onChange}
              disabled={props.disabled ?? false}
            />
          </>
        ) : null,
    }),
    [campaignId, prizePools, canManagePrizes, timeZone, customAttributes, t],
  );
}
