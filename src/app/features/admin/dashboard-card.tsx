import { useId } from "react";

interface Props {
  title: string;
  /** One line under the title: what the card counts and over which days. */
  hint?: string;
  /** A link or button at the card's top right. */
  action?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}

/** A dashboard card: a titled section with the console's one radius and shadow. */
export function DashboardCard({ title, hint, action, className = "", children }: Props) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`grid min-w-0 content-start gap-4 rounded-card border border-gray-200 bg-white p-5 shadow-card ${className}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h3 id={id} className="text-base font-semibold text-gray-900">
            {title}
          </h3>
          {hint ? <p className="mt-0.5 text-sm text-gray-600">{hint}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The small link a card puts at its top right. */
export const cardLink =
  "inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline";
