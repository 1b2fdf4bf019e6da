import { UnknownSite } from '../../../site/components/UnknownSite'

/** 404 for a host no site claims: the site layout's notFound() lands here. */
export default function UnknownSiteNotFound() {
  return <UnknownSite />
}
