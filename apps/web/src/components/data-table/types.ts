import type { ReactNode } from 'react';

export type FilterOption = { value: string; label: string };

/** Filters of the filter row (spec §2): a search box, a dropdown or a date picker, sent as `param`. */
export type ColumnFilter =
  | { type: 'search'; param: string }
  | { type: 'select'; param: string; options: FilterOption[] }
  | { type: 'date'; param: string };

export type DataTableColumn<T> = {
  /** The field a sortable column sends as `sort`. */
  key: string;
  title: ReactNode;
  sortable?: boolean;
  filter?: ColumnFilter;
  render: (row: T) => ReactNode;
  width?: number | string;
};
