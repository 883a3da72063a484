import { NotFoundPage } from "../../components/layout/not-found-page.tsx";

export function BlogPostNotFound() {
  return (
    <NotFoundPage
      title="Blog Post Not Found"
      message="The post you're looking for doesn't exist or has moved."
      backTo="/blog"
      backLabel="Back to Blog"
    />
  );
}
