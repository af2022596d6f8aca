import { PREVIEW_PATH, type PreviewShowMessage } from '@gc/contracts/preview-messages';
import { Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PREVIEW_DEVICES, previewScale } from './preview-pages.ts';
import { usePreviewChannel } from './use-preview-channel.ts';

/**
 * The player runtime in an iframe at the device's real size, scaled down to fit the pane, so the
 * campaign lays out exactly as it will for players. It shows whatever the builder posts to it.
 */
export function PreviewFrame({ message }: { message: PreviewShowMessage }) {
  const [attempt, setAttempt] = useState(0);
  const { ref: paneRef, width: paneWidth } = useElementSize();
  return (
    <Box ref={paneRef} w="100%">
      <PreviewIframe
        key={attempt}
        message={message}
        paneWidth={paneWidth}
        onRetry={() => setAttempt((current) => current + 1)}
      />
    </Box>
  );
}

type IframeProps = { message: PreviewShowMessage; paneWidth: number; onRetry: () => void };

function PreviewIframe({ message, paneWidth, onRetry }: IframeProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const status = usePreviewChannel(frameRef, message);
  const size = PREVIEW_DEVICES[message.device];
  const scale = previewScale(message.device, paneWidth);

  return (
    <Box
      pos="relative"
      mx="auto"
      w={size.width * scale}
      h={size.height * scale}
      style={{ overflow: 'hidden', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
    >
      {/* Sandboxed without allow-same-origin: the campaign runs in an origin of its own, so nothing in
          it can reach this window, its memory (the access token) or the builder's storage. */}
      <iframe
        ref={frameRef}
        src={PREVIEW_PATH}
        sandbox="allow-scripts"
        title={t('builder.preview.frameTitle')}
        width={size.width}
        height={size.height}
        style={{ border: 0, transform: `scale(${scale})`, transformOrigin: '0 0', background: 'white' }}
      />
      {status !== 'ready' && (
        <Center pos="absolute" inset={0} bg="rgba(255,255,255,0.92)">
          {status === 'starting' ? (
            <Stack align="center" gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm" c="dimmed">
                {t('builder.preview.starting')}
              </Text>
            </Stack>
          ) : (
            <Stack align="center" gap="xs" role="alert">
              <Text size="sm">{t('builder.preview.unavailable')}</Text>
              <Button size="xs" variant="light" onClick={onRetry}>
                {t('builder.preview.retry')}
              </Button>
            </Stack>
          )}
        </Center>
      )}
    </Box>
  );
}
