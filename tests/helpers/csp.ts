/** Reading a page's Content-Security-Policy and the nonces in its HTML (docs/decisions/011). */

/** The nonce a policy allows scripts by, or undefined. */
export function policyNonce(policy: string | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(policy ?? "")?.[1];
}

/** Every `nonce="…"` value in the HTML, in order. */
export function nonceAttributes(html: string): string[] {
  return [...html.matchAll(/\snonce="([^"]*)"/g)].map((m) => m[1]!);
}

/** The HTML with every nonce blanked: what two answers of one cached page have in common. */
export function withoutNonces(html: string): string {
  return html.replace(/(\snonce=")[^"]*"/g, '$1"');
}

/** The policy with its nonce blanked. */
export function policyWithoutNonce(policy: string | undefined): string | undefined {
  return policy?.replace(/'nonce-[^']+'/, "'nonce-'");
}
