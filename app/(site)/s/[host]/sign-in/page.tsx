import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { safeRedirectPath } from '@/site/rules/oneTimeCode'
import { signInCopy } from '@/site/rules/signInCopy'
import { currentShopper } from '@/site/shoppers/currentShopper'
import { SignInForm } from '@/site/components/shoppers/SignInForm.client'
import { routeOrigin, shopperPageMetadata } from '@/site/seo/pageMetadata'
import { requireSite } from '@/site/tenancy/requireSite'

type Props = { params: Promise<{ host: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Not indexed, yet with a description and a canonical like every shopper page: gated pages' links lead here. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await requireSite(params)
  const meta = shopperPageMetadata(routeOrigin(site, (await params).host), { title: `Sign in | ${site.name}`, description: `Sign in to ${site.name} with your mobile number and a code we text you.`, path: '/sign-in' })
  return { ...meta, robots: { index: false } }
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** /sign-in?type=&redirect=&back= (FIN §2.2, §4): phone and one-time code, worded for the `type` (site/rules/signInCopy.ts); a signed-in shopper goes straight on. */
export default async function SignInPage({ params, searchParams }: Props) {
  const site = await requireSite(params)
  const query = await searchParams
  const target = safeRedirectPath(one(query.redirect))
  const back = safeRedirectPath(one(query.back), target)
  if (await currentShopper(site)) redirect(target)
  const copy = signInCopy(query.type)
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold">{copy.heading}</h1>
      <p className="mt-2 text-slate-700">{copy.intro}</p>
      <SignInForm redirect={target} />
      <p className="mt-8"><a href={back} className="font-semibold text-brand-dark underline">Back</a></p>
    </main>
  )
}
