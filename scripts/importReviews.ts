/**
 * `npm run reviews:import`: imports the reviews of every location with a Google Business Profile
 * location from the configured provider (`REVIEWS_PROVIDER=google`, `GOOGLE_BUSINESS_ACCESS_TOKEN`,
 * optional `GOOGLE_BUSINESS_API_URL`) and prints the report as JSON. Without them reviews are
 * entered in the admin and the report says there is nothing to import.
 */
import { getPayload } from 'payload'
import config from '../payload.config'
import { importReviews } from '../site/reviews/importReviews'
import { reviewsProviderFromEnv } from '../site/reviews/providers'

const payload = await getPayload({ config })
const report = await importReviews(payload, reviewsProviderFromEnv())
console.log(JSON.stringify(report, null, 2))
process.exit(0)
