import { type ImportCodesResult, MAX_CODES_PER_POOL } from '@gc/contracts/prizes';
import { Alert, Button, Code, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exampleCode, hasRoomFor, isValidPattern, MIN_SPACE_PER_CODE } from './code-pattern.ts';
import { prizeErrorText } from './prize-error-text.ts';
import { PRIZES_KEY } from './prize-queries.ts';
import { generateCodes } from './prizes-api.ts';

type Props = { poolId: string; onResult: (result: ImportCodesResult) => void };

/** Generates codes by pattern, with one example of what the pattern makes before anything is sent. */
export function CodesGenerate({ poolId, onResult }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pattern, setPattern] = useState('');
  const [count, setCount] = useState<number | null>(null);
  const [exampleSeed, setExampleSeed] = useState(0);
  const generate = useMutation({
    mutationFn: () => generateCodes(poolId, { pattern, count: count ?? 0 }),
    onSuccess: (result) => {
      onResult(result);
      setCount(null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PRIZES_KEY] }),
  });

  const isPatternValid = isValidPattern(pattern);
  // biome-ignore lint/correctness/useExhaustiveDependencies: exampleSeed asks for another example on purpose.
  const example = useMemo(() => (isPatternValid ? exampleCode(pattern) : null), [pattern, isPatternValid, exampleSeed]);
  const patternError = pattern !== '' && !isPatternValid ? t('prizes.codes.patternInvalid') : undefined;
  const isCrowded = isPatternValid && count !== null && !hasRoomFor(pattern, count);
  const canGenerate = isPatternValid && count !== null && count >= 1 && !isCrowded;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (canGenerate) generate.mutate();
      }}
      noValidate
    >
      <Stack gap="xs">
        <Group align="flex-start" grow>
          <TextInput
            label={t('prizes.codes.pattern')}
            description={t('prizes.codes.patternHelp')}
            placeholder="SUMMER-####-XXXX"
            value={pattern}
            onChange={(event) => setPattern(event.currentTarget.value)}
            error={patternError}
            maxLength={64}
          />
          <NumberInput
            label={t('prizes.codes.count')}
            description={t('prizes.codes.countHelp', { max: MAX_CODES_PER_POOL })}
            min={1}
            max={MAX_CODES_PER_POOL}
            allowDecimal={false}
            allowNegative={false}
            value={count ?? ''}
            onChange={(value) => setCount(typeof value === 'number' ? value : null)}
          />
        </Group>
        {example && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('prizes.codes.example')}
            </Text>
            <Code data-testid="code-example">{example}</Code>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconRefresh size={14} />}
              onClick={() => setExampleSeed((seed) => seed + 1)}
            >
              {t('prizes.codes.anotherExample')}
            </Button>
          </Group>
        )}
        {isCrowded && (
          <Text size="sm" c="orange">
            {t('prizes.codes.patternTooSmall', { factor: MIN_SPACE_PER_CODE })}
          </Text>
        )}
        {generate.error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {prizeErrorText(generate.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!canGenerate} loading={generate.isPending}>
            {t('prizes.codes.generate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
