import { useState } from "react";
import type { InvitationCodeRow } from "../../../shared/gates.ts";
import { ApiError, errorSentence } from "../../lib/api.ts";
import { adminApi } from "./admin-api.ts";
import { useAdminConsole } from "./admin-context.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";

/** What revoking does, said before it is done (ADR 013: revokes are for good, and end the passes given). */
export const REVOKE_TEXTS = {
  title: "Revoke this invitation code?",
  body: (label: string) =>
    `"${label}" will stop opening the platform at once. Visitors who already entered it lose their access too. A revoked code cannot be restored.`,
  env: "This code is set in the site's configuration. Revoking it here keeps it revoked after a restart; ask whoever runs the site to remove it from the configuration too.",
  done: (label: string) => ({
    title: "Invitation code revoked",
    description: `"${label}" no longer opens the platform.`,
  }),
  failed: (label: string) => `Failed to revoke "${label}". Please try again.`,
};

interface Props {
  target: InvitationCodeRow | null;
  onClose(): void;
  /** After the server said yes, or that the code is gone (the dialog has closed): reload the list. */
  onSettled(): void;
  /** Where focus goes after a revoke: the row's Revoke button is gone by then. */
  focusAfterRevoke: React.RefObject<HTMLElement | null>;
}

/** The confirmation before a code stops working; one dialog serves every row. */
export function RevokeInvitationDialog({ target, onClose, onSettled, focusAfterRevoke }: Props) {
  const { notify } = useAdminConsole();
  // The last target's texts stay while the dialog animates closed.
  const [shown, setShown] = useState<InvitationCodeRow | null>(target);
  if (target && target !== shown) setShown(target);
  const code = target ?? shown;
  const label = code?.label ?? "";

  return (
    <ConfirmDialog
      open={target !== null}
      texts={{
        title: REVOKE_TEXTS.title,
        body: (
          <>
            <p>{REVOKE_TEXTS.body(label)}</p>
            {code?.source === "env" ? <p>{REVOKE_TEXTS.env}</p> : null}
          </>
        ),
        confirm: "Revoke",
        busy: "Revoking...",
        failed: REVOKE_TEXTS.failed(label),
        failedTitle: "Code not revoked",
      }}
      action={async () => {
        if (!target) return;
        await adminApi.revokeInvitation(target.id);
        notify(REVOKE_TEXTS.done(target.label));
      }}
      // A code the server no longer has leaves nothing to confirm: the list is read again.
      failureOf={(err) => ({
        message: errorSentence(err, REVOKE_TEXTS.failed(label)),
        settled: err instanceof ApiError && err.status === 404,
      })}
      onClose={onClose}
      onDone={() => {
        onClose();
        onSettled();
      }}
      focusAfterDone={focusAfterRevoke}
    />
  );
}
