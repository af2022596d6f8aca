import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '../lib/i18n.ts';

/** en/sr switch, remembered in localStorage. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={i18n.language}
      onChange={(value) => changeLanguage(value as Language)}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
    />
  );
}
