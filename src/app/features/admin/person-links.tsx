import { History } from "lucide-react";
import { Link } from "react-router";
import { personPath } from "./admin-api.ts";
import { mailtoHref } from "./format.ts";

/**
 * An e-mail address in the console: a mail link (spec §2), and beside it the way to everything
 * this person sent (their timeline).
 */
export function EmailLinks({ email }: { email: string }) {
  const href = mailtoHref(email);
  return (
    <span className="flex flex-wrap items-center gap-x-3 lg:flex-col lg:items-start lg:gap-0.5">
      {href ? (
        <a
          href={href}
          className="font-medium [overflow-wrap:anywhere] text-brand-700 max-lg:inline-flex max-lg:min-h-11 max-lg:items-center underline-offset-4 hover:underline"
        >
          {email}
        </a>
      ) : (
        <span className="font-medium [overflow-wrap:anywhere]">{email}</span>
      )}
      <Link
        to={personPath(email)}
        className="inline-flex min-h-6 items-center gap-1 max-lg:min-h-11 text-xs text-gray-600 underline-offset-4 hover:text-gray-900 hover:underline"
        aria-label={`Timeline of ${email}`}
      >
        <History aria-hidden="true" className="size-3.5" />
        Timeline
      </Link>
    </span>
  );
}
