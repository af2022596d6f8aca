import { Stack } from '@mantine/core';
import type { GameEditorProps } from '../editor-registry-types.ts';
import { poolIdsOf } from '../quiz/editor-questions.ts';
import type { MemorySettings } from './definition.ts';
import { EditorTiles } from './EditorTiles.tsx';
import { EditorTimeOutcomes } from './EditorTimeOutcomes.tsx';

/**
 * Memory's tiles and outcomes (spec §3 Memory), the part of its settings a generated form cannot
 * express: the pictures of the pairs from the asset library with their names per language, and the
 * outcomes by time with their prizes. The cover is an image field of the generated form.
 */
export function MemoryEditor({
  settings,
  onChange,
  languages,
  language,
  canEdit,
  host,
}: GameEditorProps<MemorySettings>) {
  const shownLanguages = language === 'all' ? languages : languages.filter((code) => code === language);
  const change = (patch: Partial<MemorySettings>) => {
    const next = { ...settings, ...patch };
    // poolIds (a common setting) is derived from the outcomes, so it can never disagree with them.
    onChange({ ...next, poolIds: poolIdsOf(next.outcomes) });
  };
  return (
    <Stack gap="xl">
      <EditorTiles
        tiles={settings.tiles}
        languages={shownLanguages}
        canEdit={canEdit}
        host={host}
        onChange={(tiles) => change({ tiles })}
      />
      <EditorTimeOutcomes
        outcomes={settings.outcomes}
        languages={shownLanguages}
        canEdit={canEdit}
        host={host}
        onChange={(outcomes) => change({ outcomes })}
      />
    </Stack>
  );
}

export default MemoryEditor;
