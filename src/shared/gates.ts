/**
 * The site gate's and invitation codes' shared words and shapes (no zod here: the browser's
 * bundle must hold none, see ADR 012). Spec texts are verbatim.
 */
export const GATE_TEXTS = {
  prompt: "Enter password to access the platform",
  submit: "Access Platform",
  checking: "Loading...",
  wrongPassword: "Incorrect password. Please try again.",
  invalidCode: "Invalid invitation code",
} as const;

/** The longest label an invitation code may have (the console's form and the server's check). */
export const INVITATION_LABEL_MAX = 120;

/** One invitation code as the console lists it (the code itself is never listed). */
export interface InvitationCodeRow {
  id: string;
  label: string;
  source: "env" | "console";
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  uses: number;
}

/** The answer to making a code in the console: the only time the code is shown. */
export interface CreatedInvitationCode {
  invitation: InvitationCodeRow;
  code: string;
}
