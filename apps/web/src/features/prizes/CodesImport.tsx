import '@mantine/dropzone/styles.css';
import type { ImportCodesResult } from '@gc/contracts/prizes';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconAlertCircle, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codesFileProblem } from './csv-file-checks.ts';
import { prizeErrorText } from './prize-error-text.ts';
import { PRIZES_KEY } from './prize-queries.ts';
import { importCodes } from './prizes-api.ts';

type Props = { poolId: string; onResult: (result: ImportCodesResult) => void };

/** Drop a CSV (or plain text) file of codes, one a line; the first column counts, a "code" header is skipped. */
export function CodesImport({ poolId, onResult }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => importCodes(poolId, file),
    onSuccess: onResult,
    onError: (error) => setProblem(prizeErrorText(error, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PRIZES_KEY] }),
  });

  const send = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const found = codesFileProblem(file);
    if (found) {
      setProblem(t(`prizes.codes.fileProblems.${found}`, { name: file.name }));
      return;
    }
    setProblem(null);
    upload.mutate(file);
  };

  return (
    <Stack gap="xs">
      {/* No `accept` list: every file reaches codesFileProblem, which says what is wrong with it. */}
      <Dropzone
        onDrop={send}
        onReject={(rejections) => send(rejections.map((rejection) => rejection.file))}
        loading={upload.isPending}
        multiple={false}
        aria-label={t('prizes.codes.importTitle')}
        inputProps={{ 'aria-label': t('prizes.codes.importTitle') }}
      >
        <Group justify="center" gap="md" mih={72} style={{ pointerEvents: 'none' }}>
          <IconFileSpreadsheet size={32} stroke={1.5} aria-hidden />
          <div>
            <Text size="sm" fw={500}>
              {t('prizes.codes.dropTitle')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('prizes.codes.dropHint')}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {problem && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
