import { Link } from '../Link'
import { StaticImage } from '../StaticImage'
import { blogCategories, categoryCards, type CategoryCard } from '../../rules/blog'
import { formatDate } from '../../rules/dates'
import type { SiteView } from '../../tenancy/siteView'
import { heroImageOf, type PostCard, type PostView } from '../../blog/loadPosts'

const dateText = (iso: string) => formatDate(iso) ?? ''

/** The categories that have posts, as links; the current one marked. */
export function CategoryNav({ site, posts, current }: { site: SiteView; posts: readonly PostCard[]; current: string | null }) {
  const used = blogCategories(site.config.blog.categories).filter((c) => posts.some((p) => p.categorySlug === c.slug))
  return (
    <nav aria-label="Blog categories" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        <li><Link href="/blog" aria-current={current === null ? 'page' : undefined} className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm aria-[current=page]:bg-brand-dark aria-[current=page]:text-white">All posts</Link></li>
        {used.map((c) => (
          <li key={c.slug}><Link href={`/blog/${c.slug}`} aria-current={current === c.slug ? 'page' : undefined} className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm aria-[current=page]:bg-brand-dark aria-[current=page]:text-white">{c.name}</Link></li>
        ))}
      </ul>
    </nav>
  )
}

async function PostTeaser({ site, post, headingLevel }: { site: SiteView; post: PostCard; headingLevel: 'h2' | 'h3' }) {
  const image = await heroImageOf(site, post)
  const Heading = headingLevel
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="post-card">
      {image ? <StaticImage src={image.url} alt={image.alt} width={image.width} height={image.height} sizes="(min-width: 768px) 33vw, 100vw" className="aspect-[3/2] w-full object-cover" /> : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm text-slate-700">{post.category} · <time dateTime={post.publishedAt}>{dateText(post.publishedAt)}</time></p>
        <Heading className="text-lg font-semibold"><Link className="hover:underline" href={`/blog/${post.slug}`}>{post.title}</Link></Heading>
        <p className="text-slate-700">{post.excerpt}</p>
      </div>
    </article>
  )
}

/** A grid of post teasers (blog lists and the LatestPosts block). */
export function PostGrid({ site, posts, headingLevel = 'h2' }: { site: SiteView; posts: readonly PostCard[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((p) => <li key={p.id}><PostTeaser site={site} post={p} headingLevel={headingLevel} /></li>)}
    </ul>
  )
}

/** One category card (FIN §2.1): its newest post's image, the category as heading and link, its count and newest date. */
async function CategoryCardView({ site, card }: { site: SiteView; card: CategoryCard<PostCard> }) {
  const image = await heroImageOf(site, card.latest)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="category-card">
      {image ? <StaticImage src={image.url} alt="" width={image.width} height={image.height} sizes="(min-width: 768px) 25vw, 100vw" className="aspect-[3/2] w-full object-cover" /> : null}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2 className="text-lg font-semibold"><Link className="hover:underline" href={card.href}>{card.name}</Link></h2>
        <p className="text-sm text-slate-700">{card.count} {card.count === 1 ? 'article' : 'articles'} · latest <time dateTime={card.latest.publishedAt}>{dateText(card.latest.publishedAt)}</time></p>
        <p className="text-slate-800">{card.latest.title}</p>
      </div>
    </article>
  )
}

/** The blog's front page's category cards (FIN §2.1), as its category navigation. */
function CategoryCards({ site, posts }: { site: SiteView; posts: readonly PostCard[] }) {
  const cards = categoryCards(site.config.blog.categories, posts)
  if (cards.length === 0) return null
  return (
    <nav aria-label="Blog categories" className="mt-6">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => <li key={card.slug}><CategoryCardView site={site} card={card} /></li>)}
      </ul>
    </nav>
  )
}

/** /blog (category cards, then every post) and /blog/{category} (the category links, then its posts). */
export function BlogList({ site, title, posts, allPosts, current }: { site: SiteView; title: string; posts: readonly PostCard[]; allPosts: readonly PostCard[]; current: string | null }) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2"><a className="text-sm text-brand-dark underline" href="/blog/rss.xml">RSS feed</a></p>
      {current === null ? (
        <>
          <CategoryCards site={site} posts={allPosts} />
          <section aria-labelledby="all-posts" className="mt-10">
            <h2 id="all-posts" className="text-2xl font-bold">All posts</h2>
            <PostGrid site={site} posts={posts} headingLevel="h3" />
          </section>
        </>
      ) : (
        <>
          <CategoryNav site={site} posts={allPosts} current={current} />
          <PostGrid site={site} posts={posts} />
        </>
      )}
    </main>
  )
}

/** /blog/{slug}: the post with its hero image and BlogPosting JSON-LD. */
export async function PostArticle({ site, post, jsonLd }: { site: SiteView; post: PostView; jsonLd: string }) {
  const image = await heroImageOf(site, post)
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <nav aria-label="Breadcrumb" className="text-sm"><Link className="underline" href="/blog">Blog</Link>{post.categorySlug ? <> / <Link className="underline" href={`/blog/${post.categorySlug}`}>{post.category}</Link></> : null}</nav>
      <article className="mt-4">
        <h1 className="text-3xl font-bold">{post.title}</h1>
        <p className="mt-2 text-slate-700">By {post.author} · <time dateTime={post.publishedAt}>{dateText(post.publishedAt)}</time></p>
        {image ? <StaticImage src={image.url} alt={image.alt} width={image.width} height={image.height} priority sizes="(min-width: 768px) 768px, 100vw" className="mt-6 h-auto w-full rounded" /> : null}
        {/* Lexical's HTML converter escapes text and writes only its own elements. */}
        <div className="prose mt-6 max-w-none [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_p]:mt-4" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
    </main>
  )
}
