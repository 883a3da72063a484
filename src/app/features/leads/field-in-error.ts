/**
 * The field a server's refusal is about, when its sentence names one ("Please enter a valid
 * email address." is about `email`); a refusal that names none (too many requests) marks no field.
 */
export function fieldInError<K extends string>(sentence: string, fields: Record<K, RegExp>): K | null {
  for (const [name, pattern] of Object.entries(fields) as [K, RegExp][]) {
    if (pattern.test(sentence)) return name;
  }
  return null;
}

/** How the servers' sentences name the lead fields. */
export const LEAD_FIELD_WORDS = {
  email: /\be-?mail\b/i,
  name: /\bname\b/i,
  message: /\bmessage\b/i,
};
