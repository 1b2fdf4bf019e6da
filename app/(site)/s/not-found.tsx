import { UnknownSite } from '../../../site/components/UnknownSite'

/** Reached when no site answers to the request's host. */
export default function UnknownSiteNotFound() {
  return <UnknownSite />
}
