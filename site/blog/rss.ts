import type { PostCard } from './loadPosts'

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

type Channel = { title: string; origin: string; description: string }

/** RSS 2.0 of the posts given (newest first), links absolute on the site's origin. */
export function rssXml(channel: Channel, posts: readonly PostCard[]): string {
  const items = posts.map((p) => {
    const link = `${channel.origin}/blog/${encodeURIComponent(p.slug)}`
    return [
      '    <item>',
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(p.publishedAt).toUTCString()}</pubDate>`,
      `      <category>${escapeXml(p.category)}</category>`,
      `      <author>${escapeXml(p.author)}</author>`,
      `      <description>${escapeXml(p.excerpt)}</description>`,
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(`${channel.origin}/blog`)}</link>`,
    `    <atom:link href="${escapeXml(`${channel.origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    '    <language>en-AU</language>',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
