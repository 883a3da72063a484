import { Button } from "../../components/ui/button.tsx";
import { useRequestAccess, type AccessTarget } from "./request-access-context.tsx";

type Props = AccessTarget & Omit<React.ComponentProps<typeof Button>, "onClick">;

/** A button that opens Request Access for one service. */
export function RequestAccessButton({ serviceType, serviceName, ...rest }: Props) {
  const { open } = useRequestAccess();
  return <Button {...rest} onClick={(e) => open({ serviceType, serviceName }, e.currentTarget)} />;
}
