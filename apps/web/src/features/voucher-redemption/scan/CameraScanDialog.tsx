import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createFrameDecoder } from './frame-decoder.ts';
import { codeFromScan } from './scanned-code.ts';

type Props = { opened: boolean; onClose: () => void; onCode: (code: string) => void };
type Failure = 'denied' | 'unavailable' | null;

const SCAN_INTERVAL_MS = 250;

/**
 * The phone's back camera, read a few times a second by the browser's BarcodeDetector until a QR code
 * with a voucher code is in view. Loaded only when staff open it (React.lazy), so the camera code is in
 * no start-up chunk. The camera stops when the dialog closes or a code is read.
 */
export default function CameraScanDialog({ opened, onClose, onCode }: Props) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<Failure>(null);
  const latest = useRef({ onCode, onClose });
  latest.current = { onCode, onClose };

  useEffect(() => {
    if (!opened) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    setFailure(null);

    const scan = async (decode: (video: HTMLVideoElement) => Promise<string | null>) => {
      if (stopped || !video.current) return;
      const raw = await decode(video.current).catch(() => null);
      const code = raw === null ? null : codeFromScan(raw);
      if (code && !stopped) {
        latest.current.onCode(code);
        return;
      }
      timer = setTimeout(() => void scan(decode), SCAN_INTERVAL_MS);
    };

    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const decode = await createFrameDecoder();
        if (decode) void scan(decode);
        else if (!stopped) setFailure('unavailable');
      } catch (error) {
        if (!stopped)
          setFailure(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable');
      }
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [opened]);

  return (
    <Modal opened={opened} onClose={onClose} title={t('prizes.redeem.scan.title')} centered>
      <Stack>
        {failure ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {t(failure === 'denied' ? 'prizes.redeem.scan.denied' : 'prizes.redeem.scan.unavailable')}
          </Alert>
        ) : (
          <>
            <Text size="sm">{t('prizes.redeem.scan.help')}</Text>
            {/* A live picture has nothing to caption; the help text above says what to do. */}
            <video
              ref={video}
              muted
              playsInline
              aria-label={t('prizes.redeem.scan.video')}
              style={{ width: '100%', borderRadius: 8, background: 'black' }}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
