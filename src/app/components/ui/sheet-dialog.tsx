import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The control that opened it (not a Radix trigger): focus goes back to it however it closes. */
  returnFocusTo?: HTMLElement | null;
  /** The id of the Dialog.Description inside. */
  describedBy: string;
  width: "md" | "lg";
  children: React.ReactNode;
}

const WIDTHS = { md: "sm:max-w-md", lg: "sm:max-w-lg" } as const;

/**
 * The public site's modal form: a sheet from the bottom on a phone, a centred card from `sm` up.
 * One dialog may serve many buttons, so focus is handed back to the opener by hand.
 */
export function SheetDialog({ open, onOpenChange, returnFocusTo, describedBy, width, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-ink-950/70 backdrop-blur-sm" />
        <Dialog.Content
          className={`fixed inset-x-0 bottom-0 z-[80] max-h-[92vh] overflow-y-auto rounded-t-card bg-white p-6 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full ${WIDTHS[width]} sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:p-8`}
          aria-describedby={describedBy}
          onCloseAutoFocus={(e) => {
            if (returnFocusTo?.isConnected) {
              e.preventDefault();
              returnFocusTo.focus();
            }
          }}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The sheet's close button, in its header's corner. */
export function SheetClose() {
  return (
    <Dialog.Close
      className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-gray-900"
      aria-label="Close"
    >
      <X aria-hidden="true" className="size-5" />
    </Dialog.Close>
  );
}
