import { Link } from 'react-router';
import type { Route } from './+types/blog-post';
import { imageUrl } from '../../domain/catalog';
import { jsonLd } from '../lib/seo';
import { formatLongDay } from '../../domain/dates';
import { loadBlogPost } from '../features/content/content.server';
import { pageMeta } from '../features/content/page-meta';
import { rootShop } from '../lib/root-data';
import { ButtonLink } from '../components/ui/button-link';

export const handle = { pageCache: 'page' };

export async function loader({ context, params }: Route.LoaderArgs) {
  return { post: await loadBlogPost(context, params.slug) };
}

export function meta({ matches, data }: Route.MetaArgs) {
  if (!data) return [{ title: 'Article not found' }];
  const { post } = data;
  const shop = rootShop(matches);
  const path = `/blog/${post.slug}`;
  return pageMeta(matches, { title: post.title, description: post.excerpt, path, image: imageUrl(post.image), type: 'article' }, [
    jsonLd({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      datePublished: post.publishedAt,
      image: new URL(imageUrl(post.image)!, shop.origin).toString(),
      mainEntityOfPage: new URL(path, shop.origin).toString(),
      publisher: { '@type': 'Organization', name: shop.name },
    }),
  ]);
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  const [first, ...rest] = post.body;
  return (
    <article className="pb-8">
      <header className="mx-auto max-w-3xl px-6 pt-14 text-center md:pt-20">
        <nav aria-label="Breadcrumb" className="text-xs tracking-[0.2em] text-muted">
          <Link to="/blogs" className="hover:text-gold-dark">
            ← ALL ARTICLES
          </Link>
        </nav>
        <p className="mt-8 text-xs tracking-[0.2em] text-gold-dark">
          <time dateTime={post.publishedAt}>{formatLongDay(post.publishedAt).toUpperCase()}</time>
        </p>
        <h1 className="mt-3 text-4xl leading-tight md:text-6xl">{post.title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-muted">{post.excerpt}</p>
      </header>
      <img
        src={imageUrl(post.image)}
        alt=""
        width={1200}
        height={675}
        fetchPriority="high"
        className="mx-auto mt-12 aspect-[16/9] w-full max-w-5xl bg-sand object-cover"
      />
      <div className="mx-auto mt-12 max-w-2xl space-y-6 px-6 text-[17px] leading-[1.8] text-ink/85">
        {first ? (
          <p className="first-letter:float-left first-letter:mr-3 first-letter:font-display first-letter:text-[4.6rem] first-letter:leading-[0.72] first-letter:pt-1.5 first-letter:text-gold-dark">
            {first}
          </p>
        ) : null}
        {rest.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <footer className="mx-auto mt-16 max-w-2xl border-t border-line px-6 pt-10 text-center">
        <p className="font-display text-2xl">Dreaming of something made just for you?</p>
        <div className="mt-6 flex flex-wrap justify-center gap-4">
          <ButtonLink to="/custom-design">START YOUR DESIGN</ButtonLink>
          <ButtonLink to="/blogs" variant="secondary">
            MORE ARTICLES
          </ButtonLink>
        </div>
      </footer>
    </article>
  );
}
