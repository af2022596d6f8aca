import { Button, Group, TextInput } from '@mantine/core';
import { IconCamera, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canScanQrCodes } from './scan/frame-decoder.ts';

// The camera and the QR decoder load when staff first open the scanner, never with the page.
const CameraScanDialog = lazy(() => import('./scan/CameraScanDialog.tsx'));

type Props = { loading: boolean; onLookUp: (code: string) => void };

/** A code typed (Enter looks it up) or, where the browser reads QR codes, scanned with the phone's camera. */
export function CodeLookupForm({ loading, onLookUp }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);

  const lookUp = (value: string) => {
    const code = value.trim();
    if (code === '') {
      setError(t('prizes.redeem.codeRequired'));
      return;
    }
    setError(null);
    onLookUp(code);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        lookUp(text);
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('prizes.redeem.codeLabel')}
          description={t('prizes.redeem.codeHelp')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          size="md"
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" size="md" loading={loading} leftSection={<IconSearch size={18} />}>
          {t('prizes.redeem.lookUp')}
        </Button>
        {canScanQrCodes() && (
          <Button variant="light" size="md" leftSection={<IconCamera size={18} />} onClick={() => setScanning(true)}>
            {t('prizes.redeem.scan.open')}
          </Button>
        )}
      </Group>
      {scanning && (
        <Suspense fallback={null}>
          <CameraScanDialog
            opened={scanning}
            onClose={() => setScanning(false)}
            onCode={(code) => {
              setScanning(false);
              setText(code);
              lookUp(code);
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
