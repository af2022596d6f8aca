import { hasAnyRole, PRIZE_ROLES } from '@gc/contracts/roles';
import type { EditorHost, ImageFieldProps, NewPrizeButtonProps } from '@gc/games/editor-types';
import { Anchor } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { useCompanyDates } from '../../../app/use-company-dates.ts';
import { useSession } from '../../../lib/use-session.ts';
import { AssetChooser } from '../assets/AssetChooser.tsx';
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
  return useMemo(
    () => ({
      renderImageField: (props: ImageFieldProps) => (
        <AssetChooser {...props} category="image" campaignId={campaignId} />
      ),
      prizePools,
      PrizeManagementLink,
      renderNewPrizeButton: (props: NewPrizeButtonProps) => (canManagePrizes ? <NewPrizeButton {...props} /> : null),
      timeZone,
    }),
    [campaignId, prizePools, canManagePrizes, timeZone],
  );
}
