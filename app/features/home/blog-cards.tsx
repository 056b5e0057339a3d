/** Our Blogs: the two newest articles and a way to all of them. */
import { Link } from 'react-router';
import { imageUrl } from '../../../domain/catalog.ts';
import { formatLongDay } from '../../../domain/dates.ts';
import type { BlogCard } from './home.server';
import { SectionHeading } from './section-heading';
import { ButtonLink } from '../../components/ui/button-link';

export function BlogCards({ posts }: { posts: BlogCard[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="our-blogs" className="mx-auto max-w-7xl px-4 py-16 lg:px-8 lg:py-20">
      <SectionHeading id="our-blogs" eyebrow="FROM THE STUDIO" title="Our Blogs" />
      <ul className="mt-10 grid gap-10 md:grid-cols-2 lg:gap-12">
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="group">
              <Link to={`/blog/${encodeURIComponent(post.slug)}`} className="block overflow-hidden bg-sand" tabIndex={-1} aria-hidden>
                <img
                  src={imageUrl(post.image)}
                  alt=""
                  width={1200}
                  height={675}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[16/9] w-full object-cover transition duration-700 group-hover:scale-[1.03] motion-reduce:transition-none"
                />
              </Link>
              <time dateTime={post.publishedAt} className="mt-5 block text-xs font-semibold tracking-[0.2em] text-gold-dark uppercase">
                {formatLongDay(post.publishedAt)}
              </time>
              <h3 className="mt-2 text-2xl leading-snug md:text-3xl">
                <Link to={`/blog/${encodeURIComponent(post.slug)}`} className="hover:text-gold-dark">
                  {post.title}
                </Link>
              </h3>
              <p className="mt-3 text-sm leading-relaxed text-muted md:text-base">{post.excerpt}</p>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink to="/blogs" variant="secondary">
          Read More
        </ButtonLink>
      </div>
    </section>
  );
}
