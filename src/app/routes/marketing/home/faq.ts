// Re-exported so the island's dynamic import targets a module no page imports statically.
export { FaqSection } from "../../../components/ui/faq-section.tsx";
