import type { Language } from '@gc/contracts/languages';
import { Box, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * A language's flag; when the image cannot be loaded the short name stands in, so a missing file
 * never shows as a broken-image icon. Decorative: the language's name is always written beside it.
 */
export function LanguageFlag({ language }: { language: Pick<Language, 'shortName' | 'flagImageUrl'> }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed) {
    return (
      <Box
        w={22}
        h={16}
        bg="gray.2"
        style={{ borderRadius: 2, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
        aria-hidden
      >
        <Text size="9px" fw={700} c="dimmed" tt="uppercase">
          {language.shortName}
        </Text>
      </Box>
    );
  }
  return (
    <img
      src={language.flagImageUrl}
      alt=""
      width={22}
      height={16}
      style={{ borderRadius: 2, objectFit: 'cover', flexShrink: 0 }}
      onError={() => setHasFailed(true)}
    />
  );
}
