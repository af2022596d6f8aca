import { useState } from 'react';
import { initialTableState, type TableState } from './table-state.ts';

export function useTableState(overrides: Partial<TableState> = {}) {
  return useState<TableState>(() => initialTableState(overrides));
}
