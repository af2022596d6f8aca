import type { LanguageCode } from '@gc/contracts/languages';
import { addDays, calendarLength, easterSunday, type PlainDate } from './calendar-days.ts';
import type { CalendarTile, CalendarType, TileStyle } from './calendar-schemas.ts';
import { calendarWords } from './words.ts';

/** §9: a weekly calendar starts on one of these days of a month. */
export const WEEKLY_STARTING_DAYS = [1, 8, 15, 22] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The next span of a calendar type on or after `today` (§9 defaults): advent Dec 1–24; easter the seven
 * days up to Easter Sunday; weekly seven days from the next starting day (1, 8, 15 or 22); monthly the
 * next whole month from its 1st (31 days at most, the month's own length).
 */
export function defaultSpan(
  calendarType: CalendarType,
  today: PlainDate,
): { startDate: PlainDate; endDate: PlainDate } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const day = Number(today.slice(8, 10));
  switch (calendarType) {
    case 'advent': {
      const adventYear = today > `${year}-12-24` ? year + 1 : year;
      return { startDate: `${adventYear}-12-01`, endDate: `${adventYear}-12-24` };
    }
    case 'easter': {
      const easter = easterSunday(year) >= today ? easterSunday(year) : easterSunday(year + 1);
      return { startDate: addDays(easter, -6), endDate: easter };
    }
    case 'weekly': {
      const startDay = WEEKLY_STARTING_DAYS.find((candidate) => candidate >= day);
      const startDate =
        startDay === undefined
          ? month === 12
            ? `${year + 1}-01-01`
            : `${year}-${pad(month + 1)}-01`
          : `${year}-${pad(month)}-${pad(startDay)}`;
      return { startDate, endDate: addDays(startDate, 6) };
    }
    case 'monthly': {
      const startDate = day === 1 ? today : month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
      const nextMonth =
        Number(startDate.slice(5, 7)) === 12
          ? `${Number(startDate.slice(0, 4)) + 1}-01-01`
          : `${startDate.slice(0, 4)}-${pad(Number(startDate.slice(5, 7)) + 1)}-01`;
      return { startDate, endDate: addDays(nextMonth, -1) };
    }
  }
}

/** A tile's default looks: alternating festive colours, the day's number large and white. */
function defaultStyle(index: number): TileStyle {
  return {
    fontFamily: 'Georgia, serif',
    fontSize: 28,
    fontColor: '#ffffff',
    coverImg: null,
    coverColor: index % 2 === 0 ? '#c92a2a' : '#2b8a3e',
    coverType: 'color',
  };
}

/** One tile per day of the span, in day order, each showing "come back tomorrow" in each language until a prize is added. */
export function defaultTiles(
  span: { startDate: PlainDate; endDate: PlainDate },
  languages: readonly LanguageCode[],
): CalendarTile[] {
  const noPrize = Object.fromEntries(languages.map((language) => [language, calendarWords(language)?.noPrize ?? '']));
  const none = Object.fromEntries(languages.map((language) => [language, '']));
  return Array.from({ length: calendarLength(span.startDate, span.endDate) }, (_, index) => ({
    id: `tile-${index + 1}`,
    dayNumber: index + 1,
    position: index,
    style: defaultStyle(index),
    prizes: [],
    outcomes: [
      {
        id: `outcome-${index + 1}`,
        title: { ...none },
        text: { ...noPrize },
        imageUrl: { ...none },
        enabled: true,
        customAttributes: null,
      },
    ],
  }));
}
