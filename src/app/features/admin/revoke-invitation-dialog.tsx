import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useRef, useState } from "react";
import type { InvitationCodeRow } from "../../../shared/gates.ts";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import { ApiError, errorSentence } from "../../lib/api.ts";
import { adminApi, SessionEnded } from "./admin-api.ts";
import { useAdminConsole } from "./admin-context.tsx";

/** What revoking does, said before it is done (ADR 013: grants are stateless, revokes are for good). */
export const REVOKE_TEXTS = {
  title: "Revoke this invitation code?",
  body: (label: string) =>
    `"${label}" will stop opening the platform at once. Visitors who already entered it keep their access until their 7-day pass ends. A revoked code cannot be restored.`,
  env: "This code comes from the server's environment (INVITE_CODES, or generated at the first start). It stays revoked after a restart even while INVITE_CODES still lists it; take it out of INVITE_CODES as well.",
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
  const { notify, sessionEnded } = useAdminConsole();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; attempt: number } | null>(null);
  const revoked = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  // The last target's texts stay while the dialog animates closed.
  const [shown, setShown] = useState<InvitationCodeRow | null>(target);
  if (target && target !== shown) {
    setShown(target);
    setProblem(null);
  }
  const code = target ?? shown;

  async function confirm(e: React.MouseEvent) {
    e.preventDefault();
    if (!target || busy) return;
    setBusy(true);
    try {
      await adminApi.revokeInvitation(target.id);
      revoked.current = true;
      notify(REVOKE_TEXTS.done(target.label));
      onClose();
      onSettled();
    } catch (err) {
      if (err instanceof SessionEnded) return sessionEnded();
      const message = errorSentence(err, REVOKE_TEXTS.failed(target.label));
      notify({ title: "Code not revoked", description: message, destructive: true });
      if (err instanceof ApiError && err.status === 404) {
        // Nothing left to confirm: the list is read again to show what the server holds.
        onClose();
        onSettled();
        return;
      }
      setProblem((p) => ({ message, attempt: (p?.attempt ?? 0) + 1 }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog.Root open={target !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-ink-950/60" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-[80] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-white p-6 shadow-card-hover"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            const to = revoked.current ? focusAfterRevoke.current : opener.current;
            revoked.current = false;
            if (to?.isConnected) {
              e.preventDefault();
              to.focus();
            }
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold text-gray-900">{REVOKE_TEXTS.title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 grid gap-2 break-words text-gray-600">
              <p>{REVOKE_TEXTS.body(code?.label ?? "")}</p>
              {code?.source === "env" ? <p>{REVOKE_TEXTS.env}</p> : null}
            </div>
          </AlertDialog.Description>
          {problem ? (
            <div className="mt-4">
              <FormError message={problem.message} attempt={problem.attempt} />
            </div>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass("outline")} disabled={busy}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant="danger"
                className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
                aria-disabled={busy || undefined}
                onClick={confirm}
              >
                {busy ? "Revoking..." : "Revoke"}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
