import { useState } from "react";
import { adminApi } from "./admin-api.ts";
import { useAdminConsole } from "./admin-context.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";

/** A lead submission's id, or (a chat) a conversation's id: the Chats tab lists conversations. */
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
  const { notify } = useAdminConsole();
  // The texts of the last target, so they do not vanish while the dialog animates closed.
  const [shown, setShown] = useState<DeleteTarget | null>(target);
  if (target && target !== shown) setShown(target);
  const texts = DELETE_TEXTS[(target ?? shown)?.kind ?? "lead"];

  return (
    <ConfirmDialog
      open={target !== null}
      texts={{ title: texts.title, body: texts.body, confirm: "Delete", failed: texts.failed }}
      action={async () => {
        if (!target) return;
        await (target.kind === "lead" ? adminApi.deleteLead(target.id) : adminApi.deleteConversation(target.id));
        notify(texts.done);
      }}
      onClose={onClose}
      onDone={() => {
        onClose();
        onDeleted();
      }}
      focusAfterDone={focusAfterDelete}
    />
  );
}
