import { cachedBlogs } from "@/domains/content/server";
import type { Metadata } from "next";
import Link from "next/link";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { excerpt } from "@/lib/text";
import { PageHeader } from "@/components/ui/page-header";

const BLOG_EXCERPT_LENGTH = 80;

export const metadata: Metadata = pageMetadata({
  title: "Blogs",
  description:
    "Maintenance guides, buying advice and industry notes from the Redline Parts technicians.",
  path: "/blogs",
});

export default async function BlogsPage() {
  const blogs = await cachedBlogs();
  return (
    <>
      <PageHeader title="Blog Page" trail={[{ label: "Home", href: "/" }, { label: "Blogs" }]} />
      <section className="mx-auto max-w-7xl px-4 py-12" aria-label="Blog posts">
        {blogs.length === 0 ? (
          <p className="py-16 text-center text-base-content/70">No blog posts yet.</p>
        ) : (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {blogs.map((blog) => (
              <article
                key={blog._id}
                className="card border border-base-200 bg-base-100 shadow-sm"
                data-testid="blog-card"
              >
                <div className="card-body">
                  <span className="badge badge-outline">{blog.category}</span>
                  <h2 className="card-title mt-2 text-xl">{blog.title}</h2>
                  <p className="text-base-content/75">
                    {excerpt(blog.description, BLOG_EXCERPT_LENGTH)}
                  </p>
                  <div className="card-actions mt-4">
                    <Link
                      href={`/blogDetails/${encodeURIComponent(blog._id)}`}
                      className="btn btn-primary btn-sm"
                    >
                      Learn More
                      {/* Search engines and screen readers read which post it opens. */}
                      <span className="sr-only">: {blog.title}</span>
                    </Link>
                  </div>
                </div>
              </article>
            ))}
          </div>
        )}
      </section>
    </>
  );
}
