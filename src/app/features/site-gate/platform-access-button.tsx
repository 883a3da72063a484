import { lazy, Suspense, useState } from "react";
import { Button } from "../../components/ui/button.tsx";

// Radix and the form are fetched on the first click: the home page's initial JavaScript stays as it was.
const PlatformAccessDialog = lazy(() => import("./platform-access-dialog.tsx"));

type Props = Omit<React.ComponentProps<typeof Button>, "onClick" | "type">;

/** Opens the platform access modal (invitation code → /businesses). */
export function PlatformAccessButton(props: Props) {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        {...props}
        type="button"
        aria-haspopup="dialog"
        onClick={(e) => {
          setOpener(e.currentTarget);
          setOpen(true);
        }}
      />
      {opener && (
        <Suspense fallback={null}>
          <PlatformAccessDialog open={open} onOpenChange={setOpen} returnFocusTo={opener} />
        </Suspense>
      )}
    </>
  );
}
