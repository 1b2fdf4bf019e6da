import { PageNotFound } from '../../../../site/components/PageNotFound'

export default function NotFound() {
  return <PageNotFound />
}
