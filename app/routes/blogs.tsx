import { Link } from 'react-router';
import type { Route } from './+types/blogs';
import { imageUrl } from '../../domain/catalog';
import { formatLongDay } from '../../domain/dates';
import { loadBlogPosts } from '../features/content/content.server';
import { PageHero } from '../features/content/page-hero';
import { pageMeta } from '../features/content/page-meta';

export const handle = { pageCache: 'page' };

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await loadBlogPosts(context) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Journal',
    description: 'Stories from our jewellery studio: choosing an engagement ring, caring for silver and gold, and the craft behind every piece.',
    path: '/blogs',
  });
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <>
      <PageHero eyebrow="OUR BLOGS" title="Notes from the Studio">
        <p>Guides, care advice and stories from the bench, written by the people who make your jewellery.</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-16 md:px-6 lg:px-8">
        {posts.length === 0 ? (
          <p className="text-center text-muted">No articles yet. Please check back soon.</p>
        ) : (
          <ul className="grid gap-12 md:grid-cols-2">
            {posts.map((post, index) => (
              <li key={post.slug}>
                <article className="group flex h-full flex-col">
                  <Link to={`/blog/${post.slug}`} tabIndex={-1} aria-hidden="true" className="block overflow-hidden bg-sand">
                    <img
                      src={imageUrl(post.image)}
                      alt=""
                      width={1200}
                      height={675}
                      loading={index < 2 ? 'eager' : 'lazy'}
                      className="aspect-[16/9] w-full object-cover transition duration-700 group-hover:scale-[1.03]"
                    />
                  </Link>
                  <p className="mt-6 text-xs tracking-[0.2em] text-gold-dark">
                    <time dateTime={post.publishedAt}>{formatLongDay(post.publishedAt).toUpperCase()}</time>
                  </p>
                  <h2 className="mt-2 text-3xl leading-tight">
                    <Link to={`/blog/${post.slug}`} className="hover:text-gold-dark">
                      {post.title}
                    </Link>
                  </h2>
                  <p className="mt-3 flex-1 leading-relaxed text-muted">{post.excerpt}</p>
                  <Link
                    to={`/blog/${post.slug}`}
                    className="mt-6 self-start border-b border-ink pb-1 text-xs font-semibold tracking-[0.2em] hover:border-gold-dark hover:text-gold-dark"
                    aria-label={`Read more: ${post.title}`}
                  >
                    READ MORE
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
