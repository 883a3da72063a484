import { ArrowUpRight } from "lucide-react";
import type { ContentBlock } from "../../../shared/business.ts";
import { ButtonLink, buttonClass } from "../../components/ui/button.tsx";
import { balancedGridClass } from "../../components/ui/balanced-grid.ts";
import { Icon } from "../../components/ui/icon.tsx";
import { NewTabLink } from "../../components/ui/new-tab-link.tsx";

const DIFFICULTY_STYLES = {
  easy: "bg-status-live-bg text-status-live-fg",
  medium: "bg-status-testing-bg text-status-testing-fg",
  hard: "bg-red-100 text-red-800",
} as const;

function BlockHeading({ title, intro }: { title: string; intro: string | undefined }) {
  return (
    <div className="max-w-2xl">
      <h2 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h2>
      {intro && <p className="mt-2 leading-relaxed text-gray-600">{intro}</p>}
    </div>
  );
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case "feature-cards":
      return (
        <>
          <BlockHeading title={block.title} intro={block.intro} />
          <ul className={`mt-6 ${balancedGridClass(block.cards.length, { sm: 3 })} gap-4`}>
            {block.cards.map((c) => (
              <li key={c.title} className="rounded-card bg-gray-50 p-5 ring-1 ring-gray-200">
                <span className="inline-flex size-10 items-center justify-center rounded-control bg-brand-100 text-brand-700">
                  <Icon name={c.icon} />
                </span>
                <h3 className="mt-4 font-semibold text-gray-900">{c.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-gray-600">{c.body}</p>
              </li>
            ))}
          </ul>
        </>
      );
    case "challenges":
      return (
        <>
          <BlockHeading title={block.title} intro={block.intro} />
          <ul className="mt-6 divide-y divide-gray-200 overflow-hidden rounded-card ring-1 ring-gray-200">
            {block.challenges.map((c) => (
              <li
                key={c.title}
                className="flex flex-col gap-2 bg-white p-5 sm:flex-row sm:items-start sm:justify-between sm:gap-6"
              >
                <div>
                  <h3 className="font-semibold text-gray-900">{c.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-gray-600">{c.description}</p>
                </div>
                <span
                  className={`inline-flex shrink-0 self-start rounded-full px-2.5 py-1 text-xs font-semibold capitalize ${DIFFICULTY_STYLES[c.difficulty]}`}
                >
                  {c.difficulty}
                </span>
              </li>
            ))}
          </ul>
        </>
      );
    case "assistants": {
      const external = /^https?:/.test(block.viewAllUrl);
      return (
        <>
          <BlockHeading title={block.title} intro={block.intro} />
          <ul className={`mt-6 ${balancedGridClass(block.assistants.length, { sm: 2 })} gap-4`}>
            {block.assistants.map((a) => (
              <li key={a.name} className="flex gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-gray-200/70">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-500/10 text-accent-700">
                  <Icon name={a.icon} />
                </span>
                <div>
                  <h3 className="font-semibold text-gray-900">{a.name}</h3>
                  <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">{a.role}</p>
                  <p className="mt-1.5 text-sm leading-relaxed text-gray-600">{a.description}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-6">
            {external ? (
              <NewTabLink href={block.viewAllUrl} className={buttonClass("secondary")}>
                {block.viewAllLabel}
                <ArrowUpRight aria-hidden="true" className="size-4" />
              </NewTabLink>
            ) : (
              <ButtonLink to={block.viewAllUrl} variant="secondary">
                {block.viewAllLabel}
              </ButtonLink>
            )}
          </div>
        </>
      );
    }
  }
}

/** Renders a business's own content blocks, in the order the content lists them. */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <section key={`${block.type}-${i}`} className="render-lazily mt-14" data-block={block.type}>
          <Block block={block} />
        </section>
      ))}
    </>
  );
}
