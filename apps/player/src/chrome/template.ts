/** A piece of a chrome template: literal text, or the name of a {slot} the caller fills (e.g. a link). */
export type TemplatePart = { text: string } | { slot: string };

/** Splits 'I accept the {terms} and the {privacy}.' into its text and slots, in order. */
export function splitTemplate(template: string): TemplatePart[] {
  return template
    .split(/(\{[a-z]+\})/)
    .filter((part) => part !== '')
    .map((part) => (/^\{[a-z]+\}$/.test(part) ? { slot: part.slice(1, -1) } : { text: part }));
}
