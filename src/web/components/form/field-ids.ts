// Element ids of a field's parts, so the form can point labels, help and errors at the right
// control and move focus to the first field with a problem.

export function fieldControlId(prefix: string, name: string): string {
  return `${prefix}-${name}`;
}

export function fieldErrorId(prefix: string, name: string): string {
  return `${prefix}-${name}-error`;
}

export function fieldHelpId(prefix: string, name: string): string {
  return `${prefix}-${name}-help`;
}

/** The ids that describe a control: its help, then its error, when there are any. */
export function describedBy(prefix: string, name: string, hasHelp: boolean, hasError: boolean): string | undefined {
  const ids = [hasHelp && fieldHelpId(prefix, name), hasError && fieldErrorId(prefix, name)].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Where a server's `field` (`images[2]`, `name.es`) lives in the form: its top-level key. */
export function topLevelField(field: string | null | undefined): string | undefined {
  if (!field) return undefined;
  return field.split(/[.[]/)[0] || undefined;
}
