import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useRef, useState } from "react";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { FormError } from "../../components/ui/form-error.tsx";
import { adminApi, SessionEnded } from "./admin-api.ts";
import { useAdminConsole } from "./admin-context.tsx";

export type DeleteTarget = { kind: "lead" | "chat"; id: string };

/** Spec §2 and §8, word for word. */
export const DELETE_TEXTS = {
  lead: {
    title: "Delete Lead",
    body: "Are you sure you want to delete this lead? This action cannot be undone.",
    done: { title: "Lead deleted", description: "The lead has been removed successfully" },
    failed: "Failed to delete lead",
  },
  chat: {
    title: "Delete Chat",
    body: "Are you sure you want to delete this chat? This action cannot be undone.",
    done: { title: "Chat deleted", description: "The chat log has been removed successfully" },
    failed: "Failed to delete chat",
  },
} as const;

interface Props {
  target: DeleteTarget | null;
  onClose(): void;
  /** After a successful delete (the dialog has closed): reload the list. */
  onDeleted(): void;
  /** Where focus goes after a delete, since the row whose button opened the dialog is gone. */
  focusAfterDelete?: React.RefObject<HTMLElement | null>;
}

/** Delete confirmation (spec §4): closed, open for a lead or a chat, closed on cancel or after success. */
export function DeleteDialog({ target, onClose, onDeleted, focusAfterDelete }: Props) {
  const { notify, sessionEnded } = useAdminConsole();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(0);
  const deleted = useRef(false);
  // The dialog has no Radix trigger (one dialog serves every row): focus goes back by hand.
  const opener = useRef<HTMLElement | null>(null);
  // The texts of the last target, so they do not vanish while the dialog animates closed.
  const [shown, setShown] = useState<DeleteTarget | null>(target);
  if (target && target !== shown) {
    setShown(target);
    setFailed(0);
  }
  const texts = DELETE_TEXTS[(target ?? shown)?.kind ?? "lead"];

  async function confirm(e: React.MouseEvent) {
    e.preventDefault();
    if (!target || busy) return;
    setBusy(true);
    try {
      await (target.kind === "lead" ? adminApi.deleteLead(target.id) : adminApi.deleteChat(target.id));
      deleted.current = true;
      notify(texts.done);
      onClose();
      onDeleted();
    } catch (err) {
      if (err instanceof SessionEnded) return sessionEnded();
      setFailed((n) => n + 1);
      notify({ title: "Error", description: texts.failed, destructive: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog.Root open={target !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-ink-950/60" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-[80] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-white p-6 shadow-card-hover"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(e) => {
            const to = deleted.current ? focusAfterDelete?.current : opener.current;
            deleted.current = false;
            if (to?.isConnected) {
              e.preventDefault();
              to.focus();
            }
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold text-gray-900">{texts.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-gray-600">{texts.body}</AlertDialog.Description>
          {failed > 0 ? (
            <div className="mt-4">
              <FormError message={texts.failed} attempt={failed} />
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
                Delete
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
