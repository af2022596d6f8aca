import { Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnFilter } from './types.ts';

type Props = {
  filter: ColumnFilter;
  value: string | null;
  onChange: (value: string | null) => void;
};

/** One cell of the filter row. Typing is debounced so that a search does not fire per key. */
export function DataTableFilter({ filter, value, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const debounced = useDebouncedCallback((next: string) => onChange(next.trim() || null), 300);

  switch (filter.type) {
    case 'search':
      return (
        <TextInput
          size="xs"
          aria-label={t('table.search')}
          placeholder={t('table.search')}
          leftSection={<IconSearch size={14} />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            debounced(event.currentTarget.value);
          }}
        />
      );
    case 'select':
      return (
        <Select
          size="xs"
          aria-label={t('table.filter')}
          placeholder={t('table.all')}
          data={filter.options}
          value={value}
          onChange={onChange}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'date':
      return (
        <DatePickerInput
          size="xs"
          aria-label={t('table.filter')}
          placeholder={t('table.pickDate')}
          valueFormat="DD.MM.YYYY"
          value={value}
          onChange={(date) => onChange(date ? dayjs(date).format('YYYY-MM-DD') : null)}
          clearable
        />
      );
  }
}
