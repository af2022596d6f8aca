/** The deletion confirmation's Yes is enabled only when the typed text equals the name exactly (spec §2). */
export function canConfirmTypedName(typed: string, name: string): boolean {
  return name.length > 0 && typed === name;
}
