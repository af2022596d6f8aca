import { useTranslation } from 'react-i18next';
import type builderEn from '../../locales/builder/en.json';

type NamedPage = keyof typeof builderEn.pages.names;

/** A page's (or result page's) translated name; a page key the builder has no name for shows as is. */
export function usePageName(): (key: string) => string {
  const { t } = useTranslation();
  return (key) => {
    const name = t(`builder.pages.names.${key as NamedPage}`, { defaultValue: '' });
    return name || key;
  };
}
