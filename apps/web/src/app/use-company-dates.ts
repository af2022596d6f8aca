import { useTranslation } from 'react-i18next';
import { browserTimeZone, formatDate } from '../lib/format-date.ts';
import { useActingCompany } from './use-acting-company.ts';

export type CompanyDates = {
  /** The acting company's IANA zone (the browser's only until the company has loaded). */
  timeZone: string;
  /** dd.MM.yyyy in the company's zone. */
  date(iso: string | null | undefined): string;
  /** dd.MM.yyyy HH:mm in the company's zone, for cells whose column names the zone. */
  dateTime(iso: string | null | undefined): string;
  /** dd.MM.yyyy HH:mm (Europe/Belgrade): a time shown on its own, zone named. */
  dateTimeNamed(iso: string | null | undefined): string;
  /** A column title with the zone its times are in: "Created (Europe/Belgrade)". */
  titleInZone(title: string): string;
};

/**
 * Dates and times as the builder shows them (issue 12): on the wall clock of the company the user acts
 * for (GET logged-in user's `company.timeZone`, or the viewed company's for admins), the zone named
 * wherever a time of day is shown.
 */
export function useCompanyDates(): CompanyDates {
  const { t } = useTranslation();
  const { company } = useActingCompany();
  const timeZone = company?.timeZone ?? browserTimeZone();
  return {
    timeZone,
    date: (iso) => formatDate(iso, timeZone),
    dateTime: (iso) => formatDate(iso, timeZone, true),
    dateTimeNamed: (iso) => {
      const time = formatDate(iso, timeZone, true);
      return time ? t('dates.inZone', { time, timeZone }) : '';
    },
    titleInZone: (title) => t('dates.columnInZone', { title, timeZone }),
  };
}
