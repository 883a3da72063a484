import { ButtonLink } from "../ui/button.tsx";
import { PageShell } from "./page-shell.tsx";

interface Props {
  title?: string;
  message?: string;
  backTo?: string;
  backLabel?: string;
}

/** The 404 screen; business and blog "not found" states reuse it with their own words. */
export function NotFoundPage({
  title = "Page Not Found",
  message = "The page you are looking for doesn't exist or has moved.",
  backTo = "/",
  backLabel = "Back to Home",
}: Props) {
  return (
    <PageShell>
      <section className="bg-hero flex min-h-[70vh] items-center pt-16 text-white">
        <div className="container-page py-20 text-center">
          <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">Error 404</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
          <p className="mx-auto mt-4 max-w-md text-lg text-gray-300">{message}</p>
          <div className="mt-8">
            <ButtonLink to={backTo} size="lg">
              {backLabel}
            </ButtonLink>
          </div>
        </div>
      </section>
    </PageShell>
  );
}
