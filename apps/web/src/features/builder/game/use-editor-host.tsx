import type { EditorHost, ImageFieldProps } from '@gc/games/editor-registry-types';
import { Anchor } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { AssetChooser } from '../assets/AssetChooser.tsx';
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
  return useMemo(
    () => ({
      renderImageField: (props: ImageFieldProps) => (
        <AssetChooser {...props} category="image" campaignId={campaignId} />
      ),
      prizePools,
      PrizeManagementLink,
    }),
    [campaignId, prizePools],
  );
}
