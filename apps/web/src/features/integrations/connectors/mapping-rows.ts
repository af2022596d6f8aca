import {
  type ConnectorKind,
  CUSTOM_FIELD_PREFIX,
  DEFAULT_FIELD_MAPPINGS,
  isLeadField,
  LEAD_FIELD_NAMES,
} from '@gc/contracts/integration-connectors';

export type MappingRow = { from: string; to: string };
export type MappingRowError = 'unknownField' | 'emptyTarget' | 'duplicateTarget';

/** The lead fields a row can pick: the fixed ones, then the company's custom attributes as `custom.<identifier>`. */
export function leadFieldChoices(customAttributeIdentifiers: readonly string[]): string[] {
  const custom = customAttributeIdentifiers
    .map((identifier) => `${CUSTOM_FIELD_PREFIX}${identifier}`)
    .filter(isLeadField);
  return [...LEAD_FIELD_NAMES, ...new Set(custom)];
}

export const defaultMappingRows = (kind: ConnectorKind): MappingRow[] =>
  DEFAULT_FIELD_MAPPINGS[kind].map((row) => ({ ...row }));

/** The texts key of a fixed lead field (`campaign.name` → `campaign_name`: i18n keys nest on dots). */
export const leadFieldTextKey = (field: string) => field.replace('.', '_');

/** Each row's problem, as the server's fieldMappingSchema would refuse it, for the editor to show by the row. */
export function mappingRowErrors(rows: readonly MappingRow[]): Map<number, MappingRowError> {
  const errors = new Map<number, MappingRowError>();
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const target = row.to.trim();
    if (!isLeadField(row.from)) errors.set(index, 'unknownField');
    else if (target === '') errors.set(index, 'emptyTarget');
    else if (seen.has(target)) errors.set(index, 'duplicateTarget');
    seen.add(target);
  });
  return errors;
}
