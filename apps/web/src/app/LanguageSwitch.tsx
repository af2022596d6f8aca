import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from '../lib/i18n.ts';

/**
 * en/sr switch, remembered in localStorage: two toggle buttons in a named group. Not Mantine's
 * SegmentedControl, whose sliding indicator was 2 KB gzip of the log-in page's budget (issue 18).
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={2} role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => {
        const isCurrent = i18n.language === language;
        return (
          <Button
            key={language}
            size="compact-xs"
            variant={isCurrent ? 'filled' : 'subtle'}
            aria-pressed={isCurrent}
            onClick={() => void changeLanguage(language)}
          >
            {t(`language.${language}`)}
          </Button>
        );
      })}
    </Group>
  );
}
