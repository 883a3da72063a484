import { Download, ExternalLink, FileText } from "lucide-react";
import { PORTAL_TEXTS, type InvestorDocumentEntry } from "../../../shared/investor-portal.ts";
import { buttonClass } from "../../components/ui/button.tsx";

/** 'Investment Opportunity': each document with View (a new tab) and Download PDF. */
export function DocumentList({ documents }: { documents: InvestorDocumentEntry[] }) {
  if (documents.length === 0) {
    return <p className="rounded-card bg-gray-50 p-6 text-gray-700 ring-1 ring-gray-200">{PORTAL_TEXTS.noDocuments}</p>;
  }
  return (
    <ul className="grid gap-4">
      {documents.map((d) => (
        <li key={d.id} className="rounded-card bg-white p-5 shadow-card ring-1 ring-gray-200 sm:p-6">
          <div className="flex items-start gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-control bg-brand-50 text-brand-700">
              <FileText aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="text-lg font-semibold text-gray-900">{d.title}</h3>
              <p className="mt-1 text-gray-700">{d.description}</p>
              <p className="mt-1 text-sm text-gray-600">
                PDF · {d.pages} {d.pages === 1 ? "page" : "pages"}
              </p>
            </div>
          </div>
          <div className="mt-4 flex flex-wrap gap-3 sm:pl-15">
            {/* Named in full: a list of "View" links says nothing about which document each opens. */}
            <a
              href={d.viewUrl}
              target="_blank"
              rel="noopener"
              aria-label={`View ${d.title} (opens in a new tab)`}
              className={buttonClass("outline")}
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              View
            </a>
            <a
              href={d.downloadUrl}
              download
              aria-label={`Download PDF of ${d.title}`}
              className={buttonClass("secondary")}
            >
              <Download aria-hidden="true" className="size-4" />
              Download PDF
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
