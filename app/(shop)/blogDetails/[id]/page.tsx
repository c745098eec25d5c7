import type { Metadata } from "next";
import Link from "next/link";
import { cache } from "react";
import { config } from "@/lib/config";
import { cachedBlog } from "@/domains/content/server";
import { orNotFound } from "@/lib/http/or-not-found";
import { metadataOrNotFound, pageMetadata } from "@/lib/seo/page-metadata";
import { JsonLd } from "@/lib/seo/json-ld";
import { blogPostingData } from "@/lib/seo/structured-data";
import { excerpt } from "@/lib/text";
import { ArrowLeftIcon } from "@/components/ui/icons";

// No post is built ahead: each is rendered on its first visit, then served from the cache.
export const generateStaticParams = () => [];

const loadBlog = cache((id: string) => orNotFound(cachedBlog(id)));

export async function generateMetadata({
  params,
}: PageProps<"/blogDetails/[id]">): Promise<Metadata> {
  const { id } = await params;
  return metadataOrNotFound(cachedBlog(id), (blog) => ({
    ...pageMetadata({
      title: blog.title,
      description: excerpt(blog.description, 155),
      path: `/blogDetails/${encodeURIComponent(blog._id)}`,
    }),
    openGraph: {
      type: "article",
      title: blog.title,
      publishedTime: blog.createdAt,
      authors: [blog.author.name],
    },
  }));
}

export default async function BlogDetailPage({ params }: PageProps<"/blogDetails/[id]">) {
  const { id } = await params;
  const blog = await loadBlog(id);
  const published = new Date(blog.createdAt).toLocaleDateString("en-US", { dateStyle: "long" });
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <JsonLd data={blogPostingData(config().siteUrl, blog)} />
      <Link href="/blogs" className="btn btn-ghost btn-sm mb-6 gap-2">
        <ArrowLeftIcon className="h-4 w-4" /> Back to blogs
      </Link>
      <span className="badge badge-primary">{blog.category}</span>
      <h1 className="mt-3 text-4xl leading-tight font-extrabold">{blog.title}</h1>
      <p className="mt-3 text-base-content/70">
        By <span className="font-semibold">{blog.author.name}</span> ·{" "}
        <time dateTime={blog.createdAt}>{published}</time>
      </p>
      <div className="mt-8 space-y-5 text-lg leading-relaxed">
        {blog.description.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
