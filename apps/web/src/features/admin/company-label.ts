/** Company tables list companies as name plus the first segment of the id (spec §2). */
export function companyLabel(company: { id: string; name: string }): string {
  return `${company.name} (${company.id.split('-')[0]})`;
}
