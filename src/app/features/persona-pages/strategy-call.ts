/** A mailto: address to the site's e-mail with the subject filled in and encoded. */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
