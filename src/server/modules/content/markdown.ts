import { Marked } from "marked";

/*
 * Markdown from content/ (our own files, never visitor input) to HTML, once at load time.
 * Raw HTML in the source is escaped rather than passed through, so content cannot inject markup.
 */
const marked = new Marked({
  gfm: true,
  renderer: {
    html({ text }) {
      return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    },
  },
});

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
