import { ButtonLink } from "../ui/button.tsx";
import { RequestReference } from "../../lib/request-reference.tsx";
import { PageShell } from "./page-shell.tsx";

/** Shown when a page fails for a reason other than "not found". */
export function ErrorPage() {
  return (
    <PageShell>
      <section className="bg-hero flex min-h-[70vh] items-center pt-16 text-white">
        <div className="container-page py-20 text-center">
          <h1 className="text-4xl font-bold tracking-tight text-white sm:text-5xl">Something went wrong</h1>
          <p className="mx-auto mt-4 max-w-md text-lg text-gray-300">
            We couldn't load this page. Please try again in a moment.
          </p>
          <RequestReference />
          <div className="mt-8">
            <ButtonLink to="/" size="lg">
              Back to Home
            </ButtonLink>
          </div>
        </div>
      </section>
    </PageShell>
  );
}
