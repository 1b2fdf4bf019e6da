import { addViewed, listViewed } from '@/site/shoppers/recentlyViewed'

/** The signed-in shopper's recently viewed cars (site/shoppers/recentlyViewed.ts). */
export const GET = (request: Request) => listViewed(request)
export const POST = (request: Request) => addViewed(request)
